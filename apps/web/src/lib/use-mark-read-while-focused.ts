import { useEffect, useRef } from 'react';
import { isPageFocused } from './page-focus.ts';

/**
 * Marks a conversation read while it is on screen: when it opens, when messages arrive while the page has focus,
 * and on coming back to the tab. `wanted` is the newest message id there is to mark (0: nothing), `send` tells the
 * server up to it. One request at a time: a message that arrived while one was out gets a request of its own
 * once it answers; a failed request waits for the next arrival or return to the tab.
 */
export function useMarkReadWhileFocused(wanted: number, send: (upTo: number) => Promise<unknown>): void {
  const current = useRef(0);
  current.current = wanted;
  // The latest `send`, without a new effect (and request) on every render.
  const latestSend = useRef(send);
  latestSend.current = send;
  const inFlight = useRef(false);

  useEffect(() => {
    if (!wanted) return;
    const mark = () => {
      if (inFlight.current || !current.current || !isPageFocused()) return;
      inFlight.current = true;
      const upTo = current.current;
      latestSend
        .current(upTo)
        .then(() => {
          inFlight.current = false;
          // A message that arrived while the request was out is not covered by it.
          if (current.current && current.current !== upTo) mark();
        })
        .catch(() => {
          inFlight.current = false;
        });
    };
    mark();
    window.addEventListener('focus', mark);
    document.addEventListener('visibilitychange', mark);
    return () => {
      window.removeEventListener('focus', mark);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [wanted]);
}
