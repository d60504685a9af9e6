import { type RefObject, useEffect, useState } from 'react';

/** Cards per row for the list's width (1 on phones, 2 on tablets, 3 on wide screens), kept current on resize. */
export function useColumns(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(1);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (width: number) => setColumns(width >= 960 ? 3 : width >= 600 ? 2 : 1);
    update(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && update(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
