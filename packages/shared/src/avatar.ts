import type { ImageFormat } from './attachments.ts';
import type { AVATAR_SIZES } from './constants.ts';

/** Avatar rules shared by the upload endpoint and the web's Avatar component (docs/product-rules.md "Avatars"). */
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const DEFAULT_AVATAR_SIZE: AvatarSize = 256;

/** Uploads larger than this are refused before decoding. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an avatar may have, by format, checked from the header before decoding (see PHOTO_MAX_PIXELS in
 * attachments.ts for why a PNG or WebP stops sooner than a JPEG).
 */
export const AVATAR_MAX_PIXELS: Record<ImageFormat, { width: number; height: number }> = {
  jpeg: { width: 6000, height: 6000 },
  png: { width: 6000, height: 4000 },
  webp: { width: 6000, height: 4000 },
};
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Failed image loads are retried twice, with exponential backoff starting at 1 second. */
export const AVATAR_RETRIES = 2;
export const AVATAR_RETRY_BASE_MS = 1000;
export const avatarRetryDelay = (attempt: number): number => AVATAR_RETRY_BASE_MS * 2 ** attempt;

/**
 * The image path with its size suffix, keeping the cache-busting query:
 * '/api/avatars/42?v=k1' → '/api/avatars/42_256.jpg?v=k1'.
 */
export function avatarUrl(profileImageUrl: string, size: AvatarSize = DEFAULT_AVATAR_SIZE): string {
  const q = profileImageUrl.indexOf('?');
  const path = q === -1 ? profileImageUrl : profileImageUrl.slice(0, q);
  const query = q === -1 ? '' : profileImageUrl.slice(q);
  return `${path.replace(/(_(96|256|512))?\.jpg$/, '')}_${size}.jpg${query}`;
}

/** The generated avatar's two letters — first and last name's initials, or a single name's first two. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letter = (w: string | undefined) => Array.from(w?.replace(/^[^\p{L}\p{N}]+/u, '') ?? '')[0] ?? '';
  if (words.length === 0) return '?';
  if (words.length === 1) {
    const chars = Array.from((words[0] as string).replace(/[^\p{L}\p{N}]/gu, ''));
    return chars.slice(0, 2).join('').toUpperCase() || '?';
  }
  return (letter(words[0]) + letter(words.at(-1))).toUpperCase();
}
