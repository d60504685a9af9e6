import { useEffect, useState } from 'react';

/**
 * Seconds left of a retry delay, ticking once a second. Measured against the clock rather than
 * counted down, so a throttled background tab still shows the right time when it wakes.
 * Give the component a new key per error so an identical delay restarts the count.
 */
export function useCountdown(seconds: number | undefined): number {
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(seconds ?? 0)));
  useEffect(() => {
    if (!seconds || seconds <= 0) return;
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return remaining;
}
