import type { PalmsWeek, PalmsWeekState } from '@chapter/shared/palms.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSetPalmsWeek } from '../api/palms-weeks.ts';
import { palmsMessages } from '../palms/messages.ts';

const STATE_STYLE: Record<PalmsWeekState, string> = {
  draft: 'border-warning/50 bg-warning-soft text-warning-strong',
  completed: 'border-success/40 bg-success-soft text-success-strong',
  holiday: 'border-border bg-muted text-muted-foreground',
};

/**
 * The weeks of the report's period with their PALMS state (docs/palms-weeks.md): a draft week's figures are
 * provisional until the leader completes it, or marks it a holiday; a final week can be reopened. Weeks whose meeting
 * day is still to come can only stay drafts.
 */
export function PalmsWeeks({ weeks, today }: { weeks: PalmsWeek[]; today: string }) {
  const t = useMessages(palmsMessages);
  const setWeek = useSetPalmsWeek();
  const drafts = weeks.filter((w) => w.state === 'draft' && w.weekEnds <= today).length;
  return (
    <section aria-labelledby="palms-weeks" className="flex flex-col gap-2">
      <h3 id="palms-weeks" className="text-sm font-semibold">
        {t('palmsWeeksHeading')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {drafts > 0 ? t('palmsWeeksProvisional', { count: drafts }) : t('palmsWeeksOfficial')}
      </p>
      <ul className="flex flex-col divide-y rounded-xl border bg-card">
        {weeks.map((w) => {
          const day = formatCalendarDate(w.weekEnds);
          const busy = setWeek.isPending && setWeek.variables?.weekEnds === w.weekEnds;
          const change = (state: PalmsWeekState) => setWeek.mutate({ weekEnds: w.weekEnds, state });
          return (
            <li key={w.weekEnds} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <span className="min-w-40 flex-1">{t('palmsWeekEnding', { day })}</span>
              <span className={cn('rounded-full border px-2 py-0.5 text-xs font-medium', STATE_STYLE[w.state])}>
                {t('palmsWeekState', { state: w.state })}
              </span>
              {w.state === 'draft' && w.weekEnds <= today && (
                <>
                  <Button size="sm" disabled={busy} onClick={() => change('completed')}>
                    {t('palmsWeekComplete')}
                    <span className="sr-only"> {day}</span>
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => change('holiday')}>
                    {t('palmsWeekHoliday')}
                    <span className="sr-only"> {day}</span>
                  </Button>
                </>
              )}
              {w.state !== 'draft' && (
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => change('draft')}>
                  {t('palmsWeekReopen')}
                  <span className="sr-only"> {day}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
