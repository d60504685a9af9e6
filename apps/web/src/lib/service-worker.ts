import { API_CACHE, isOfflineReadable, OFFLINE_CACHES, offlineCacheKey } from './offline-data.ts';

/**
 * The page's side of the service worker (docs/installable-app.md). For a signed-out visitor the worker is registered
 * once the page has loaded and the browser is idle, so it never competes with the login screen; a signed-in member's
 * shell registers it at once (registerServiceWorkerNow), so the app opens offline after a single visit. A production
 * build only (the development server rebuilds modules the worker would keep).
 */
type Listener = () => void;
const REGISTER_AFTER_LOAD_MS = 3_000;
const updateListeners = new Set<Listener>();
let registered = false;
const workerSupported = () => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Called when a newly deployed worker takes over this page: time to ask the server which version it runs. */
export function onServiceWorkerUpdate(listener: Listener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** A newly deployed worker took over this page: everyone listening asks what changed. */
export function announceServiceWorkerUpdate(): void {
  for (const listener of updateListeners) listener();
}

function start(): void {
  if (registered) return;
  registered = true;
  // A page the worker already controlled that changes controller has met a new deploy's worker (it takes over
  // at once); the first install taking control is no news.
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) announceServiceWorkerUpdate();
  });
  void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

export function registerServiceWorker(): void {
  if (!workerSupported()) return;
  // A few seconds after load, when idle: installing fetches the whole build to precache it, and a phone's first
  // screen (and its data) should have the connection to itself until then.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : start());
  const later = () => setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * The signed-in shell has its profile: the worker is registered now, not after the delay above, so a Secretary who
 * opens the grid and locks the phone a moment later can reopen it without a network (issue 35).
 */
export function registerServiceWorkerNow(): void {
  if (workerSupported()) start();
}

/**
 * Keeps a read's answer for reading offline while no worker controls the page yet: the first visit's answers
 * (the profile, the meeting, its grid) never pass through the worker, which only installs during that visit. The
 * page writes them where the worker looks (offline-data.ts); once the worker is in control it keeps them itself.
 * Awaited, so what a screen shows is kept by the time it shows.
 */
export function keepForOffline(path: string, res: Response, sameSession: () => boolean): Promise<unknown> | undefined {
  // Where service workers exist, so does the Cache Storage (both need a secure origin).
  if (!workerSupported() || navigator.serviceWorker.controller || !res.ok || !sameSession()) return;
  const url = new URL(path, window.location.href);
  if (!isOfflineReadable(url)) return;
  const copy = res.clone();
  // Asked again once the cache is open: an answer that arrives after logout (which deleted the caches) must not
  // create them again with the signed-out member's data. Storage full or refused: shown, just not kept.
  return caches
    .open(API_CACHE)
    .then((cache) => (sameSession() ? cache.put(offlineCacheKey(url), copy) : undefined))
    .catch(() => undefined);
}

/** The signed-out device keeps no member's data: the kept API answers and avatars go with the session. */
export function clearOfflineData(): void {
  if (typeof caches === 'undefined') return;
  for (const name of OFFLINE_CACHES) void caches.delete(name).catch(() => undefined);
}
