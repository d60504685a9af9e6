import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@chapter/shared/attendance';
import { ATTENDANCE_LABELS, ATTENDANCE_LETTERS } from '@chapter/shared/meetings.labels';
import { CloudOff, UserCheck } from 'lucide-react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { formatCount } from '../../../lib/format/index.ts';
import { notifyFailed } from '../../../lib/notify.ts';
import { useAttendanceSheet, useRecordAttendance } from '../api/attendance-sheet.ts';
import { useAttendanceSync } from '../api/attendance-sync.ts';
import { queueMark } from '../attendance-queue.ts';

const TONE: Record<AttendanceStatus, string> = {
  present: 'bg-emerald-600 text-white border-emerald-600',
  absent: 'bg-red-600 text-white border-red-600',
  late: 'bg-amber-500 text-white border-amber-500',
  medical: 'bg-sky-600 text-white border-sky-600',
  substitute: 'bg-violet-600 text-white border-violet-600',
};

/**
 * PALMS at the door: one row per member with five big letter buttons (a tap saves; tapping the chosen letter
 * again clears it), then the visitors to check in. Fits a 375 px phone. Without a connection a tap is kept on the
 * phone, shown as not sent yet, and sent when the connection returns (docs/installable-app.md).
 */
export function AttendanceGrid({ meetingId }: { meetingId: number }) {
  const sheet = useAttendanceSheet(meetingId);
  const record = useRecordAttendance(meetingId);
  const sync = useAttendanceSync(meetingId);
  if (sheet.isPending) return <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (sheet.isError) return <ErrorState message={sheet.error.message} onRetry={() => void sheet.refetch()} />;
  const { visitors } = sheet.data;
  // What the Secretary sees: the server's marks with this phone's unsent ones on top.
  const members = sheet.data.members.map((m) => {
    const pending = sync.queued.find((q) => q.userId === m.userId);
    return { ...m, saved: m.status, status: pending ? pending.status : m.status, pending: Boolean(pending) };
  });
  const done = members.filter((m) => m.status !== null).length;

  const mark = (userId: number, saved: AttendanceStatus | null, status: AttendanceStatus | null) => {
    const keep = () => queueMark(meetingId, { userId, status, previous: saved });
    if (navigator.onLine === false) return keep();
    record.mutate(
      { members: [{ userId, status }] },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.network) keep();
          else notifyFailed('Mark not saved', err);
        },
      },
    );
  };
  const keepMine = (userId: number, status: AttendanceStatus | null) => {
    sync.settle(userId);
    record.mutate({ members: [{ userId, status }] }, { onError: (err) => notifyFailed('Mark not saved', err) });
  };

  return (
    <div className="flex flex-col gap-4">
      {sync.queued.length > 0 && (
        <Banner variant="info" title={`${formatCount(sync.queued.length, 'mark')} not sent yet`} urgent={false}>
          <p>Saved on this phone. They are sent as soon as the connection returns.</p>
        </Banner>
      )}
      {sync.conflicts.map((c) => (
        <Banner key={c.userId} variant="warning" title={`${c.name}: changed by another leader`}>
          <p>
            While you were offline another leader recorded {c.theirs ? ATTENDANCE_LABELS[c.theirs] : 'no mark'}; your{' '}
            {c.yours ? ATTENDANCE_LABELS[c.yours] : 'cleared mark'} was not applied.
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={() => keepMine(c.userId, c.yours)}>
              Use mine
            </Button>
            <Button size="sm" variant="ghost" onClick={() => sync.settle(c.userId)}>
              Keep theirs
            </Button>
          </div>
        </Banner>
      ))}
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
              {m.pending && (
                <p className="flex items-center gap-1 text-xs font-medium text-warning-strong">
                  <CloudOff className="size-3.5" aria-hidden="true" />
                  Not sent yet
                </p>
              )}
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
                  onClick={() => mark(m.userId, m.saved, m.status === s ? null : s)}
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
                  onClick={() =>
                    record.mutate(
                      { visitors: [{ visitorId: v.visitorId, checkedIn: !v.checkedIn }] },
                      { onError: (err) => notifyFailed('Check-in not saved', err) },
                    )
                  }
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
