import { UPDATE_COUNTDOWN_MS } from '@chapter/shared/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useChangelog } from '../api/get-changelog.ts';
import { completeUpdate } from '../client-version.ts';
import { aboutMessages } from '../messages.ts';
import { useUpdateCountdown } from './use-update-countdown.ts';

interface Props {
  currentVersion: string;
  newVersion: string;
  /** Tests observe the reload instead of performing it. */
  onReload?: () => void;
}

function WhatsNew() {
  const t = useMessages(aboutMessages);
  const changelog = useChangelog();
  return (
    <section aria-labelledby="whats-new" className="mt-5">
      <h3 id="whats-new" className="text-sm font-semibold">
        {t('whatsNew')}
      </h3>
      <div className="mt-2 max-h-52 overflow-y-auto rounded-xl border bg-muted/50 p-4 text-sm">
        {changelog.isSuccess ? (
          <SafeHtml html={changelog.data.html} className="rich-text" />
        ) : changelog.isError ? (
          <p>{t('changelogFallback')}</p>
        ) : (
          <p className="text-muted-foreground">{t('loadingReleaseNotes')}</p>
        )}
      </div>
    </section>
  );
}

/**
 * 'Update Available': versions, changelog, 'Update Now', and a 30-second automatic update
 * (docs/product-rules.md "Versions and updates").
 */
export function UpdateDialog({ currentVersion, newVersion, onReload }: Props) {
  const t = useMessages(aboutMessages);
  const completed = useRef(false);
  const complete = () => {
    if (completed.current) return;
    completed.current = true;
    completeUpdate(newVersion, onReload);
  };
  const elapsed = useUpdateCountdown(complete);
  const secondsLeft = Math.ceil((UPDATE_COUNTDOWN_MS - elapsed) / 1000);

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content
          // The update is required: the dialog closes only by updating.
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl border bg-card p-6 text-card-foreground shadow-2xl"
        >
          <span className="inline-flex rounded-full bg-primary-soft p-2.5 text-primary">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <Dialog.Title className="mt-3 text-xl font-semibold tracking-tight">{t('updateAvailable')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{t('updateText')}</Dialog.Description>
          <dl className="mt-4 flex items-center gap-3 text-sm">
            <div className="rounded-lg border px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t('currentVersion')}</dt>
              <dd className="font-semibold tabular-nums">{currentVersion}</dd>
            </div>
            <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
            <div className="rounded-lg border border-primary/40 bg-primary-soft px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t('newVersion')}</dt>
              <dd className="font-semibold text-primary tabular-nums">{newVersion}</dd>
            </div>
          </dl>
          <WhatsNew />
          <div className="mt-5">
            <div
              role="progressbar"
              aria-label={t('automaticUpdate')}
              aria-valuemin={0}
              aria-valuemax={UPDATE_COUNTDOWN_MS}
              aria-valuenow={elapsed}
              aria-valuetext={t('updatingIn', { seconds: secondsLeft })}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary" style={{ width: `${(elapsed / UPDATE_COUNTDOWN_MS) * 100}%` }} />
            </div>
            <p className="mt-2 text-xs text-muted-foreground" aria-live="off">
              {t('updatingAutomatically', { seconds: secondsLeft })}
            </p>
          </div>
          <div className="mt-5 flex justify-end">
            <Button onClick={complete}>{t('updateNow')}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
