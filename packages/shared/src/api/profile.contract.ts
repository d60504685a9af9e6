import { z } from 'zod';
import { profileEmailRequest, profileResponse, profileUpdateRequest, userIdQuery } from '../profile.schemas.ts';
import { said } from '../validation/said.ts';
import type { ContractFor } from './define.ts';
import { type profileRoutes, profileRoutes as r } from './profile.routes.ts';

/** '42', '42_96.jpg', '42_256.jpg', '42_512.jpg' (size suffixes; no suffix means 256). */
const avatarParams = z.strictObject({
  file: z.string().regex(/^\d{1,12}(_(96|256|512))?(\.jpg)?$/, said('unknownImage')),
});
/** Only `v` means something; other keys (a client's own cache-buster such as `?t=`) are ignored, not refused. */
const avatarQuery = z.object({ v: z.string().max(100).optional() });
const avatarResponse = z.object({ profileImageUrl: z.string().nullable() });
/**
 * The upload's body is the image itself (JPEG, PNG or WebP), not JSON: the server reads it as raw bytes and the
 * avatar service checks and re-encodes it, so the contract lets any body through.
 */
const avatarUpload = z.unknown();

export const profileContract = {
  [r.get]: { query: userIdQuery, response: profileResponse },
  [r.update]: { query: userIdQuery, body: profileUpdateRequest, response: profileResponse },
  [r.changeEmail]: { query: userIdQuery, body: profileEmailRequest, response: profileResponse },
  [r.uploadAvatar]: { query: userIdQuery, body: avatarUpload, response: avatarResponse },
  [r.removeAvatar]: { query: userIdQuery, response: avatarResponse },
  /** The JPEG itself: not a JSON answer of the contract. */
  [r.avatar]: { params: avatarParams, query: avatarQuery },
} as const satisfies ContractFor<typeof profileRoutes>;
