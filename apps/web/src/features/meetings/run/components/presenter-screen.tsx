import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorState } from '../../../../components/ui/list-states.tsx';
import { FullScreenSpinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { formatTime } from '../../../../lib/format/index.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { can } from '../../../../lib/permissions.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useMeeting } from '../../api/get-meeting.ts';
import { CheckInQr } from '../../check-in/components/check-in-qr.tsx';
import { FeaturePresenterPanel } from '../../rota/components/feature-presenter-panel.tsx';
import { useMeetingRun, useRunLive } from '../api/run.ts';
import { runMessages } from '../messages.ts';
import { type HeldRun, speakersNow } from '../run-clock.ts';
import { VisitorIntroductions, WeekNumbers } from './presenter-panels.tsx';
import { ReconnectingNote, RunTimer, SpeakerName, useSegmentName } from './run-parts.tsx';

const THEME_KEY = 'chapter.presenter-theme';

/**
 * /present/:meetingId: the projector's screen (docs/meeting-mode.md "The parts"): large type read across a room,
 * light or dark, following the run live. After a lost connection it says so and catches up by itself: the channel
 * replays what it missed, or the run is read again.
 */
export function PresenterScreen({ meetingId }: { meetingId: number }) {
  const t = useMessages(runMessages);
  const meeting = useMeeting(meetingId);
  const run = useMeetingRun(meetingId);
  useRunLive(meetingId);
  const [dark, setDark] = useState(() => localStorage.getItem(THEME_KEY) !== 'light');
  useEffect(() => {
    document.title = `${t('presenterTitle')} · ${meeting.data?.title ?? ''}`;
  }, [t, meeting.data?.title]);
  if (run.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void run.refetch()} />;
  if (run.isPending || meeting.isPending) return <FullScreenSpinner />;
  const toggle = () => {
    localStorage.setItem(THEME_KEY, dark ? 'light' : 'dark');
    setDark(!dark);
  };
  return (
    <div
      data-run-version={run.data.version}
      className={cn('flex min-h-dvh flex-col bg-background p-[3vmin] text-foreground', dark && 'dark')}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 text-[2vmin] text-muted-foreground">
        <span className="truncate">{meeting.data?.title}</span>
        <div className="flex items-center gap-2">
          <ReconnectingNote />
          <Button variant="ghost" size="sm" onClick={toggle}>
            {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />} {dark ? t('toLight') : t('toDark')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void document.documentElement.requestFullscreen?.()}>
            {t('fullScreen')}
          </Button>
        </div>
      </header>
      <div className="flex flex-1 gap-[4vmin]">
        <main className="flex min-w-0 flex-1 flex-col justify-center gap-[3vmin]">
          <Stage
            run={run.data}
            startsAt={meeting.data?.startsAt}
            timezone={meeting.data?.timezone}
            title={meeting.data?.title ?? ''}
          />
        </main>
        {meeting.data && <CheckInCorner run={run.data} endsAt={meeting.data.endsAt} />}
      </div>
    </div>
  );
}

function Stage({
  run,
  startsAt,
  timezone,
  title,
}: {
  run: HeldRun;
  startsAt?: string;
  timezone?: string;
  title: string;
}) {
  const t = useMessages(runMessages);
  const name = useSegmentName();
  if (run.state === 'idle') {
    return (
      <div className="text-center">
        <h1 className="text-[7vmin] font-semibold leading-tight">{title}</h1>
        {startsAt && timezone && (
          <p className="text-[4vmin] text-muted-foreground">
            {t('startsAt', { time: formatTime(startsAt, timezone) })}
          </p>
        )}
      </div>
    );
  }
  if (run.state === 'ended') return <h1 className="text-center text-[8vmin] font-semibold">{t('thankYou')}</h1>;
  const segment = run.segments[run.segmentIndex];
  const speakers = speakersNow(run);
  const following = run.segments[run.segmentIndex + 1];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-[3vmin]">
        <h1 className="min-w-0 flex-1 text-[6vmin] font-semibold leading-tight">{name(segment)}</h1>
        <RunTimer run={run} className="text-[14vmin] leading-none" />
      </div>
      {speakers?.current && (
        <div>
          <p className="text-[3vmin] text-muted-foreground">{t('speaking')}</p>
          <SpeakerName speaker={speakers.current} className="block text-[9vmin] font-bold leading-tight" />
          {speakers.next && (
            <p className="mt-[2vmin] text-[4vmin] text-muted-foreground">{t('nextUp', { name: speakers.next.name })}</p>
          )}
        </div>
      )}
      {segment?.kind === 'visitors' && <VisitorIntroductions run={run} />}
      {segment?.kind === 'referrals' && <WeekNumbers run={run} />}
      {segment?.kind === 'feature' && <FeaturePresenterPanel meetingId={run.meetingId} variant="projector" />}
      {!speakers && following && (
        <p className="text-[3vmin] text-muted-foreground">{t('nextUp', { name: name(following) })}</p>
      )}
    </>
  );
}

/** Arrivals are told on screen (docs/meeting-mode.md "Check-in without the Secretary"). */
const ARRIVAL_SEGMENTS = new Set(['networking', 'welcome']);

/**
 * The check-in code, for a screen signed in as someone who keeps the attendance: large while members arrive
 * (before the start, open networking, the welcome), small in a corner for the late, gone after the planned end.
 */
function CheckInCorner({ run, endsAt }: { run: HeldRun; endsAt: string }) {
  const user = useCurrentUser();
  const keepsAttendance = can(user, 'record_attendance') || can(user, 'manage_meetings');
  if (!keepsAttendance || run.state === 'ended' || Date.now() > Date.parse(endsAt)) return null;
  const arriving = run.state === 'idle' || ARRIVAL_SEGMENTS.has(run.segments[run.segmentIndex]?.kind ?? '');
  return (
    <aside className={cn('flex shrink-0 flex-col justify-center', arriving ? 'w-[36vmin]' : 'w-[18vmin] self-end')}>
      <CheckInQr meetingId={run.meetingId} />
    </aside>
  );
}
