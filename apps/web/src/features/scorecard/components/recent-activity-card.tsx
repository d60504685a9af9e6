import { RECENT_ACTIVITY_LIMIT } from '@chapter/shared/constants';
import type { RecentActivity } from '@chapter/shared/scorecard.schemas';
import { formatDayMonth } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useRecentActivity } from '../api/get-recent-activity.ts';
import { scorecardMessages } from '../messages.ts';

const { text } = scorecardMessages;

type Item = RecentActivity['items'][number];

function sentence(i: Item): string {
  if (i.type === 'training_credit') return text('earnedCredits', { name: i.receiver.name, credits: i.credits ?? 0 });
  return text('recentItem', { type: i.type, giver: i.giver.name, receiver: i.receiver.name });
}

/** The group's latest activity: who gave what to whom, without private details. */
export function RecentActivityCard() {
  const t = useMessages(scorecardMessages);
  const recent = useRecentActivity();
  const timeZone = useGroupTimeZone();
  return (
    <section aria-labelledby="recent-activity" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="recent-activity" className="font-semibold">
        {t('recentActivity')}
      </h2>
      {recent.isPending ? (
        <>
          <p className="sr-only" role="status">
            {t('loading')}
          </p>
          {/* As many rows as the list shows, so the page keeps its layout when they arrive. */}
          <ul className="mt-2 flex flex-col divide-y" aria-hidden="true">
            {Array.from({ length: RECENT_ACTIVITY_LIMIT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows.
              <li key={i} className="py-2">
                <div className="h-5 animate-pulse rounded bg-muted" />
              </li>
            ))}
          </ul>
        </>
      ) : recent.isError ? (
        <p className="mt-2 text-sm text-destructive-strong">{t('recentFailed')}</p>
      ) : recent.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('noActivity')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y text-sm">
          {recent.data.items.map((i) => (
            <li key={i.id} className="flex gap-3 py-2">
              <span className="flex-1">{sentence(i)}</span>
              <time dateTime={i.at} className="shrink-0 text-muted-foreground">
                {formatDayMonth(i.at, timeZone)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
