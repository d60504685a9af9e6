import { CloudOff } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/**
 * The profile could not be loaded for a reason other than a refused session (offline, server down). While the
 * failure is the network's, the session query keeps trying by itself (lib/session.ts); the button is for the
 * impatient.
 */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div role="alert" className="w-full max-w-sm text-center">
        <CloudOff className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-3 text-lg font-semibold">Can't reach Chapter</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Your account could not be loaded. Check your connection: the app tries again by itself.
        </p>
        <Button className="mt-5" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </main>
  );
}
