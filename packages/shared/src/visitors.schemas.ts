import { z } from 'zod';
import { email } from './auth.schemas.ts';
import { cursorParam } from './members.schemas.ts';
import { optionalText } from './profile.schemas.ts';
import { displayName, optionalDisplayText, optionalPhone } from './text-rules.ts';

export { VISITOR_STATUS_LABELS, VISITOR_STATUSES, type VisitorStatus } from './visitors.labels.ts';

import { VISITOR_STATUSES } from './visitors.labels.ts';

/** Contracts of visitors and their invitations. */

/** Invitation links expire after this many days; the temporary password after 7. */
export const INVITATION_TTL_DAYS = 14;
export const TEMPORARY_PASSWORD_TTL_DAYS = 7;

export const visitor = z.object({
  id: z.number(),
  groupId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  classification: z.string().nullable(),
  status: z.enum(VISITOR_STATUSES),
  notes: z.string().nullable(),
  invitedById: z.number().nullable(),
  invitedByName: z.string().nullable(),
  meetingId: z.number().nullable(),
  meetingTitle: z.string().nullable(),
  meetingStartsAt: z.string().nullable(),
  firstVisitAt: z.string().nullable(),
  createdAt: z.string(),
  /** The caller may edit status and notes (the inviter or a leader with record_attendance/manage_members). */
  canEdit: z.boolean(),
});
export type Visitor = z.infer<typeof visitor>;

export const visitorsQuery = z.strictObject({
  /** mine: invited by me; group: the whole group's (members see their group's visitors). */
  scope: z.enum(['mine', 'group']).default('mine'),
  status: z.enum(VISITOR_STATUSES).optional(),
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type VisitorsQuery = z.input<typeof visitorsQuery>;

export const visitorsPage = z.object({ items: z.array(visitor), nextCursor: z.string().nullable() });
export type VisitorsPage = z.infer<typeof visitorsPage>;

/**
 * GET /api/visitors/me: what a signed-in visitor's home tells them (docs/product-rules.md "Meeting day"): who
 * invited them and the meeting they are coming to (the next one of the group when theirs is over).
 */
export const myVisit = z.object({
  groupName: z.string(),
  invitedByName: z.string().nullable(),
  meeting: z
    .object({
      id: z.number(),
      title: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      timezone: z.string(),
      location: z.string().nullable(),
      onlineLink: z.string().nullable(),
    })
    .nullable(),
  /** Attending, as their acceptance recorded, or their own later answer. */
  rsvp: z.string().nullable(),
});
export type MyVisit = z.infer<typeof myVisit>;

/** POST /api/visitors: invites a visitor to a meeting and e-mails the accept/decline links. */
export const inviteVisitorRequest = z.strictObject({
  name: displayName(120),
  email,
  phone: optionalPhone(),
  company: optionalDisplayText(160),
  classification: optionalText(120),
  meetingId: z.number().int().positive(),
  message: optionalText(1000),
});
export type InviteVisitor = z.input<typeof inviteVisitorRequest>;

/** PATCH /api/visitors/:visitorId */
export const updateVisitorRequest = z.strictObject({
  status: z.enum(VISITOR_STATUSES).optional(),
  notes: optionalText(4000),
  meetingId: z.number().int().positive().nullable().optional(),
});
export type UpdateVisitor = z.input<typeof updateVisitorRequest>;

export const visitorParams = z.strictObject({ visitorId: z.coerce.number().int().positive() });

/**
 * The e-mailed link, GET /api/invitations/:token?action=accept|decline, changes nothing (mail scanners follow
 * links): it redirects to /visitor/response, which asks for a click that POSTs the answer.
 */
export const invitationParams = z.strictObject({ token: z.string().min(20).max(100) });
const invitationAction = z.enum(['accept', 'decline']);
export const invitationQuery = z.strictObject({ action: invitationAction });
export const invitationAnswerRequest = z.strictObject({ action: invitationAction });
export type InvitationAnswer = z.input<typeof invitationAnswerRequest>;
/** alreadyProcessed: answered before, expired or unknown; nothing changed. */
/**
 * signIn: a session for the account the acceptance created, so the guest is signed in on that device at once
 * (the same answer as redeeming a one-time link: the session token and the page to open).
 */
export const invitationAnswerResult = z.object({
  outcome: z.enum(['accepted', 'declined', 'alreadyProcessed']),
  signIn: z.object({ token: z.string(), next: z.string() }).optional(),
});
export type InvitationAnswerResult = z.infer<typeof invitationAnswerResult>;

/** POST /api/visitors/apply: a signed-in Visitor asks to join the group. */
export const applyMembershipRequest = z.strictObject({ classification: optionalText(120) });
export const applyMembershipResponse = z.object({ message: z.string() });
