import { useEffect, useState } from 'react';

/**
 * True once the service worker is installed and active on this device (docs/installable-app.md): from then on the
 * app opens without a connection, with what the page kept. False where there is none (development, a browser
 * without service workers), where it then stays.
 */
export function useOfflineReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    let mounted = true;
    void navigator.serviceWorker.ready.then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
