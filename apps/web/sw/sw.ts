/// <reference lib="webworker" />
/**
 * The app's service worker (docs/installable-app.md): the built app is precached, so the shell opens without a
 * connection; pages are answered with the cached index.html; the members' reads (GET /api) go to the network first
 * and fall back to the last answer kept; avatars come from their cache first (a new photo has a new address).
 * A new deploy's worker takes over at once: the page's update dialog reloads into it (the version check), and a
 * page still running the old build that asks for a chunk the new build no longer has reloads once.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE, AVATAR_CACHE, isOfflineReadable, offlineCacheKey } from '../src/lib/offline-data.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/connection\//] }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/avatars/'),
  new CacheFirst({
    cacheName: AVATAR_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isOfflineReadable(url),
  new NetworkFirst({
    cacheName: API_CACHE,
    // Weak venue wifi: after 6 s without an answer the kept one is shown (the page says when it was synced).
    networkTimeoutSeconds: 6,
    // A new sign-in sends a new token: an answer kept under the old one still serves the same account's reads.
    matchOptions: { ignoreVary: true },
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => offlineCacheKey(new URL(request.url)) },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true }),
    ],
  }),
);
