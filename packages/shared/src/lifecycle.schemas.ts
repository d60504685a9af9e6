import { z } from 'zod';
import { cursorParam, MEMBERSHIP_STATUSES } from './members.schemas.ts';

export {
  RENEWAL_OPENS_DAYS,
  RENEWAL_REMINDER_DAYS,
  RENEWAL_TERM_MONTHS,
  RENEWAL_WINDOWS,
  type RenewalWindow,
} from './lifecycle.labels.ts';

import { RENEWAL_WINDOWS } from './lifecycle.labels.ts';
import { said } from './validation/said.ts';

export { APPROVAL_PERMISSIONS, IMPORT_MAX_ROWS, MEMBER_CSV_COLUMNS } from './lifecycle.labels.ts';

/** Contracts of member approvals, renewals and CSV import. */
const page = {
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
};

export const approvalsQuery = z.strictObject(page);

/** GET /api/approvals/counts: platform admins choose a group; everyone else gets their own. */
export const approvalCountsQuery = z.strictObject({ groupId: page.groupId });

export const memberApplication = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  classification: z.string().nullable(),
  phone: z.string().nullable(),
  appliedAt: z.string(),
  groupId: z.number(),
  groupName: z.string(),
});
export type MemberApplication = z.infer<typeof memberApplication>;

export const applicationsResponse = z.object({ items: z.array(memberApplication), nextCursor: z.string().nullable() });
export type ApplicationsPage = z.infer<typeof applicationsResponse>;

/**
 * Pending items per approval queue the caller decides on. A kind is absent when the caller lacks its
 * permission or the product has no such queue yet, so the screen never shows an empty tab.
 */
export const approvalCountsResponse = z.object({
  members: z.number().optional(),
  referrals: z.number().optional(),
  businesses: z.number().optional(),
  substitutes: z.number().optional(),
});
export type ApprovalCounts = z.infer<typeof approvalCountsResponse>;

/**
 * POST /api/approvals/members/:userId/approve: a member joins with a classification (their seat in the group), the
 * applicant's own or one the approver sets. One active member per classification in a group: when another holds
 * it the answer is CLASSIFICATION_TAKEN naming them (`classificationHeldBy`), and the approver chooses another
 * (docs/product-rules.md "Joining").
 */
export const approveMemberRequest = z.strictObject({
  classification: z
    .string({ error: said('classification') })
    .trim()
    .min(1, said('classification'))
    .max(120, said('atMostCharacters', { max: 120 })),
});
export type ApproveMember = z.infer<typeof approveMemberRequest>;

/** On inbox:{userId} when the user's application is approved: an open app takes up the member's session. */
export interface MembershipApprovedEvent {
  type: 'membership_approved';
  groupName: string;
}

export const rejectMemberRequest = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, said('applicantReason'))
    .max(1000, said('atMostCharacters', { max: 1000 })),
});
export type RejectMember = z.infer<typeof rejectMemberRequest>;

export const decisionResponse = z.object({ message: z.string() });

export const renewalsQuery = z.strictObject({ window: z.enum(RENEWAL_WINDOWS).default('30'), ...page });

export const renewalItem = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  classification: z.string().nullable(),
  role: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  renewalDue: z.string(),
  /** Whole days until the due date; negative when overdue. */
  daysLeft: z.number(),
  groupId: z.number(),
  groupName: z.string(),
  /** The viewer may renew and lapse it: false on their own membership and on a peer's or senior's. */
  actionable: z.boolean(),
});
export type RenewalItem = z.infer<typeof renewalItem>;

export const renewalsResponse = z.object({ items: z.array(renewalItem), nextCursor: z.string().nullable() });
export type RenewalsPage = z.infer<typeof renewalsResponse>;

export const renewalSummaryQuery = z.strictObject({ groupId: page.groupId });
export const renewalSummaryResponse = z.object({
  overdue: z.number(),
  within30: z.number(),
  within60: z.number(),
  within90: z.number(),
});
export type RenewalSummary = z.infer<typeof renewalSummaryResponse>;

export const renewalActionResponse = z.object({ message: z.string(), renewalDue: z.string().nullable() });
export type RenewalActionResult = z.infer<typeof renewalActionResponse>;

export const importRequest = z.strictObject({
  csv: z
    .string()
    .min(1, said('chooseCsv'))
    .max(512 * 1024, said('csvTooLarge', { size: 512 })),
  groupId: z.number().int().positive().optional(),
});
export type ImportRequest = z.infer<typeof importRequest>;

export const importRow = z.object({
  /** The row's line number in the file (the header is line 1). */
  line: z.number(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  classification: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
  renewalDue: z.string().nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ImportRow = z.infer<typeof importRow>;

export const importPreviewResponse = z.object({
  rows: z.array(importRow),
  validCount: z.number(),
  errorCount: z.number(),
  /** Problems with the file itself (no header, unknown columns, too many rows). */
  fileErrors: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewResponse>;

export const importResultResponse = z.object({ imported: z.number(), message: z.string() });
export type ImportResult = z.infer<typeof importResultResponse>;
