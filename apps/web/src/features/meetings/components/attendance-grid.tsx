import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@chapter/shared/attendance';
import { ATTENDANCE_LETTERS } from '@chapter/shared/meetings.labels';
import { CheckCheck, CloudCheck, CloudOff, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyFailed, notifyInfo } from '../../../lib/notify.ts';
import { useOfflineReady } from '../../../lib/use-offline-ready.ts';
import { useAttendanceSheet, useRecordAttendance } from '../api/attendance-sheet.ts';
import { useAttendanceSync } from '../api/attendance-sync.ts';
import { queueMark } from '../attendance-queue.ts';
import { useAttendanceLive } from '../hooks/use-attendance-live.ts';
import { meetingsMessages } from '../messages.ts';
import { AttendanceCount } from './attendance-count.tsx';
import { SubstituteVisitsDialog } from './substitute-visits-dialog.tsx';
import { VisitorCheckins } from './visitor-checkins.tsx';

/** One change made from this phone, as Undo puts it back: each member's mark before and after. */
type Change = { userId: number; before: AttendanceStatus | null; after: AttendanceStatus | null }[];

/** Matches a member by name, company-like classification or substitute, ignoring case and accents. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const TONE: Record<AttendanceStatus, string> = {
  present: 'bg-emerald-600 text-white border-emerald-600',
  absent: 'bg-red-600 text-white border-red-600',
  late: 'bg-amber-500 text-white border-amber-500',
  medical: 'bg-sky-600 text-white border-sky-600',
  substitute: 'bg-violet-600 text-white border-violet-600',
};

/**
 * PALMS at the door (docs/product-rules.md "Meeting day"): search, one row per member with five big letter
 * buttons (a tap saves; tapping the chosen letter again clears it), "Mark the rest present", Undo, the live count,
 * then the visitors with walk-ins. Other leaders' marks arrive live. Fits a 375 px phone. Without a connection a
 * tap is kept on the phone, shown as not sent yet, and sent when the connection returns (docs/installable-app.md).
 */
export function AttendanceGrid({ meetingId }: { meetingId: number }) {
  const t = useMessages(meetingsMessages);
  const statusName = (status: AttendanceStatus) => t('statusName', { status });
  const sheet = useAttendanceSheet(meetingId);
  const record = useRecordAttendance(meetingId);
  const sync = useAttendanceSync(meetingId);
  const [query, setQuery] = useState('');
  const [undo, setUndo] = useState<Change[]>([]);
  const [visitsOf, setVisitsOf] = useState<{ id: number; name: string } | null>(null);
  // Taps whose request is out, shown at once: on a dead uplink the answer (or the give-up, send-timeout.ts) takes
  // seconds, and a tap must not look ignored meanwhile. Each keeps the number of its tap, so an earlier tap's answer
  // does not take away a later one's.
  const [sending, setSending] = useState<ReadonlyMap<number, { status: AttendanceStatus | null; tap: number }>>(
    new Map(),
  );
  const taps = useRef(0);
  const offlineReady = useOfflineReady();
  useAttendanceLive(meetingId);
  if (sheet.isPending) return <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (sheet.isError) return <ErrorState message={sheet.error.message} onRetry={() => void sheet.refetch()} />;
  const { visitors } = sheet.data;
  // What the Secretary sees: the server's marks with this phone's unsent ones, then the ones being sent, on top.
  const members = sheet.data.members.map((m) => {
    const pending = sync.queued.find((q) => q.userId === m.userId);
    const out = sending.get(m.userId);
    const status = pending ? pending.status : out ? out.status : m.status;
    return { ...m, saved: m.status, status, pending: Boolean(pending) };
  });
  const words = fold(query.trim()).split(/\s+/).filter(Boolean);
  const shown = members.filter((m) => {
    const text = fold([m.name, m.classification, m.substituteName].filter(Boolean).join(' '));
    return words.every((w) => text.includes(w));
  });
  const unmarked = members.filter((m) => m.status === null && !m.pending);

  /** Sends a change; once saved it can be undone. `previous` makes a stale change lose to another leader's. */
  const send = (change: Change, label: string) =>
    record.mutate(
      { members: change.map((c) => ({ userId: c.userId, status: c.after, previous: c.before })) },
      {
        onSuccess: (result) => {
          const applied = change.filter((c) => !result.conflicts.some((x) => x.userId === c.userId));
          if (applied.length > 0) setUndo((u) => [...u.slice(-19), applied]);
          if (result.conflicts.length > 0) {
            notifyInfo(t('marksKept', { count: result.conflicts.length }));
          }
        },
        onError: (err) => notifyFailed(label, err),
      },
    );

  const mark = (userId: number, saved: AttendanceStatus | null, status: AttendanceStatus | null) => {
    const keep = () => queueMark(meetingId, { userId, status, previous: saved });
    // Offline, or marks already waiting (the server is out of reach, and a later mark must not overtake an earlier
    // one for the same member): the mark joins the queue at once, which sends it with the others.
    if (navigator.onLine === false || sync.queued.length > 0) {
      keep();
      sync.flush();
      return;
    }
    const tap = ++taps.current;
    setSending((out) => new Map(out).set(userId, { status, tap }));
    const settled = () =>
      setSending((out) => {
        if (out.get(userId)?.tap !== tap) return out;
        const next = new Map(out);
        next.delete(userId);
        return next;
      });
    // Each tap's own promise: mutate()'s callbacks would only answer the latest of several taps in flight, and an
    // earlier tap that got no answer would be lost instead of queued.
    record.mutateAsync({ members: [{ userId, status }] }).then(
      () => {
        setUndo((u) => [...u.slice(-19), [{ userId, before: saved, after: status }]]);
        settled();
      },
      (err) => {
        if (apiErrorOf(err)?.network) keep();
        else notifyFailed(t('markNotSaved'), err);
        settled();
      },
    );
  };
  const restPresent = () =>
    send(
      unmarked.map((m) => ({ userId: m.userId, before: null, after: 'present' as const })),
      t('marksNotSaved'),
    );
  const undoLast = () => {
    const last = undo.at(-1);
    if (!last) return;
    setUndo((u) => u.slice(0, -1));
    record.mutate(
      { members: last.map((c) => ({ userId: c.userId, status: c.before, previous: c.after })) },
      {
        onSuccess: (result) => {
          if (result.conflicts.length > 0) {
            notifyInfo(t('marksChanged', { count: result.conflicts.length }));
          }
        },
        onError: (err) => notifyFailed(t('undoFailed'), err),
      },
    );
  };
  const keepMine = (userId: number, status: AttendanceStatus | null) => {
    sync.settle(userId);
    record.mutate({ members: [{ userId, status }] }, { onError: (err) => notifyFailed(t('markNotSaved'), err) });
  };

  return (
    <div className="flex flex-col gap-4">
      {sync.queued.length > 0 && sync.refused && (
        <Banner variant="warning" title={t('marksRefused', { count: sync.queued.length })}>
          <p>{t('stillSaved', { reason: sync.refused.message })}</p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={sync.retry}>
              {t('tryAgain')}
            </Button>
            <Button size="sm" variant="ghost" onClick={sync.discard}>
              {t('discardThem')}
            </Button>
          </div>
        </Banner>
      )}
      {sync.queued.length > 0 && !sync.refused && (
        <Banner variant="info" title={t('marksNotSent', { count: sync.queued.length })} urgent={false}>
          <p>{t('savedOnPhone')}</p>
        </Banner>
      )}
      {sync.conflicts.map((c) => (
        <Banner key={c.userId} variant="warning" title={t('changedByOther', { name: c.name })}>
          <p>
            {t('whileOffline', {
              theirs: c.theirs ? statusName(c.theirs) : t('noMark'),
              yours: c.yours ? statusName(c.yours) : t('clearedMark'),
            })}
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={() => keepMine(c.userId, c.yours)}>
              {t('useMine')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => sync.settle(c.userId)}>
              {t('keepTheirs')}
            </Button>
          </div>
        </Banner>
      ))}
      {offlineReady && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CloudCheck className="size-4" aria-hidden="true" />
          {t('readyOffline')}
        </p>
      )}
      <AttendanceCount
        statuses={members.map((m) => m.status)}
        visitorsIn={visitors.filter((v) => v.checkedIn).length}
      />
      <div className="flex flex-wrap gap-2">
        <SearchBox
          label={t('findMember')}
          placeholder={t('findMember')}
          value={query}
          onChange={setQuery}
          className="min-w-48"
        />
        <Button size="lg" onClick={restPresent} disabled={unmarked.length === 0 || record.isPending}>
          <CheckCheck aria-hidden="true" />
          {unmarked.length > 0 ? t('markRestPresent', { count: unmarked.length }) : t('everyoneMarked')}
        </Button>
        <Button size="lg" variant="secondary" onClick={undoLast} disabled={undo.length === 0 || record.isPending}>
          <Undo2 aria-hidden="true" />
          {t('undo')}
        </Button>
      </div>
      <p className="sr-only">
        {ATTENDANCE_STATUSES.map((s) => `${ATTENDANCE_LETTERS[s]} ${statusName(s)}`).join(', ')}
      </p>
      {shown.length === 0 && <p className="text-sm text-muted-foreground">{t('noMemberMatches', { query })}</p>}
      <ul className="flex flex-col divide-y rounded-xl border bg-card" aria-label={t('members')}>
        {shown.map((m) => (
          <li key={m.userId} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium">{m.name}</p>
              <p className="truncate text-xs text-muted-foreground">
                {[
                  m.classification,
                  !m.substituteId && m.substituteName && t('substituteFor', { name: m.substituteName }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {m.substituteId !== null && m.substituteName && (
                <button
                  type="button"
                  className="min-h-11 text-start text-xs font-medium text-primary underline underline-offset-2"
                  onClick={() => setVisitsOf({ id: m.substituteId as number, name: m.substituteName as string })}
                >
                  {t('substituteVisits', { name: m.substituteName })}
                </button>
              )}
              {m.pending && (
                <p className="flex items-center gap-1 text-xs font-medium text-warning-strong">
                  <CloudOff className="size-3.5" aria-hidden="true" />
                  {t('notSentYet')}
                </p>
              )}
            </div>
            <fieldset className="grid grid-cols-5 gap-1 sm:flex">
              <legend className="sr-only">{t('attendanceFor', { name: m.name })}</legend>
              {ATTENDANCE_STATUSES.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={m.status === s}
                  aria-label={t('markMember', { status: statusName(s), name: m.name })}
                  title={statusName(s)}
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
      <VisitorCheckins sheet={sheet.data} />
      {visitsOf && (
        <SubstituteVisitsDialog substituteId={visitsOf.id} name={visitsOf.name} onClose={() => setVisitsOf(null)} />
      )}
    </div>
  );
}
