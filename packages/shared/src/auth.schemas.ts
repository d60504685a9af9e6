import { z } from 'zod';
import { GROUP_CODE_PATTERN } from './constants.ts';
import { displayName } from './text-rules.ts';
import { said } from './validation/said.ts';

/** Request and response contracts of the authentication API. */
export const email = z
  .string({ error: said('emailRequired') })
  .trim()
  .toLowerCase()
  .min(1, said('emailRequired'))
  .max(254)
  .email(said('validEmail'));

export const loginRequest = z.strictObject({
  email: z
    .string({ error: said('emailRequired') })
    .trim()
    .toLowerCase()
    .min(1, said('emailRequired'))
    .max(254),
  password: z
    .string({ error: said('passwordRequired') })
    .min(1, said('passwordRequired'))
    .max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string(), mustChangePassword: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const registerRequest = z.strictObject({
  name: displayName(120),
  email,
  password: z
    .string({ error: said('passwordRequired') })
    .min(1, said('passwordRequired'))
    .max(1024),
  groupCode: z
    .string()
    .trim()
    .regex(GROUP_CODE_PATTERN, said('groupCode'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const resetRequest = z.strictObject({ email });
export const resetCompleteRequest = z.strictObject({
  password: z
    .string({ error: said('passwordRequired') })
    .min(1, said('passwordRequired'))
    .max(1024),
});

export const changePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1, said('currentPasswordRequired')).max(1024),
  newPassword: z.string().min(1, said('newPasswordRequired')).max(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** A one-time link signs in like a password would, and names the page it opens on. */
export const loginLinkResponse = z.object({ token: z.string(), next: z.string() });

/** The first password of an account that signed in by a one-time link (it has no current one to give). */
export const firstPasswordRequest = z.strictObject({
  newPassword: z.string().min(1, said('newPasswordRequired')).max(1024),
});

export const verifyTokenResponse = z.object({
  valid: z.literal(true),
  userId: z.number(),
  mustChangePassword: z.boolean(),
  permissions: z.array(z.string()),
});

/**
 * POST /api/renew-token: a token for the same session carrying the account's permissions now, after its role
 * changed (an applicant approved while signed in). The session's expiry and revocation are unchanged.
 */
export const renewTokenResponse = z.object({ token: z.string() });
