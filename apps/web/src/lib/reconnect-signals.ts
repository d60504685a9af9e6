import { SYNC_MESSAGE } from './offline-data.ts';
import { onRealtimeConnected } from './realtime.ts';

/**
 * The moments the server may be reachable again (docs/installable-app.md "Writing offline"): the browser says it is
 * back online; the real-time connection (re)connects, which proves the server answers even when the browser never
 * noticed a cut (a venue's wifi whose uplink died and came back); the service worker relays a Background Sync; the
 * phone is unlocked and the app shown again. What waits on the server (queued marks, an account that could not
 * load) tries again then, rather than when the screen is reopened.
 */

export function onReconnectSignal(listener: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SYNC_MESSAGE) listener();
  };
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  window.addEventListener('online', listener);
  document.addEventListener('visibilitychange', onVisible);
  worker?.addEventListener('message', onWorkerMessage);
  const stopRealtime = onRealtimeConnected(listener);
  return () => {
    window.removeEventListener('online', listener);
    document.removeEventListener('visibilitychange', onVisible);
    worker?.removeEventListener('message', onWorkerMessage);
    stopRealtime();
  };
}
