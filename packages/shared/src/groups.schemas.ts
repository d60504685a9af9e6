import { z } from 'zod';
import { CURRENCIES } from './activity.labels.ts';
import { CHANNEL_GUEST_ACCESS } from './chapter-channel.labels.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { cursorParam } from './members.schemas.ts';
import { PERMISSIONS, ROLES } from './roles.ts';
import { displayName } from './text-rules.ts';

export { GROUP_STATUSES, type GroupStatus, WEEKDAYS } from './groups.labels.ts';

import { GROUP_STATUSES } from './groups.labels.ts';
import { said } from './validation/said.ts';

/** The longest a chapter may let a referral go without an update before its receiver is reminded. */
export const REFERRAL_REMINDER_DAYS_MAX = 60;

/** Contracts of the admin group screens. */

/** An IANA time zone the runtime knows ("Europe/London"). */
export const timeZone = z
  .string()
  .trim()
  .min(1, said('chooseTimeZone'))
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, said('unknownTimeZone'));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Fields a manager edits; the code is rotated by its own request, never typed in. */
export const groupFields = z.strictObject({
  name: displayName(120),
  status: z.enum(GROUP_STATUSES),
  capacity: z
    .number()
    .int()
    .min(1, said('atLeast', { min: 1 }))
    .max(500, said('atMost', { max: 500 }))
    .nullable(),
  acceptingMembers: z.boolean(),
  timezone: timeZone,
  allowSubstituteLogin: z.boolean(),
  meetingWeekday: z.number().int().min(0).max(6).nullable(),
  meetingTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, said('timeOfDay'))
    .nullable(),
  meetingDurationMinutes: z
    .number()
    .int()
    .min(15, said('atLeastMinutes', { min: 15 }))
    .max(480, said('atMostHours', { max: 8 }))
    .nullable(),
  meetingLocation: optionalText(200),
  meetingOnlineLink: z
    .string()
    .trim()
    .max(500)
    .transform((v) => (v === '' ? null : v))
    .pipe(z.url({ protocol: /^https?$/, error: said('webAddress') }).nullable())
    .nullable()
    .optional(),
  /**
   * What visitors, and separately substitutes, may do in the chapter channel (docs/chapter-channel.md "Who is in
   * it"). Left out when creating: visitors none, substitutes read.
   */
  channelVisitors: z.enum(CHANNEL_GUEST_ACCESS).optional(),
  channelSubstitutes: z.enum(CHANNEL_GUEST_ACCESS).optional(),
  /**
   * The chapter's language (its chapter-wide e-mails, and members who chose none) and currency (thanks for closed
   * business, the PALMS report); docs/i18n.md. Left out when creating: English, and the currency inferred from the
   * chapter's records (null).
   */
  language: z.enum(LANGUAGE_CODES, { error: said('chooseOneOf', { options: LANGUAGE_CODES.join(', ') }) }).optional(),
  currency: z
    .enum(CURRENCIES, { error: said('chooseOneOf', { options: CURRENCIES.join(', ') }) })
    .nullable()
    .optional(),
  /**
   * Days a referral may go without an update before its receiver is reminded (docs/referral-follow-up.md); null:
   * never. Left out when creating: 7.
   */
  referralReminderDays: z
    .number({ error: said('reminderDaysRange', { max: REFERRAL_REMINDER_DAYS_MAX }) })
    .int(said('reminderDaysRange', { max: REFERRAL_REMINDER_DAYS_MAX }))
    .min(1, said('reminderDaysRange', { max: REFERRAL_REMINDER_DAYS_MAX }))
    .max(REFERRAL_REMINDER_DAYS_MAX, said('reminderDaysRange', { max: REFERRAL_REMINDER_DAYS_MAX }))
    .nullable()
    .optional(),
  /**
   * Whether the chapter's referrals also move through meeting booked, proposal and not a fit
   * (docs/referral-follow-up.md "The steps"). Left out when creating: no.
   */
  detailedReferralSteps: z.boolean().optional(),
});
export type GroupFields = z.input<typeof groupFields>;

/** PUT /api/groups/:groupId (POST /api/groups takes every field). */
export const groupUpdateRequest = groupFields.partial();
export type GroupUpdate = z.input<typeof groupUpdateRequest>;

export const groupParams = z.strictObject({ groupId: z.coerce.number().int().positive() });

export const groupListQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: z.enum(GROUP_STATUSES).optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const groupSummaryItem = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(GROUP_STATUSES),
  code: z.string(),
  capacity: z.number().nullable(),
  acceptingMembers: z.boolean(),
  activeMembers: z.number(),
  pendingMembers: z.number(),
});
export type GroupSummaryItem = z.infer<typeof groupSummaryItem>;

export const groupListResponse = z.object({ items: z.array(groupSummaryItem), nextCursor: z.string().nullable() });
export type GroupListPage = z.infer<typeof groupListResponse>;

export const groupDetail = groupSummaryItem.extend({
  timezone: z.string(),
  allowSubstituteLogin: z.boolean(),
  meetingWeekday: z.number().nullable(),
  meetingTime: z.string().nullable(),
  meetingDurationMinutes: z.number().nullable(),
  meetingLocation: z.string().nullable(),
  meetingOnlineLink: z.string().nullable(),
  channelVisitors: z.enum(CHANNEL_GUEST_ACCESS),
  channelSubstitutes: z.enum(CHANNEL_GUEST_ACCESS),
  language: z.enum(LANGUAGE_CODES),
  /** Null: inferred from the chapter's thanks for closed business (USD while there are none). */
  currency: z.enum(CURRENCIES).nullable(),
  /** Null: no reminders of referrals left without an update. */
  referralReminderDays: z.number().nullable(),
  detailedReferralSteps: z.boolean(),
  /** Members per role (active memberships). */
  roleCounts: z.record(z.string(), z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroupDetail = z.infer<typeof groupDetail>;

/** One stored override in a request or answer. */
export const overrideItem = z.strictObject({
  role: z.enum(ROLES),
  permission: z.enum(PERMISSIONS),
  granted: z.boolean(),
});
export type OverrideItem = z.infer<typeof overrideItem>;

/** PUT /api/groups/:groupId/roles and PUT /api/permissions: the layer's complete override list. */
export const overridesRequest = z.strictObject({
  overrides: z.array(overrideItem).max(ROLES.length * PERMISSIONS.length),
});

export const rolesResponse = z.object({
  /** The layer below this one: platform defaults (for the platform matrix) or the platform's matrix (for a group). */
  base: z.record(z.string(), z.array(z.string())),
  /** The overrides stored in this layer. */
  overrides: z.array(overrideItem),
  /** What each role holds now. */
  effective: z.record(z.string(), z.array(z.string())),
  /** Active members per role in scope (the whole platform, or the group). */
  roleCounts: z.record(z.string(), z.number()),
  /** Roles the caller may change in this layer (never their own rank or above). */
  editableRoles: z.array(z.string()),
  message: z.string().optional(),
});
export type RolesView = z.infer<typeof rolesResponse>;
