import { z } from 'zod';
import { CURRENCIES } from './activity.labels.ts';
import { email } from './auth.schemas.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { displayName, optionalDisplayText, optionalHttpUrl } from './text-rules.ts';
import { said } from './validation/said.ts';

/** Profile as the API presents it. */
export const groupSummary = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(['active', 'inactive', 'forming']),
  imageUrl: z.string().nullable(),
  memberCount: z.number(),
  /** The group's IANA time zone: "today" in every form is the group's today. */
  timeZone: z.string(),
  /** The chapter's language: the app's for a member who chose none (docs/i18n.md "Choosing the language"). */
  language: z.enum(LANGUAGE_CODES),
  /** The chapter's currency, the one its thanks for closed business start in; null: none set (docs/i18n.md). */
  currency: z.enum(CURRENCIES).nullable(),
  /** Whether its referrals also move through meeting booked, proposal and not a fit (docs/referral-follow-up.md). */
  detailedReferralSteps: z.boolean(),
});

export const membershipSummary = z.object({
  role: z.object({ name: z.string(), isLeadership: z.boolean() }),
  status: z.enum(['pending', 'active', 'inactive', 'expired']),
  classification: z.string().nullable(),
});

export const profileResponse = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  classification: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  bio: z.string().nullable(),
  /** null: the chapter's language, then the browser's. */
  preferredLanguage: z.enum(LANGUAGE_CODES).nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.string(),
  isAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
  /** False for an account that signed in by a one-time link and has not chosen a password yet. */
  hasPassword: z.boolean(),
  permissions: z.array(z.string()),
  membership: membershipSummary.nullable(),
  group: groupSummary.nullable(),
});
export type Profile = z.infer<typeof profileResponse>;

/** Optional free text: trimmed, capped, and an empty string stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A supported language, or null (or '' from a form's "follow" choice) to follow the chapter's. */
const preferredLanguage = z
  .union([z.enum(LANGUAGE_CODES), z.literal('')], {
    error: said('chooseOneOf', { options: LANGUAGE_CODES.join(', ') }),
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** Fields a member may change on a profile; anything else (role, isAdmin…) is rejected. */
export const profileUpdateRequest = z.strictObject({
  name: displayName(120).optional(),
  companyName: optionalDisplayText(160),
  classification: optionalText(120),
  phone: optionalText(40),
  website: optionalHttpUrl(300),
  bio: optionalText(4000),
  preferredLanguage,
});
export type ProfileUpdate = z.infer<typeof profileUpdateRequest>;

export const profileEmailRequest = z.strictObject({
  email,
  password: z.string().max(1024).optional(),
  userId: z.number().int().positive().optional(),
});

/**
 * The e-mail forms' checks, on the request's own rules: one's own address needs the current password, which the
 * server requires in that case (docs/roles-and-permissions.md); a manager changing a member's address sends none.
 * Both have the same fields, so one form serves either.
 */
/** What the form and the server say when one's own e-mail change comes without the right current password. */
export const EMAIL_CHANGE_PASSWORD_NEEDED = 'Enter your current password to change your e-mail';
const emailChangeFields = { email: profileEmailRequest.shape.email, password: z.string().max(1024) };
export const ownEmailChangeRequest = z.object({
  ...emailChangeFields,
  password: emailChangeFields.password.min(1, EMAIL_CHANGE_PASSWORD_NEEDED),
});
export const memberEmailChangeRequest = z.object(emailChangeFields);

export const userIdQuery = z.strictObject({
  userId: z.coerce.number().int().positive().optional(),
});
