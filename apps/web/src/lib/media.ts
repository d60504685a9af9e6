import { MOBILE_BREAKPOINT } from '@chapter/shared/constants';
import { useSyncExternalStore } from 'react';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    () => matches(query),
    () => false,
  );
}

/** Below the breakpoint the app uses the phone layout (bottom bar instead of the sidebar). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
}

/**
 * From this width lists with an open item show both side by side (the inbox and its conversation); Tailwind's
 * `lg`, in pixels like the phone breakpoint.
 */
const SPLIT_MIN_WIDTH = 1024;

/** Wide enough for a list and the item open beside it. */
export function useIsSplitWidth(): boolean {
  return useMediaQuery(`(min-width: ${SPLIT_MIN_WIDTH}px)`);
}
