import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Check } from 'lucide-react';
import { ScreenIntro } from '../../../../components/layout/screen-intro.tsx';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { ErrorState, LoadingCards } from '../../../../components/ui/list-states.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { can } from '../../../../lib/permissions.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useMeeting } from '../../api/get-meeting.ts';
import { useMeetingRun, useRunLive } from '../api/run.ts';
import { drivesRun } from '../drives-run.ts';
import { runMessages } from '../messages.ts';
import { type HeldRun, isTimed, speakersNow } from '../run-clock.ts';
import { RunControls } from './run-controls.tsx';
import { RunLeadPicker } from './run-lead-picker.tsx';
import { RunNowCard } from './run-now-card.tsx';
import { ReconnectingNote, RunTimer, SpeakerName, useSegmentName } from './run-parts.tsx';
import { RunTimings } from './run-timings.tsx';

/**
 * /meetings/:meetingId/run: the leader's screen (docs/meeting-mode.md "The parts"). The chapter's leaders, or the
 * member named to lead this meeting, drive it; anyone else of the chapter sees where the meeting is, as on a phone.
 */
export function RunScreen({ meetingId }: { meetingId: number }) {
  const t = useMessages(runMessages);
  const user = useCurrentUser();
  const meeting = useMeeting(meetingId);
  const run = useMeetingRun(meetingId);
  useRunLive(meetingId);
  const title = meeting.data?.title ?? t('runTitle');
  if (run.isPending || run.isError) {
    return (
      <ScreenIntro title={t('runTitle')} description={title}>
        {run.isError ? (
          <ErrorState message={t('loadFailed')} onRetry={() => void run.refetch()} />
        ) : (
          <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />
        )}
      </ScreenIntro>
    );
  }
  const r = run.data;
  const manages = can(user, 'manage_meetings');
  const drives = drivesRun(user, r);
  return (
    <ScreenIntro title={t('runTitle')} description={title}>
      <div data-run-version={r.version} className="flex flex-col gap-4">
        <ReconnectingNote />
        {drives ? <RunPanel run={r} /> : <RunNowCard run={r} userId={user.id} />}
        {r.state === 'ended' && <RunTimings run={r} />}
        <a
          href={webPath(webPaths.present, { meetingId })}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses('secondary', 'md', 'self-start')}
        >
          {t('openPresenter')}
        </a>
        {manages && r.state !== 'ended' && <RunLeadPicker run={r} />}
        <RunningOrder run={r} />
      </div>
    </ScreenIntro>
  );
}

/** Where the meeting is, its timer and the leader's buttons. */
function RunPanel({ run }: { run: HeldRun }) {
  const t = useMessages(runMessages);
  const name = useSegmentName();
  const timer = isTimed(run);
  const speakers = speakersNow(run);
  const segment = run.segments[run.segmentIndex];
  return (
    <section aria-label={t('runTitle')} className="flex flex-col gap-4 rounded-xl border bg-card p-4">
      {run.state === 'idle' && <p className="text-sm text-muted-foreground">{t('notStarted')}</p>}
      {run.state === 'ended' && <p className="text-sm font-medium">{t('ended')}</p>}
      {timer && (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">
              {t('segmentOf', { n: run.segmentIndex + 1, count: run.segments.length })}
            </p>
            <h2 className="text-2xl font-semibold">{name(segment)}</h2>
          </div>
          <RunTimer run={run} className="text-5xl" />
        </div>
      )}
      {speakers && (
        <div className="rounded-lg bg-muted p-3">
          <p className="text-sm text-muted-foreground">
            {t('speakerOf', { n: (run.speakerIndex ?? 0) + 1, count: run.speakers.length })}
          </p>
          {speakers.current && <SpeakerName speaker={speakers.current} className="block text-xl font-semibold" />}
          {speakers.next && <p className="text-sm">{t('nextUp', { name: speakers.next.name })}</p>}
        </div>
      )}
      {timer && segment?.kind === 'commercials' && run.speakers.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('noSpeakers')}</p>
      )}
      <RunControls run={run} />
    </section>
  );
}

/** The agenda as run: done segments ticked, the current one marked. */
function RunningOrder({ run }: { run: HeldRun }) {
  const name = useSegmentName();
  return (
    <ol className="flex flex-col divide-y rounded-xl border bg-card text-sm">
      {[...run.segments.entries()].map(([i, s]) => {
        const done = run.state === 'ended' || (run.state !== 'idle' && i < run.segmentIndex);
        const current = run.state !== 'idle' && run.state !== 'ended' && i === run.segmentIndex;
        return (
          // Segments have no id of their own: their place in the order identifies them.
          <li
            key={i}
            aria-current={current ? 'step' : undefined}
            className={cn('flex items-center gap-2 px-3 py-2', current && 'bg-primary/10 font-semibold')}
          >
            <span className="w-5 text-muted-foreground">
              {done ? <Check className="size-4" aria-hidden="true" /> : i + 1}
            </span>
            <span className="flex-1">{name(s)}</span>
            <span className="text-muted-foreground tabular-nums">{s.minutes}′</span>
          </li>
        );
      })}
    </ol>
  );
}
