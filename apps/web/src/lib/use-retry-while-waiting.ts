import { useEffect, useRef } from 'react';
import { useReconnectSignal } from './reconnect-signals.ts';

/** The first retry after about a second, then doubling, never more than 8 s apart: marks at the door go out soon. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 8_000;

/**
 * The wait before retry number `attempt` (from 1): the backoff with "equal jitter" (half fixed, half random), so a
 * chapter's phones that lost the server together do not come back in step.
 */
export function retryWaitMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempt - 1, 0), LONGEST_RETRY_MS);
  return Math.round(base / 2 + random() * (base / 2));
}

/**
 * While `waiting`, calls `attempt` again and again until `waiting` turns false: on every reconnect signal
 * (lib/reconnect-signals.ts) at once, and otherwise after a short backoff that a signal starts over. One attempt at
 * a time; a signal during an attempt runs another as soon as it ends (the first may have been stuck on the dead
 * connection the signal replaces).
 */
export function useRetryWhileWaiting(waiting: boolean, attempt: () => Promise<unknown>): void {
  const latest = useRef(attempt);
  latest.current = attempt;
  /** Set while waiting: what a reconnect signal does. */
  const onSignal = useRef<(() => void) | null>(null);
  useReconnectSignal(() => onSignal.current?.());

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let running = false;
    let again = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const run = () => {
      clearTimeout(timer);
      if (running) {
        again = true;
        return;
      }
      running = true;
      void latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          running = false;
          if (stopped) return;
          if (again) {
            again = false;
            run();
            return;
          }
          tries += 1;
          timer = setTimeout(run, retryWaitMs(tries));
        });
    };
    onSignal.current = () => {
      tries = 0;
      run();
    };
    timer = setTimeout(run, retryWaitMs(1));
    return () => {
      stopped = true;
      clearTimeout(timer);
      onSignal.current = null;
    };
  }, [waiting]);
}
