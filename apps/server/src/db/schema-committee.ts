/** The membership committee (migration 0033, docs/membership-committee.md); column conventions in column-types.ts. */
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** A confidential note about a member ('note'), or a message of an application's discussion ('discussion'). */
export interface CommitteeNoteTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  /** The application's membership id, for a discussion message; it outlives a declined application's row. */
  application_id: number | null;
  kind: 'note' | 'discussion';
  author_id: number | null;
  body: string;
  created_at: Timestamp;
}

/** One seat holder's vote on one application, changeable until the committee decides. */
export interface CommitteeVoteTable {
  application_id: number;
  voter_id: number;
  group_id: number;
  vote: 'approve' | 'decline' | 'abstain';
  updated_at: Timestamp;
}

/** The committee's decision on an application, with the tally as it stood. */
export interface CommitteeDecisionTable {
  id: Generated<number>;
  group_id: number;
  application_id: number;
  user_id: number;
  decision: 'approved' | 'declined';
  classification: string | null;
  reason: string | null;
  votes_approve: number;
  votes_decline: number;
  votes_abstain: number;
  decided_by: number | null;
  decided_at: Timestamp;
}

/** One renewal cycle's review of a member: the check-in, then the decision. */
export interface RenewalReviewTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  /** The renewal date the review is for: one review per member and date. */
  renewal_due: Timestamp;
  checked_in_at: Timestamp;
  check_in_notes: string;
  checked_in_by: number | null;
  decision: 'renew' | 'not_renew' | 'defer' | null;
  decision_notes: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
}
