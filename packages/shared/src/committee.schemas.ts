import { z } from 'zod';
import { userParams } from './members.schemas.ts';
import { said } from './validation/said.ts';

/** Contracts of the membership committee (docs/membership-committee.md). */

export { userParams as committeeMemberParams };

/** Months before the renewal date from which a member is on the committee's review list ("check-in due"). */
export const REVIEW_MONTHS_BEFORE_RENEWAL = 5;

export const COMMITTEE_VOTES = ['approve', 'decline', 'abstain'] as const;
export type CommitteeVote = (typeof COMMITTEE_VOTES)[number];
export const REVIEW_DECISIONS = ['renew', 'not_renew', 'defer'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

const text = (max: number) =>
  z
    .string({ error: said('writeMessage') })
    .trim()
    .min(1, said('writeMessage'))
    .max(max, said('atMostCharacters', { max }));

/** GET /api/committee/seats: the group's active members and who holds a seat; platform admins name the group. */
export const seatsQuery = z.strictObject({ groupId: z.coerce.number().int().positive().optional() });
export const seatHolder = z.object({
  userId: z.number(),
  name: z.string(),
  role: z.string(),
  classification: z.string().nullable(),
  seated: z.boolean(),
});
export const seatsResponse = z.object({ groupId: z.number(), items: z.array(seatHolder) });
export type SeatsPage = z.infer<typeof seatsResponse>;
export const seatRequest = z.strictObject({ seated: z.boolean() });

/** The tally of an application's votes. */
export const voteTally = z.object({ approve: z.number(), decline: z.number(), abstain: z.number() });
export type VoteTally = z.infer<typeof voteTally>;

/** An active member whose classification reads the same as the application's, ignoring case and accents. */
export const seatConflict = z.object({ userId: z.number(), name: z.string(), classification: z.string() });
export type SeatConflict = z.infer<typeof seatConflict>;

export const committeeApplication = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  classification: z.string().nullable(),
  appliedAt: z.string(),
  tally: voteTally,
  myVote: z.enum(COMMITTEE_VOTES).nullable(),
  conflict: seatConflict.nullable(),
});
export type CommitteeApplication = z.infer<typeof committeeApplication>;
export const committeeApplicationsResponse = z.object({ items: z.array(committeeApplication) });

export const committeeNote = z.object({
  id: z.number(),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type CommitteeNote = z.infer<typeof committeeNote>;

export const committeeApplicationDetail = committeeApplication.extend({
  votes: z.array(z.object({ voterName: z.string(), vote: z.enum(COMMITTEE_VOTES), updatedAt: z.string() })),
  discussion: z.array(committeeNote),
  seats: z.number(),
});
export type CommitteeApplicationDetail = z.infer<typeof committeeApplicationDetail>;

export const noteRequest = z.strictObject({ body: text(4000) });
export const voteRequest = z.strictObject({ vote: z.enum(COMMITTEE_VOTES) });

/**
 * POST /api/committee/applications/:userId/decision: approving goes through the approvals path; a classification
 * conflict (same letters, other accents or case) needs `confirmConflict: true`, else 409 CLASSIFICATION_CONFLICT.
 */
export const approveDecision = z.strictObject({
  decision: z.literal('approve'),
  classification: z
    .string({ error: said('classification') })
    .trim()
    .min(1, said('classification'))
    .max(120, said('atMostCharacters', { max: 120 })),
  confirmConflict: z.boolean().optional(),
});
export const declineDecision = z.strictObject({ decision: z.literal('decline'), reason: text(1000) });
export const applicationDecisionRequest = z.discriminatedUnion('decision', [approveDecision, declineDecision]);
export type ApplicationDecision = z.infer<typeof applicationDecisionRequest>;

export const notesResponse = z.object({ items: z.array(committeeNote) });
export const messageResponse = z.object({ message: z.string() });

/** A renewal cycle's review: the check-in (confidential notes), then the decision. */
export const renewalReview = z.object({
  id: z.number(),
  renewalDue: z.string(),
  checkedInAt: z.string(),
  checkInNotes: z.string(),
  checkedInBy: z.string().nullable(),
  decision: z.enum(REVIEW_DECISIONS).nullable(),
  decisionNotes: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type RenewalReview = z.infer<typeof renewalReview>;

export const reviewDueItem = z.object({
  userId: z.number(),
  name: z.string(),
  classification: z.string().nullable(),
  renewalDue: z.string(),
  /** check_in_due: no review for this renewal date yet; awaiting_decision: checked in; decided. */
  state: z.enum(['check_in_due', 'awaiting_decision', 'decided']),
  review: renewalReview.nullable(),
});
export type ReviewDueItem = z.infer<typeof reviewDueItem>;
export const reviewsResponse = z.object({ items: z.array(reviewDueItem) });
export const reviewHistoryResponse = z.object({ name: z.string(), items: z.array(renewalReview) });
export type ReviewHistory = z.infer<typeof reviewHistoryResponse>;

export const checkInRequest = z.strictObject({
  date: z.iso.date({ error: said('importWeekDay') }),
  notes: text(4000),
});
export const reviewDecisionRequest = z.strictObject({
  decision: z.enum(REVIEW_DECISIONS),
  notes: z
    .string()
    .trim()
    .max(4000, said('atMostCharacters', { max: 4000 }))
    .optional(),
});
