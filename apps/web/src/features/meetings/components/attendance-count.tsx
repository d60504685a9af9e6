import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@chapter/shared/attendance';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { meetingsMessages } from '../messages.ts';

/**
 * The live count at the door: how many are marked each way, how many are left, and the visitors checked in. It
 * follows every mark, this phone's and the other leaders'.
 */
export function AttendanceCount({
  statuses,
  visitorsIn,
}: {
  statuses: (AttendanceStatus | null)[];
  visitorsIn: number;
}) {
  const t = useMessages(meetingsMessages);
  const counts = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as Record<AttendanceStatus, number>;
  for (const s of statuses) if (s) counts[s] += 1;
  const left = statuses.filter((s) => s === null).length;
  const cells = [
    ...ATTENDANCE_STATUSES.map((status) => ({ label: t('statusName', { status }), value: counts[status] })),
    { label: t('visitors'), value: visitorsIn },
    { label: t('notMarked'), value: left },
  ];
  return (
    <dl
      aria-label={t('count')}
      aria-live="polite"
      className="grid grid-cols-4 gap-2 rounded-xl border bg-card p-3 sm:grid-cols-7"
    >
      {cells.map((c) => (
        <div key={c.label} className="flex flex-col items-center">
          <dt className="text-[11px] text-muted-foreground">{c.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}
