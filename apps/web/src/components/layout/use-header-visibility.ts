import { HEADER_HEIGHT, HEADER_SCROLL_DELTA } from '@chapter/shared/constants';
import { useEffect, useRef, useState } from 'react';

interface ScrollState {
  /** Where the last counted move ended; smaller moves are measured from here. */
  lastY: number;
  visible: boolean;
}

/**
 * The header hides when a downward move exceeds 10 px and more than 64 px has been scrolled,
 * and returns on an upward move over 10 px. Smaller moves (jitter, momentum) change nothing
 * (docs/product-rules.md "Navigation and layout").
 */
export function nextHeaderState(prev: ScrollState, y: number): ScrollState {
  const delta = y - prev.lastY;
  if (Math.abs(delta) <= HEADER_SCROLL_DELTA) return prev;
  if (delta > 0) return { lastY: y, visible: y > HEADER_HEIGHT ? false : prev.visible };
  return { lastY: y, visible: true };
}

/** Whether the page header should show, following the window's scroll position. */
export function useHeaderVisible(): boolean {
  const [visible, setVisible] = useState(true);
  // Null until the first scroll event: reading window.scrollY while the page mounts forces a layout of the whole
  // page in the middle of the first render (48 ms of one task on /home in a profile); the first event reads it instead.
  const state = useRef<ScrollState | null>(null);
  useEffect(() => {
    state.current = null;
    const onScroll = () => {
      const y = Math.max(window.scrollY, 0);
      const next = state.current ? nextHeaderState(state.current, y) : { lastY: y, visible: true };
      state.current = next;
      setVisible(next.visible);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return visible;
}
