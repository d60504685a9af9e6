import { Loader2 } from 'lucide-react';

/** A full-screen spinner while the session and profile load (docs/product-rules.md "Loading"). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex min-h-dvh items-center justify-center">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}

/** A spinner inside a page section while its data loads. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center py-16">
      <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
    </div>
  );
}
