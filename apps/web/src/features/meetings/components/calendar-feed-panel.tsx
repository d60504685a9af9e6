import { Copy, Link2, RefreshCw, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed.ts';
import { meetingsMessages } from '../messages.ts';

/** The private subscription URL: shown once when made (it is stored hashed), regenerate or revoke any time. */
export function CalendarFeedPanel() {
  const t = useMessages(meetingsMessages);
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const url = change.data?.url ?? null;
  const active = feed.data?.active ?? false;

  return (
    <section aria-labelledby="feed" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="feed" className="flex items-center gap-2 font-semibold">
        <Link2 className="size-4" aria-hidden="true" /> {t('feedTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('feedIntro')}</p>
      {url && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            readOnly
            value={url}
            aria-label={t('subscriptionLink')}
            className="min-w-0 flex-1 rounded-lg border bg-muted px-3 py-2 text-sm"
          />
          <Button
            variant="secondary"
            onClick={() => void navigator.clipboard?.writeText(url).then(() => notifyInfo(t('linkCopied')))}
          >
            <Copy aria-hidden="true" /> {t('copy')}
          </Button>
        </div>
      )}
      {active && !url && <p className="text-sm">{t('feedActive')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant={active ? 'secondary' : 'primary'}
          loading={change.isPending && change.variables === 'create'}
          onClick={() => change.mutate('create')}
        >
          <RefreshCw aria-hidden="true" /> {active ? t('makeNewLink') : t('createLink')}
        </Button>
        {active && (
          <Button
            variant="secondary"
            loading={change.isPending && change.variables === 'revoke'}
            onClick={() => change.mutate('revoke')}
          >
            <Trash2 aria-hidden="true" /> {t('revoke')}
          </Button>
        )}
      </div>
    </section>
  );
}
