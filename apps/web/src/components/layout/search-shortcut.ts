import * as webPaths from '@chapter/shared/web-paths';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The search screen's box, which the shortcut focuses when the screen is already open. */
export const SEARCH_BOX_ID = 'search-box';

/** Typing into a field (or a rich editor) keeps its "/". */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * "/" opens the search from anywhere on a keyboard, as on GitHub and Slack; on the search screen it returns to its
 * box. Only on wide screens: a phone's keyboard has no use for it.
 */
export function useSearchShortcut(enabled: boolean): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isTyping(e.target)) return;
      e.preventDefault();
      if (pathname === webPaths.search) document.getElementById(SEARCH_BOX_ID)?.focus();
      else navigate(webPaths.search);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, pathname, navigate]);
}
