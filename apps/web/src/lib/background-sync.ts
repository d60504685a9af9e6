/**
 * Asks the browser for a Background Sync (where it has one, as Chromium does): it fires in the service worker when
 * the browser believes the connection is back, and the worker tells the open app to send what it queued
 * (lib/reconnect-signals.ts): attendance marks, slips (docs/installable-app.md "Writing offline"). The worker
 * cannot send them itself: they live in the page's localStorage, per account. The tag only names the request; the
 * worker tells the pages the same whatever it is.
 */
interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function askForBackgroundSync(tag: 'chapter-attendance' | 'chapter-slips'): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(tag))
    .catch(() => undefined);
}
