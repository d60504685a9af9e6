import * as webPaths from '@chapter/shared/web-paths';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { APP_NAME } from '../../components/layout/brand.tsx';
import { AuthScreen } from '../../features/auth/components/auth-screen.tsx';
import { authMessages } from '../../features/auth/messages.ts';
import {
  isSignInAddress,
  type SignInNavigation,
  SignInNavigationProvider,
} from '../../features/auth/sign-in-navigation.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';

/**
 * /login and /register are one screen; /register opens in register mode (docs/product-rules.md "Routes"). Both
 * addresses render this one component, so moving between them keeps what the screen holds.
 */
function AuthPage({ pathname }: { pathname: string }) {
  // The sign-in screen's own catalogue: /login loads no other words (docs/web-delivery.md).
  const t = useMessages(authMessages);
  const page = pathname === webPaths.register ? t('createAccount') : t('signIn');
  return (
    <>
      <title>{`${page} · ${APP_NAME}`}</title>
      <AuthScreen />
    </>
  );
}

/** The screen inside the app's router. */
export function AuthRoute() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<SignInNavigation>(
    () => ({ pathname, search, state, navigate }),
    [pathname, search, state, navigate],
  );
  return (
    <SignInNavigationProvider value={navigation}>
      <AuthPage pathname={pathname} />
    </SignInNavigationProvider>
  );
}

/** The history entry the router reads (`usr` is the navigation's state, `idx` its position), written the same way. */
interface RouterEntry {
  usr: unknown;
  key: string;
  idx: number;
}

const address = () => window.location.pathname + window.location.search;

/**
 * The screen as a page load's first screen, before the router exists (app-entry.tsx): it moves between /login and
 * /register itself, and any other address (the member's home once signed in) hands the page to the router, which
 * starts from the address and state written here.
 */
export function SignInFirst({ onLeave }: { onLeave: () => void }) {
  // The address, read again after each move and when the browser goes back or forward.
  const [current, setCurrent] = useState(address);
  useEffect(() => {
    const moved = () => setCurrent(address());
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);
  const navigation = useMemo<SignInNavigation>(() => {
    const url = new URL(current, window.location.origin);
    const entry = window.history.state as Partial<RouterEntry> | null;
    return {
      pathname: url.pathname,
      search: url.search,
      state: entry?.usr ?? null,
      navigate(to, options = {}) {
        const next: RouterEntry = {
          usr: options.state ?? null,
          key: Math.random().toString(36).slice(2, 10),
          idx: (entry?.idx ?? 0) + (options.replace ? 0 : 1),
        };
        if (options.replace) window.history.replaceState(next, '', to);
        else window.history.pushState(next, '', to);
        if (!isSignInAddress(new URL(to, window.location.href).pathname)) onLeave();
        else setCurrent(address());
      },
    };
  }, [current, onLeave]);
  return (
    <SignInNavigationProvider value={navigation}>
      <AuthPage pathname={navigation.pathname} />
    </SignInNavigationProvider>
  );
}
