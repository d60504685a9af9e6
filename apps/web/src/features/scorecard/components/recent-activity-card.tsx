import { RECENT_ACTIVITY_LIMIT } from '@chapter/shared/constants';
import type { RecentActivity } from '@chapter/shared/scorecard.schemas';
import { formatCount, formatDayMonth } from '../../../lib/format/index.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useRecentActivity } from '../api/get-recent-activity.ts';

type Item = RecentActivity['items'][number];

function sentence(i: Item): string {
  switch (i.type) {
    case 'referral':
      return `${i.giver.name} passed a referral to ${i.receiver.name}`;
    case 'closed_business':
      return `${i.giver.name} thanked ${i.receiver.name} for closed business`;
    case 'one_to_one':
      return `${i.giver.name} and ${i.receiver.name} had a one-to-one`;
    case 'testimonial':
      return `${i.giver.name} wrote a testimonial for ${i.receiver.name}`;
    case 'training_credit':
      return `${i.receiver.name} earned ${formatCount(i.credits ?? 0, 'training credit')}`;
  }
}

/** The group's latest activity: who gave what to whom, without private details. */
export function RecentActivityCard() {
  const recent = useRecentActivity();
  const timeZone = useGroupTimeZone();
  return (
    <section aria-labelledby="recent-activity" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="recent-activity" className="font-semibold">
        Recent activity in the group
      </h2>
      {recent.isPending ? (
        <>
          <p className="sr-only" role="status">
            Loading…
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
        <p className="mt-2 text-sm text-destructive-strong">Could not load the group's activity.</p>
      ) : recent.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No activity yet. Pass a referral to get things going.</p>
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
