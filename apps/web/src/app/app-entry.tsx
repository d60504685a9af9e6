import { type ComponentType, lazy, Suspense, useCallback, useState } from 'react';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';

const SignInFirst = lazy(() => import('./routes/auth.tsx').then((m) => ({ default: m.SignInFirst })));

/**
 * What a page load mounts first. Signed out at /login or /register (every new visitor's first page), the sign-in
 * screen alone: creating the router and matching its routes is a third of that page's script time on a phone
 * (docs/performance.md "The sign-in page on its own"). Signing in, or any link away, hands over to the app's router
 * in the same page; every other load starts with the router.
 */
export function AppEntry({ signInFirst, App }: { signInFirst: boolean; App: ComponentType }) {
  const [first, setFirst] = useState(signInFirst);
  const leave = useCallback(() => setFirst(false), []);
  if (!first) return <App />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <SignInFirst onLeave={leave} />
    </Suspense>
  );
}
