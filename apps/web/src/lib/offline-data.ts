/**
 * What the service worker keeps for reading offline (docs/installable-app.md), shared by the worker and the page:
 * the cache names, and the key a GET /api answer is kept under. Plain code with no DOM or worker types, so both
 * builds compile it.
 */

/** The members' own data (API answers, avatars): emptied when a session ends, since it belongs to one account. */
export const OFFLINE_CACHES = ['chapter-api', 'chapter-avatars'] as const;
export const [API_CACHE, AVATAR_CACHE] = OFFLINE_CACHES;

/**
 * Answers that must never be read from a cache: signing in and out, one-time links, the version check; and the
 * downloaded files (CSV, PDF), which are saved by the user and would only fill the cache with copies.
 */
const NEVER_KEPT = /^\/api\/(?:(?:auth|setup|about\/version|support\/error-reports)(?:\/|$)|.+\.(?:csv|pdf)$)/;

/**
 * A read the worker may answer from the cache when the network fails. Avatars have their own cache-first route
 * (their address changes with the photo).
 */
export function isOfflineReadable(url: URL): boolean {
  return (
    url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/avatars/') && !NEVER_KEPT.test(url.pathname)
  );
}

/**
 * The key an answer is kept under. Meeting lists are asked for by a time window that moves with the clock (home
 * asks from two hours ago, rounded to five minutes), so the window is left out: offline, the last list fetched
 * answers for any window, and the calendar places each meeting by its own date.
 */
export function offlineCacheKey(url: URL): string {
  if (url.pathname !== '/api/meetings') return url.href;
  const kept = new URL(url.href);
  kept.searchParams.delete('from');
  kept.searchParams.delete('to');
  return kept.href;
}

/**
 * What the service worker posts to its pages when the browser fires a Background Sync: the pages send what they
 * have queued (lib/reconnect-signals.ts), since the queue lives in their storage, not the worker's.
 */
export const SYNC_MESSAGE = 'chapter:sync';
