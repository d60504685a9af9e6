import { AlertOctagon, Home, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../ui/button.tsx';

/**
 * Seed §2 error screen. A failed lazy import after a new deployment lands here too, which is why
 * "Try Again" reloads the page rather than re-rendering it.
 * TODO(error-reports): "Report Issue" arrives with POST /api/email/error-report.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <span className="inline-flex rounded-full bg-destructive-soft p-3 text-destructive-strong">
          <AlertOctagon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-sm text-muted-foreground">We encountered an error while rendering this page</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Link to="/" reloadDocument className={buttonClasses('secondary')}>
            <Home aria-hidden="true" />
            Go Home
          </Link>
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      </div>
    </main>
  );
}
