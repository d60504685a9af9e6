import type { MeetingRun } from '@chapter/shared/meeting-run.schemas';
import { cn } from '../../../../lib/cn.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { runMessages } from '../messages.ts';
import { clockText, timingsByOverrun } from '../run-clock.ts';
import { useSegmentName } from './run-parts.tsx';

/**
 * After the meeting (docs/meeting-mode.md "After the meeting"): each step planned against what it took, the ones
 * that ran over first, longest first, and the whole meeting's time against its plan.
 */
export function RunTimings({ run }: { run: MeetingRun }) {
  const t = useMessages(runMessages);
  const segmentName = useSegmentName();
  const { over, onTime } = timingsByOverrun(run);
  const all = [...over, ...onTime];
  if (all.length === 0) return null;
  const planned = run.segments.reduce((sum, s) => sum + s.minutes * 60, 0);
  const actual = all.reduce((sum, s) => sum + (s.actualSeconds ?? 0), 0);
  const label = (s: (typeof all)[number]) => {
    const segment = segmentName(run.segments[s.segmentIndex]);
    return s.speakerName ? t('stepName', { segment, speaker: s.speakerName }) : segment;
  };
  const rows = (list: typeof all, heading: string) =>
    list.length > 0 && (
      <div>
        <h3 className="mb-1 text-sm font-medium text-muted-foreground">{heading}</h3>
        <ul className="flex flex-col divide-y text-sm">
          {list.map((s) => (
            <li key={s.order} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
              <span className="min-w-0 flex-1 truncate">{label(s)}</span>
              <span className="text-muted-foreground tabular-nums">
                {t('planned', { time: clockText(s.plannedSeconds) })} ·{' '}
                {t('took', { time: clockText(s.actualSeconds ?? 0) })}
              </span>
              {s.overBy > 0 && (
                <span className={cn('font-semibold tabular-nums text-destructive')}>
                  {t('overBy', { time: clockText(s.overBy) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <section aria-labelledby="run-timings" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="run-timings" className="text-lg font-semibold">
        {t('timingsTitle')}
      </h2>
      <p className="text-sm">
        {t('timingsSummary', { over: over.length, actual: clockText(actual), planned: clockText(planned) })}
      </p>
      {rows(over, t('overHeading'))}
      {rows(onTime, t('onTimeHeading'))}
    </section>
  );
}
