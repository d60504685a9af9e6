import type {
  AtRiskMember,
  AttendanceWarning,
  ForecastWarning,
  SeatReview,
} from '@chapter/shared/scorecard-warnings.schemas';
import { ShieldCheck } from 'lucide-react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { EmptyState, ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { formatCalendarDate, formatMoney } from '../../../lib/format/index.ts';
import { dateFormat } from '../../../lib/format/zone.ts';
import { formatLocale } from '../../../lib/i18n/catalogue.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useAtRisk } from '../api/get-at-risk.ts';
import { atRiskMessages } from '../at-risk/messages.ts';
import { warningsMessages } from '../warnings/messages.ts';

type T = typeof atRiskMessages.text;
type W = typeof warningsMessages.text;

/**
 * The membership committee's at-risk list (docs/chapter-rules.md "At-risk list"): home's warnings of every member
 * who has one, said of them, most urgent first as the server sorts them. Days are calendar days in the chapter's
 * zone, shown as they are (formatCalendarDate).
 */
export function AtRiskScreen() {
  const t = useMessages(atRiskMessages);
  const w = useMessages(warningsMessages);
  const list = useAtRisk();
  return (
    <ScreenIntro title={t('title')} description={t('description')}>
      {list.isPending ? (
        <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.members.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={t('empty')}>
          <p>{t('emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('list')}>
          {list.data.members.map((row) => (
            <li key={row.member.id} className="rounded-2xl border bg-card p-4 shadow-xs">
              <h2 className="font-semibold">{row.member.name}</h2>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {lines(t, w, row).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </ScreenIntro>
  );
}

function lines(t: T, w: W, row: AtRiskMember): string[] {
  return [
    ...(row.review ? [reviewText(t, row.review)] : []),
    ...(row.attendance ? [absenceText(t, row.attendance)] : []),
    ...(row.forecast ? [forecastText(t, w, row.forecast)] : []),
  ];
}

const day = (d: string) => formatCalendarDate(d, 'long');

function reviewText(t: T, r: SeatReview): string {
  return r.allowed === null ? t('reviewRule') : t('review', { absences: r.absences, allowed: r.allowed });
}

function absenceText(t: T, a: AttendanceWarning): string {
  const first = a.until ? t('absence', { until: day(a.until) }) : t('absenceNoDate');
  const count = t('absenceCount', { absences: a.absences, allowed: a.allowed });
  return [first, count, ...(a.meeting ? [t('nextMeeting', { meeting: day(a.meeting) })] : [])].join(' ');
}

function forecastText(t: T, w: W, f: ForecastWarning): string {
  const month = f.leavingMonth
    ? dateFormat({ month: 'long' }, 'UTC').format(new Date(`${f.leavingMonth}-01T00:00:00Z`))
    : null;
  const common = { on: day(f.on), month, colour: f.colourThen, by: day(f.by) };
  if (!f.actions || f.actions.length === 0) return t(month ? 'forecastLost' : 'forecastLostNoMonth', common);
  const actions = new Intl.ListFormat(formatLocale(), { type: 'conjunction' }).format(
    f.actions.map((a) => w('action', { part: a.part, n: a.extra, amount: formatMoney(a.extra, f.currency) })),
  );
  return t(month ? 'forecast' : 'forecastNoMonth', { ...common, actions });
}
