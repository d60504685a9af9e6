import type { Scorecard } from '@chapter/shared/scorecard.schemas';
import { COLOUR_THRESHOLDS } from '@chapter/shared/traffic-light';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate } from '../../../lib/format/dates.ts';
import { dateFormat } from '../../../lib/format/zone.ts';
import { LIGHT_STYLES } from './light-colours.ts';

type Light = Scorecard['trafficLight'];

/** The light's window in words: a newer member is scored only on the weeks since they joined. */
export const scoredOver = (weeks: number): string =>
  weeks >= 26
    ? 'scored on the last 6 months'
    : weeks === 1
      ? 'scored on the last week'
      : `scored on the last ${weeks} weeks`;

const DAY = 86_400_000;
const MONTH_NAME = dateFormat({ month: 'long' }, 'UTC');
const SHORT_MONTH = dateFormat({ month: 'short' }, 'UTC');
/**
 * The month a period boundary falls in. The boundary is midnight in the group's zone (±14 hours of UTC), so a
 * start read a day later and an end read two days earlier always land inside the right month.
 */
const monthOf = (iso: string, shiftDays: number, format = MONTH_NAME) =>
  format.format(new Date(Date.parse(iso) + shiftDays * DAY));

/** "Sep to Feb": the months of a period, for a column heading. */
export const shortMonths = (from: string, until: string): string => {
  const first = monthOf(from, 1, SHORT_MONTH);
  const last = monthOf(until, -2, SHORT_MONTH);
  return first === last ? first : `${first} to ${last}`;
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
  const months = from === until ? from : `${from} to ${until}`;
  if (weeks >= 26) return `scored on ${months}`;
  return `scored on ${weeks === 1 ? 'a week' : `${weeks} weeks`}, ${months}`;
}

/** The traffic light with each metric's points and what gets it to green (docs/scorecard.md "Traffic light"). */
export function TrafficLightCard({ light, title = 'My traffic light' }: { light: Light; title?: string }) {
  const style = LIGHT_STYLES[light.colour];
  const steps = light.metrics.filter((m) => m.toGreen);
  return (
    <section aria-labelledby="traffic-light" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex items-center gap-3">
        <span className={cn('size-10 shrink-0 rounded-full ring-4 ring-card', style.dot)} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="traffic-light" className="font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="traffic-light-summary">
            <span className={cn('me-2 rounded-full px-2 py-0.5 text-xs font-medium', style.badge)}>{style.label}</span>
            {light.total} of 100 points · {scoredOn(light.weeks, light.period)}
          </p>
        </div>
      </div>
      {light.attendanceMissing && (
        <p className="mt-3 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
          No attendance recorded yet: scored on the other metrics, scaled to 100.
        </p>
      )}
      {light.period && (
        <p className="mt-3 text-xs text-muted-foreground" data-testid="traffic-light-next">
          The next light comes on {formatCalendarDate(dayOf(light.period.nextLightOn), 'long')}; the steps below are
          what it needs.
        </p>
      )}
      <p className="mt-3 text-sm">
        {light.pointsToGreen === 0
          ? 'You are green. Keep it up!'
          : `${light.pointsToGreen} more points to green (${COLOUR_THRESHOLDS.green}).`}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Points per metric</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Metric</th>
            <th scope="col">Points</th>
            <th scope="col">What gets it to green</th>
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
                  {m.label}
                </span>
              </th>
              <td className="py-2 pe-2 text-end whitespace-nowrap tabular-nums">
                {m.missing ? 'not recorded' : `${m.points} / ${m.maxPoints}`}
              </td>
              <td className="py-2 text-end text-muted-foreground">{m.missing ? '' : (m.toGreen?.text ?? 'Green')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {steps.length > 0 && (
        <p className="sr-only">
          What gets me to green: {steps.map((m) => `${m.label}: ${m.toGreen?.text}`).join('; ')}
        </p>
      )}
    </section>
  );
}
