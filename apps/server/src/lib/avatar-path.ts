/**
 * The avatar path presented to clients; the web adds the size suffix (docs/product-rules.md "Avatars"). The
 * random key changes with every upload, so it doubles as the cache-busting value.
 */
export const avatarPath = (userId: number, avatarKey: string | null): string | null =>
  avatarKey ? `/api/avatars/${userId}?v=${avatarKey}` : null;
