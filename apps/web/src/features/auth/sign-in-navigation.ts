import * as webPaths from '@chapter/shared/web-paths';
import { createContext, useContext } from 'react';

/**
 * Where the sign-in screen is and how it moves on. The screen runs in two places: inside the app's router (a
 * member signed out mid-session, or a link followed within the app), and on its own as the first screen of a
 * page load at /login or /register, before the router exists (docs/performance.md "The sign-in page on its own").
 * Each place provides this; the screen never imports the router.
 */
export interface SignInNavigation {
  pathname: string;
  /** The query string with its `?` (a join link's `?code=`), or ''. */
  search: string;
  /** The history entry's state: where a signed-out visitor was going (return-path.ts). */
  state: unknown;
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void | Promise<void>;
}

const Navigation = createContext<SignInNavigation | null>(null);

export const SignInNavigationProvider = Navigation.Provider;

export function useSignInNavigation(): SignInNavigation {
  const navigation = useContext(Navigation);
  if (!navigation) throw new Error('the sign-in screen needs a SignInNavigationProvider');
  return navigation;
}

/** The addresses the sign-in screen answers: a page load at one of them, signed out, starts without the router. */
export function isSignInAddress(pathname: string): boolean {
  return pathname === webPaths.login || pathname === webPaths.register;
}
