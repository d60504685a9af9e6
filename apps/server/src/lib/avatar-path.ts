/**
 * The avatar path presented to clients; the web adds the size suffix (seed §7). The random key changes with
 * every upload, so it doubles as the cache-busting value.
 */
export const avatarPath = (userId: number, avatarKey: string | null): string | null =>
  avatarKey ? `/api/avatars/${userId}?v=${avatarKey}` : null;
