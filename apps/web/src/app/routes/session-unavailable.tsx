import { CloudOff } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { sessionMessages } from './session/messages.ts';

/**
 * The profile could not be loaded for a reason other than a refused session (offline, server down). While the
 * failure is the network's, the session query keeps trying by itself (lib/session.ts); the button is for the
 * impatient.
 */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(sessionMessages);
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div role="alert" className="w-full max-w-sm text-center">
        <CloudOff className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-3 text-lg font-semibold">{t('cantReach')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('notLoaded')}</p>
        <Button className="mt-5" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      </div>
    </main>
  );
}
