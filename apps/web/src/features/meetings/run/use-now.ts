import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs` while `active`: a meeting's timer counts down without the network. The
 * inbox keeps its own minute clock: shared from lib/, this hook became a file of its own that /inbox loaded too
 * (+1.9 KB there, tests/quality-page-weight.spec.ts).
 */
export function useNow(everyMs = 60_000, active = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, active]);
  return now;
}
