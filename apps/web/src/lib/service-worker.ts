import { OFFLINE_CACHES } from './offline-data.ts';

/**
 * The page's side of the service worker (docs/installable-app.md). The worker is registered once the page has
 * loaded and the browser is idle, so it never competes with the first screen; a production build only (the
 * development server rebuilds modules the worker would keep).
 */
type Listener = () => void;
const REGISTER_AFTER_LOAD_MS = 3_000;
const updateListeners = new Set<Listener>();

/** Called when a newly deployed worker takes over this page: time to ask the server which version it runs. */
export function onServiceWorkerUpdate(listener: Listener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** A newly deployed worker took over this page: everyone listening asks what changed. */
export function announceServiceWorkerUpdate(): void {
  for (const listener of updateListeners) listener();
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    // A page the worker already controlled that changes controller has met a new deploy's worker (it takes over
    // at once); the first install taking control is no news.
    const hadController = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (hadController) announceServiceWorkerUpdate();
    });
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  // A few seconds after load, when idle: installing fetches the whole build to precache it, and a phone's first
  // screen (and its data) should have the connection to itself until then.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : start());
  const later = () => setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** The signed-out device keeps no member's data: the kept API answers and avatars go with the session. */
export function clearOfflineData(): void {
  if (typeof caches === 'undefined') return;
  for (const name of OFFLINE_CACHES) void caches.delete(name).catch(() => undefined);
}
