import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs` while `active`: "5m" ages into "6m" on an inbox left open, and a meeting's
 * timer counts down without the network (features/meetings/run).
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
