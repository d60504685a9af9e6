import { Loader2 } from 'lucide-react';
import { useMessagesNow } from '../../lib/i18n/use-messages-now.ts';
import { componentMessages } from '../messages.ts';

/** A full-screen spinner while the session and profile load (docs/product-rules.md "Loading"). */
export function FullScreenSpinner({ label }: { label?: string }) {
  // A Suspense fallback itself: it must not wait for its words (use-messages-now.ts).
  const t = useMessagesNow(componentMessages);
  return (
    <div role="status" aria-label={label ?? t('loading')} className="flex min-h-dvh items-center justify-center">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}

/** A spinner inside a page section while its data loads. */
export function Spinner({ label }: { label?: string }) {
  const t = useMessagesNow(componentMessages);
  return (
    <div role="status" aria-label={label ?? t('loading')} className="flex items-center justify-center py-16">
      <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
    </div>
  );
}
