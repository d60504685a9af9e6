import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: typing in the search box sends one request, not one per key. */
export function useDebouncedValue<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
