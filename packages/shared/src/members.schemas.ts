import { z } from 'zod';
import { ROLES } from './roles.ts';

export { MEMBERSHIP_STATUSES, type MembershipStatus } from './members.labels.ts';

import { MEMBERSHIP_STATUSES } from './members.labels.ts';
import { said } from './validation/said.ts';

/** Contracts of the roster, member detail, role changes and (de)activation (docs/product-rules.md "Membership"). */

export const ROSTER_PAGE_DEFAULT = 30;
export const ROSTER_PAGE_MAX = 100;

/** Opaque keyset cursors are base64url text. */
export const cursorParam = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/, said('invalidCursor'));

const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** GET /api/members */
export const rosterQuery = z.strictObject({
  /** Matches name, company or classification (case-insensitive, anywhere in the text). */
  q: optionalFilter(100),
  role: z.enum(ROLES).optional(),
  /** Only managers see other statuses than active; members always get active members. */
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
  classification: optionalFilter(120),
  /** Platform admins choose a group; everyone else sees their own. */
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(ROSTER_PAGE_MAX).default(ROSTER_PAGE_DEFAULT),
});
export type RosterQuery = z.input<typeof rosterQuery>;

/** GET /api/members/export.csv: a group (platform admins) and a membership status. */
export const rosterExportQuery = z.strictObject({
  groupId: z.coerce.number().int().positive().optional(),
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
});

export const rosterMember = z.object({
  id: z.number(),
  name: z.string(),
  companyName: z.string().nullable(),
  classification: z.string().nullable(),
  role: z.string(),
  isLeadership: z.boolean(),
  status: z.enum(MEMBERSHIP_STATUSES),
  profileImageUrl: z.string().nullable(),
  /** null when the member hides it (privacy settings) from the caller. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  groupId: z.number(),
  groupName: z.string(),
});
export type RosterMember = z.infer<typeof rosterMember>;

export const rosterResponse = z.object({
  items: z.array(rosterMember),
  nextCursor: z.string().nullable(),
  /** The group's classifications in use, on the first page only (for the filter). */
  classifications: z.array(z.string()).optional(),
});
export type RosterPage = z.infer<typeof rosterResponse>;

export const userParams = z.strictObject({ userId: z.coerce.number().int().positive() });

/** GET /api/members/:userId: a card plus what a profile page shows. */
export const memberDetail = rosterMember.extend({
  website: z.string().nullable(),
  bio: z.string().nullable(),
  joinedAt: z.string().nullable(),
  /** Visible to the member and to managers only. */
  renewalDue: z.string().nullable(),
  /** The caller may edit this member, change the role and (de)activate (manage_members and more senior). */
  manageable: z.boolean(),
});
export type MemberDetail = z.infer<typeof memberDetail>;

/** PUT /api/members/:userId/role */
export const roleChangeRequest = z.strictObject({ role: z.enum(ROLES) });
export type RoleChange = z.infer<typeof roleChangeRequest>;

export const memberActionResponse = z.object({ member: memberDetail, message: z.string() });
export type MemberActionResult = z.infer<typeof memberActionResponse>;
