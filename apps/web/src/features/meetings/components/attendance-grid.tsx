import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@chapter/shared/attendance';
import { ATTENDANCE_LABELS, ATTENDANCE_LETTERS } from '@chapter/shared/meetings.labels';
import { UserCheck } from 'lucide-react';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAttendanceSheet, useRecordAttendance } from '../api/attendance-sheet.ts';

const TONE: Record<AttendanceStatus, string> = {
  present: 'bg-emerald-600 text-white border-emerald-600',
  absent: 'bg-red-600 text-white border-red-600',
  late: 'bg-amber-500 text-white border-amber-500',
  medical: 'bg-sky-600 text-white border-sky-600',
  substitute: 'bg-violet-600 text-white border-violet-600',
};

/**
 * PALMS at the door: one row per member with five big letter buttons (a tap saves; tapping the chosen letter
 * again clears it), then the visitors to check in. Fits a 375 px phone.
 */
export function AttendanceGrid({ meetingId }: { meetingId: number }) {
  const sheet = useAttendanceSheet(meetingId);
  const record = useRecordAttendance(meetingId);
  if (sheet.isPending) return <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (sheet.isError) return <ErrorState message={sheet.error.message} onRetry={() => void sheet.refetch()} />;
  const { members, visitors } = sheet.data;
  const done = members.filter((m) => m.status !== null).length;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {done} of {members.length} recorded ·{' '}
        {ATTENDANCE_STATUSES.map((s) => `${ATTENDANCE_LETTERS[s]} ${ATTENDANCE_LABELS[s]}`).join(', ')}
      </p>
      <ul className="flex flex-col divide-y rounded-xl border bg-card" aria-label="Members">
        {members.map((m) => (
          <li key={m.userId} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium">{m.name}</p>
              <p className="truncate text-xs text-muted-foreground">
                {[m.classification, m.substituteName && `Substitute: ${m.substituteName}`].filter(Boolean).join(' · ')}
              </p>
            </div>
            <fieldset className="grid grid-cols-5 gap-1 sm:flex">
              <legend className="sr-only">Attendance for {m.name}</legend>
              {ATTENDANCE_STATUSES.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={m.status === s}
                  aria-label={`${ATTENDANCE_LABELS[s]}: ${m.name}`}
                  title={ATTENDANCE_LABELS[s]}
                  onClick={() => record.mutate({ members: [{ userId: m.userId, status: m.status === s ? null : s }] })}
                  className={cn(
                    'h-11 min-w-11 rounded-lg border text-base font-semibold',
                    m.status === s ? TONE[s] : 'bg-background hover:bg-muted',
                  )}
                >
                  {ATTENDANCE_LETTERS[s]}
                </button>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
      <section aria-labelledby="visitors-in" className="flex flex-col gap-2">
        <h3 id="visitors-in" className="font-semibold">
          Visitors
        </h3>
        {visitors.length === 0 ? (
          <p className="text-sm text-muted-foreground">No visitors invited to this meeting.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-xl border bg-card">
            {visitors.map((v) => (
              <li key={v.visitorId} className="flex items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{v.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[v.company, v.invitedByName && `Guest of ${v.invitedByName}`].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <button
                  type="button"
                  aria-pressed={v.checkedIn}
                  onClick={() => record.mutate({ visitors: [{ visitorId: v.visitorId, checkedIn: !v.checkedIn }] })}
                  className={cn(
                    'flex h-11 items-center gap-2 rounded-lg border px-3 text-sm font-medium',
                    v.checkedIn ? 'border-emerald-600 bg-emerald-600 text-white' : 'bg-background hover:bg-muted',
                  )}
                >
                  <UserCheck className="size-4" aria-hidden="true" />
                  {v.checkedIn ? 'Checked in' : 'Check in'}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
