import type { Scorecard } from '@chapter/shared/scorecard.schemas';
import { COLOUR_THRESHOLDS } from '@chapter/shared/traffic-light';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate } from '../../../lib/format/dates.ts';
import { dateFormat } from '../../../lib/format/zone.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { scorecardMessages } from '../messages.ts';
import { LIGHT_STYLES } from './light-colours.ts';

const { text } = scorecardMessages;

type Light = Scorecard['trafficLight'];

/** The light's window in words: a newer member is scored only on the weeks since they joined. */
export const scoredOver = (weeks: number): string => text('scoredOverWeeks', { weeks: Math.min(weeks, 26) });

const DAY = 86_400_000;
const MONTH_NAME = { month: 'long' } as const;
const SHORT_MONTH = { month: 'short' } as const;
/**
 * The month a period boundary falls in, in the active language. The boundary is midnight in the group's zone
 * (±14 hours of UTC), so a start read a day later and an end read two days earlier always land inside the right month.
 */
const monthOf = (iso: string, shiftDays: number, options: Intl.DateTimeFormatOptions = MONTH_NAME) =>
  dateFormat(options, 'UTC').format(new Date(Date.parse(iso) + shiftDays * DAY));

/** "Sep to Feb": the months of a period, for a column heading. */
export const shortMonths = (from: string, until: string): string => {
  const first = monthOf(from, 1, SHORT_MONTH);
  const last = monthOf(until, -2, SHORT_MONTH);
  return first === last ? first : text('monthRange', { from: first, until: last });
};

/** The calendar day a boundary (midnight in the group's zone) starts, read 14 hours on from UTC. */
const dayOf = (iso: string) => new Date(Date.parse(iso) + 14 * 3_600_000).toISOString().slice(0, 10);

type Period = NonNullable<Light['period']>;

/**
 * The light's months in words ("scored on September to February"; a newer member's weeks first). The light
 * covers whole months and changes on the 1st (docs/decisions/0007-completed-period-scoring.md).
 */
export function scoredOn(weeks: number, period: Period | undefined): string {
  if (!period) return scoredOver(weeks);
  const from = monthOf(period.from, 1);
  const until = monthOf(period.until, -2);
  const months = from === until ? from : text('monthRange', { from, until });
  if (weeks >= 26) return text('scoredOnMonths', { months });
  return text('scoredOnWeeks', { weeks, months });
}

type Metric = Light['metrics'][number];

/** A metric's name, worded here in the active language (the server's label is English). */
const metricName = (m: Metric) => text('metricName', { metric: m.metric });

/** What a step asks for ("6 more referrals"), worded from its figures in the active language. */
const stepText = (m: Metric, step: NonNullable<Metric['toGreen']>) =>
  step.needed <= 0 ? text('onTrack') : text('step', { metric: m.metric, needed: step.needed });

/** The traffic light with each metric's points and what gets it to green (docs/scorecard.md "Traffic light"). */
export function TrafficLightCard({ light, title }: { light: Light; title?: string }) {
  const t = useMessages(scorecardMessages);
  const style = LIGHT_STYLES[light.colour];
  const steps = light.metrics.filter((m) => m.toGreen);
  return (
    <section aria-labelledby="traffic-light" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex items-center gap-3">
        <span className={cn('size-10 shrink-0 rounded-full ring-4 ring-card', style.dot)} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="traffic-light" className="font-semibold">
            {title ?? t('myTrafficLight')}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="traffic-light-summary">
            <span className={cn('me-2 rounded-full px-2 py-0.5 text-xs font-medium', style.badge)}>{style.label}</span>
            {t('pointsSummary', { total: light.total, scored: scoredOn(light.weeks, light.period) })}
          </p>
        </div>
      </div>
      {light.attendanceMissing && (
        <p className="mt-3 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">{t('attendanceMissing')}</p>
      )}
      {light.period && (
        <p className="mt-3 text-xs text-muted-foreground" data-testid="traffic-light-next">
          {t('nextLight', { date: formatCalendarDate(dayOf(light.period.nextLightOn), 'long') })}
        </p>
      )}
      <p className="mt-3 text-sm">
        {light.pointsToGreen === 0
          ? t('isGreen')
          : t('pointsToGreen', { points: light.pointsToGreen, green: COLOUR_THRESHOLDS.green })}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('pointsPerMetric')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('metric')}</th>
            <th scope="col">{t('points')}</th>
            <th scope="col">{t('whatGetsToGreen')}</th>
          </tr>
        </thead>
        <tbody>
          {light.metrics.map((m) => (
            <tr key={m.metric} className="border-t align-top">
              <th scope="row" className="py-2 pe-2 text-start font-normal">
                <span className="flex items-center gap-2">
                  <span
                    className={cn('size-2.5 shrink-0 rounded-full', LIGHT_STYLES[m.colour].dot)}
                    aria-hidden="true"
                  />
                  {metricName(m)}
                </span>
              </th>
              <td className="py-2 pe-2 text-end whitespace-nowrap tabular-nums">
                {m.missing ? t('notRecorded') : `${m.points} / ${m.maxPoints}`}
              </td>
              <td className="py-2 text-end text-muted-foreground">
                {m.missing ? '' : m.toGreen ? stepText(m, m.toGreen) : t('green')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {steps.length > 0 && (
        <p className="sr-only">
          {t('whatGetsMeToGreen', {
            steps: steps.map((m) => (m.toGreen ? `${metricName(m)}: ${stepText(m, m.toGreen)}` : '')).join('; '),
          })}
        </p>
      )}
    </section>
  );
}
