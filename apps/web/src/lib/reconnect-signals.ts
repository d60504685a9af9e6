import { useEffect, useRef } from 'react';
import { SYNC_MESSAGE } from './offline-data.ts';
import { useRealtimeStatus } from './realtime.ts';

/**
 * Calls `listener` whenever the server may be reachable again (docs/installable-app.md "Writing offline"): the
 * browser says it is back online; the real-time connection (re)connects, which proves the server answers even when
 * the browser never noticed a cut (a venue's wifi whose uplink died and came back); the service worker relays a
 * Background Sync; the phone is unlocked and the app shown again. What waits on the server (queued marks) tries
 * again then, rather than when the screen is reopened.
 */
export function useReconnectSignal(listener: () => void): void {
  const latest = useRef(listener);
  latest.current = listener;

  useEffect(() => {
    const signal = () => latest.current();
    const onVisible = () => {
      if (document.visibilityState === 'visible') signal();
    };
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SYNC_MESSAGE) signal();
    };
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    window.addEventListener('online', signal);
    document.addEventListener('visibilitychange', onVisible);
    worker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', signal);
      document.removeEventListener('visibilitychange', onVisible);
      worker?.removeEventListener('message', onWorkerMessage);
    };
  }, []);

  // Each time the connection reaches "connected" while this is mounted (not the state it found).
  const connected = useRealtimeStatus().state === 'connected';
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) latest.current();
    wasConnected.current = connected;
  }, [connected]);
}
