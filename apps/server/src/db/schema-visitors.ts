/** The visitor's journey after the meeting (migration 0034, docs/visitors.md); column conventions in column-types.ts. */
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** A chapter's own thank-you e-mail; no row: the default words in the chapter's language. */
export interface VisitorEmailTemplateTable {
  group_id: number;
  subject: string;
  /** Plain text with placeholders such as {visitorName} (packages/shared/src/visitor-template.ts). */
  body: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** A follow-up e-mail written to the outbox: the claim that makes it once across processes. */
export interface VisitorFollowUpEmailTable {
  visitor_id: number;
  meeting_id: number;
  /** 'thank-you'. */
  kind: string;
  sent_at: Timestamp;
}

/** A follow-up task of a visitor's host, one per visitor and kind. */
export interface VisitorTaskTable {
  id: Generated<number>;
  visitor_id: number;
  /** 'call', 'second-visit' or 'application'. */
  kind: string;
  assignee_id: number | null;
  due_at: Timestamp;
  done_at: Timestamp | null;
  done_by: number | null;
  created_at: Timestamp;
}
