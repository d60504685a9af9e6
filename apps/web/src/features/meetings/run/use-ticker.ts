import { useEffect, useState } from 'react';

/** This device's clock, read again every `everyMs` while `active`: the run's timers count without the network. */
export function useTicker(active: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [active, everyMs]);
  return now;
}
