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
import { API_CACHE, AVATAR_CACHE, isOfflineReadable, offlineCacheKey, SYNC_MESSAGE } from '../src/lib/offline-data.ts';
import { appInFront, readPushAlert } from '../src/lib/push-alert.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/connection\//] }),
);

// The other languages' messages are not precached (vite.config.ts): each is kept the first time a screen shows in
// its language, so the member's own language opens offline after one visit. Content-hashed: never stale.
registerRoute(
  ({ url, request }) => request.method === 'GET' && /^\/assets\/messages_[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'chapter-messages',
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/avatars/'),
  new CacheFirst({
    cacheName: AVATAR_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

/**
 * When reads last went unanswered and the kept answers stood in; 0 once the network answers again. A venue's wifi
 * whose uplink died accepts every request and answers none: after the first read has waited out its 6 s, the next
 * ones (a reopened grid asks for the profile, then the meeting, then the sheet) wait only 1 s each instead of
 * adding up to 18 s. A late answer still arrives and is kept, and clears this.
 */
let unansweredAt = 0;
const UNANSWERED_FOR_MS = 60_000;
const readStrategy = (networkTimeoutSeconds: number) =>
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds,
    // A new sign-in sends a new token: an answer kept under the old one still serves the same account's reads.
    matchOptions: { ignoreVary: true },
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => offlineCacheKey(new URL(request.url)) },
      {
        fetchDidSucceed: async ({ response }) => {
          unansweredAt = 0;
          return response;
        },
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (cachedResponse) unansweredAt = Date.now();
          return cachedResponse;
        },
      },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true }),
    ],
  });
// Weak venue wifi: after 6 s without an answer the kept one is shown (the page says when it was synced).
const reads = readStrategy(6);
const readsWhileUnanswered = readStrategy(1);
registerRoute(
  ({ url, request }) => request.method === 'GET' && isOfflineReadable(url),
  (options) => (Date.now() - unansweredAt < UNANSWERED_FOR_MS ? readsWhileUnanswered : reads).handle(options),
);

/** Background Sync, where the browser has it (Chromium): not in the worker types TypeScript ships. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

// The browser believes the connection is back: the open pages send the marks they queued (the queue lives in their
// storage, per account, which the worker cannot read). A page that is not open sends them when it next opens.
self.addEventListener('sync', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      for (const w of windows) w.postMessage({ type: SYNC_MESSAGE, tag: event.tag });
    })(),
  );
});

// Web Push: show the alert unless the app is in front, and open its screen on a tap.
self.addEventListener('push', (event) => {
  const alert = readPushAlert(event.data?.json());
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (appInFront(windows)) return;
      await self.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        data: { url: alert.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = readPushAlert(event.notification.data).url;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      await open.focus();
      await open.navigate(url);
    })(),
  );
});
