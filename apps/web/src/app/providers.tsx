import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { useToasts } from '../lib/toast.ts';

// Radix Toast is ~10 KB gzipped; it loads with the first toast so the login route's first load stays small.
const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const toasts = useToasts();
  // Once mounted it stays, so closing toasts can animate out and later toasts appear at once.
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** App-wide context: the one query cache and the one toast viewport. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
