import type { AttendanceWarning, ForecastWarning, Warnings } from '@chapter/shared/scorecard-warnings.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatCalendarDate, formatMoney } from '../../../lib/format/index.ts';
import { dateFormat } from '../../../lib/format/zone.ts';
import { formatLocale } from '../../../lib/i18n/catalogue.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { warningsMessages } from '../warnings/messages.ts';

type T = typeof warningsMessages.text;

/**
 * The member's warnings before it is too late (docs/chapter-rules.md "Warnings"). The days are calendar days in
 * the chapter's zone, as the server counted them, so they are shown as they are (formatCalendarDate).
 */
export function WarningsCard({ warnings }: { warnings: Warnings }) {
  const t = useMessages(warningsMessages);
  return (
    <section
      aria-labelledby="warnings-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-xs sm:p-5 dark:border-amber-700 dark:bg-amber-950"
    >
      <h2 id="warnings-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-300" />
        {t('title')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {warnings.attendance && <li>{absenceText(t, warnings.attendance)}</li>}
        {warnings.forecast && <li>{forecastText(t, warnings.forecast)}</li>}
      </ul>
      <Link
        to={webPaths.chapterRules}
        className="mt-2 inline-block text-sm text-primary underline-offset-4 hover:underline"
      >
        {t('rulesLink')}
      </Link>
    </section>
  );
}

const day = (d: string) => formatCalendarDate(d, 'long');

function absenceText(t: T, w: AttendanceWarning): string {
  const first = w.until ? t('absence', { until: day(w.until) }) : t('absenceNoDate');
  const count = t('absenceCount', { absences: w.absences, allowed: w.allowed });
  return [first, count, ...(w.meeting ? [t('nextMeeting', { meeting: day(w.meeting) })] : [])].join(' ');
}

function forecastText(t: T, w: ForecastWarning): string {
  const month = w.leavingMonth
    ? dateFormat({ month: 'long' }, 'UTC').format(new Date(`${w.leavingMonth}-01T00:00:00Z`))
    : null;
  const common = { on: day(w.on), month, colour: w.colourThen, by: day(w.by) };
  if (!w.actions || w.actions.length === 0) return t(month ? 'forecastLost' : 'forecastLostNoMonth', common);
  const actions = new Intl.ListFormat(formatLocale(), { type: 'conjunction' }).format(
    w.actions.map((a) => t('action', { part: a.part, n: a.extra, amount: formatMoney(a.extra, w.currency) })),
  );
  return t(month ? 'forecast' : 'forecastNoMonth', { ...common, actions });
}
