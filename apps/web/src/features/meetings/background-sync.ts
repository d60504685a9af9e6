/**
 * Asks the browser for a Background Sync (where it has one, as Chromium does): it fires in the service worker when
 * the browser believes the connection is back, and the worker tells the open app to send its queued marks
 * (lib/reconnect-signals.ts). The worker cannot send them itself: they live in the page's localStorage, per account.
 */
const ATTENDANCE_SYNC_TAG = 'chapter-attendance';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function askForBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(ATTENDANCE_SYNC_TAG))
    .catch(() => undefined);
}
