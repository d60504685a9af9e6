import { z } from 'zod';
import { email } from './auth.schemas.ts';
import { memberDetail } from './members.schemas.ts';
import { optionalText } from './profile.schemas.ts';
import { ROLES } from './roles.ts';
import { displayName, optionalDisplayText } from './text-rules.ts';

/**
 * How a new account gets its first password: an e-mailed single-use link to set one, or a random temporary
 * password (e-mailed and shown once to the creator) that must be changed at the first sign-in.
 */
export const ONBOARDING_MODES = ['link', 'temporary'] as const;

/** POST /api/admin/users */
export const createUserRequest = z.strictObject({
  name: displayName(120),
  email,
  /** 'Admin' makes a platform administrator (platform administrators only). */
  role: z.enum(ROLES),
  /** Platform admins choose the group; leaders always add to their own. Optional only for a new administrator. */
  groupId: z.number().int().positive().optional(),
  classification: optionalText(120),
  companyName: optionalDisplayText(160),
  phone: optionalText(40),
  onboarding: z.enum(ONBOARDING_MODES),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const createUserResponse = z.object({
  userId: z.number(),
  member: memberDetail.nullable(),
  message: z.string(),
  /** Only for the temporary-password mode, shown once so the creator can hand it over in person. */
  temporaryPassword: z.string().nullable(),
});
export type CreateUserResult = z.infer<typeof createUserResponse>;

/** POST /api/admin/users/:userId/password-reset */
export const adminPasswordResetRequest = z.strictObject({ mode: z.enum(ONBOARDING_MODES) });
export type AdminPasswordReset = z.infer<typeof adminPasswordResetRequest>;

export const adminPasswordResetResponse = z.object({
  message: z.string(),
  temporaryPassword: z.string().nullable(),
});
export type AdminPasswordResetResult = z.infer<typeof adminPasswordResetResponse>;
