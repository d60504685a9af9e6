import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { shiftDate, useGroupToday } from '../../../lib/group-today.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useAttendanceReport } from '../api/attendance-report.ts';
import { useMeetings } from '../api/list-meetings.ts';
import { meetingsMessages } from '../messages.ts';
import { AttendanceGrid } from './attendance-grid.tsx';
import { formatWhen } from './meeting-format.ts';
import { PalmsDownloads } from './palms-downloads.tsx';
import { PalmsReport } from './palms-report.tsx';
import { PalmsWeeks } from './palms-weeks.tsx';

/** Monday of the week of a local date (YYYY-MM-DD). */
const mondayOf = (date: string) => shiftDate(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The report's usual periods, each ending on the group's today; each named in the active language when shown. */
const PERIODS = [
  {
    value: 'week',
    label: () => meetingsMessages.text('thisWeek'),
    from: mondayOf,
  },
  {
    value: '4weeks',
    label: () => meetingsMessages.text('last4Weeks'),
    from: (today: string) => shiftDate(today, -27),
  },
  {
    value: '6months',
    label: () => meetingsMessages.text('last6Months'),
    from: (today: string) => shiftDate(today, -182),
  },
];

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

const presetOf = (from: string, to: string, today: string) =>
  (to === today && PERIODS.find((p) => p.from(today) === from)?.value) || 'custom';

/**
 * /admin/attendance: pick a meeting to record, and the PALMS report for a period with CSV and PDF export. A link
 * may name the period (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, as the weekly summary e-mail does).
 */
export function AttendanceAdminScreen() {
  const t = useMessages(meetingsMessages);
  // The period ends on the group's today (not the UTC date, which is tomorrow on an American evening).
  const today = useGroupToday();
  const [params] = useSearchParams();
  const linked = (key: string) => {
    const value = params.get(key);
    return isDate(value) ? value : undefined;
  };
  const [from, setFrom] = useState(() => linked('from') ?? shiftDate(today(), -182));
  const [to, setTo] = useState(() => linked('to') ?? today());
  const range = useMemo(() => {
    const now = Date.now();
    return [new Date(now - 120 * 86_400_000).toISOString(), new Date(now + 86_400_000).toISOString()] as const;
  }, []);
  const meetings = useMeetings(range[0], range[1]);
  // Most recent first; attendance opens 12 hours before a meeting starts.
  const held = (meetings.data?.items ?? [])
    .filter((m) => m.status !== 'cancelled' && Date.parse(m.startsAt) - Date.now() < 12 * 3_600_000)
    .reverse();
  const [picked, setPicked] = useState<string>('');
  const meetingId = Number(picked || held[0]?.id || 0) || undefined;
  const report = useAttendanceReport(from, to);

  return (
    <ScreenIntro title={t('attendanceTitle')} description={t('adminIntro')}>
      <section aria-labelledby="record" className="flex flex-col gap-3">
        <h2 id="record" className="text-lg font-semibold">
          {t('recordMeeting')}
        </h2>
        {meetings.isError && <ErrorState message={meetings.error.message} onRetry={() => void meetings.refetch()} />}
        {held.length > 0 && (
          <SelectField
            label={t('meeting')}
            value={String(meetingId ?? '')}
            onChange={(e) => setPicked(e.target.value)}
            options={held.map((m) => ({
              value: String(m.id),
              label: `${formatWhen(m.startsAt, m.timezone)} · ${m.title}`,
            }))}
          />
        )}
        {meetings.data && held.length === 0 && <p className="text-sm text-muted-foreground">{t('noRecentMeetings')}</p>}
        {meetingId && <AttendanceGrid meetingId={meetingId} />}
      </section>
      <section aria-labelledby="report" className="flex flex-col gap-3">
        <h2 id="report" className="text-lg font-semibold">
          {t('palmsReport')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t('period')}
            value={presetOf(from, to, today())}
            onChange={(e) => {
              const chosen = PERIODS.find((p) => p.value === e.target.value);
              if (!chosen) return;
              setFrom(chosen.from(today()));
              setTo(today());
            }}
            options={[
              ...PERIODS.map(({ value, label }) => ({ value, label: label() })),
              { value: 'custom', label: t('custom') },
            ]}
          />
          <Field label={t('from')} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <Field label={t('to')} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          <PalmsDownloads from={from} to={to} disabled={!report.data} />
        </div>
        {report.isPending && <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />}
        {report.isError && <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />}
        {report.data && <PalmsReport report={report.data} />}
        {report.data && <PalmsWeeks weeks={report.data.weeks} today={today()} />}
      </section>
    </ScreenIntro>
  );
}
