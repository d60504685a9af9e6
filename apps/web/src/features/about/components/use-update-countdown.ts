import { UPDATE_COUNTDOWN_MS, UPDATE_TICK_MS } from '@chapter/shared/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * Counts 30 seconds down in 50 ms ticks (a smooth progress bar), then calls `onDone`.
 * Measured against the clock, so a throttled background tab still finishes on time
 * (docs/product-rules.md "Versions and updates").
 */
export function useUpdateCountdown(onDone: () => void): number {
  const [elapsed, setElapsed] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const start = Date.now();
    const timer = setInterval(() => {
      const next = Math.min(Date.now() - start, UPDATE_COUNTDOWN_MS);
      setElapsed(next);
      if (next >= UPDATE_COUNTDOWN_MS) {
        clearInterval(timer);
        done.current();
      }
    }, UPDATE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return elapsed;
}
