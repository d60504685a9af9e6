import type { AgendaSegment } from '@chapter/shared/agenda.schemas';
import type { RunSpeaker } from '@chapter/shared/meeting-run.schemas';
import { cn } from '../../../../lib/cn.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useRealtimeStatus } from '../../../../lib/realtime.ts';
import { agendaMessages } from '../../agenda/messages.ts';
import { runMessages } from '../messages.ts';
import { clockText, type HeldRun, stepTimer } from '../run-clock.ts';
import { useNow } from '../use-now.ts';

/** A segment's name: its own title, else its kind in the reader's language. */
export function useSegmentName(): (segment: AgendaSegment | undefined) => string {
  const t = useMessages(agendaMessages);
  return (segment) => (segment ? (segment.title ?? t('kindName', { kind: segment.kind })) : '');
}

/** "Ann Able", with "substitute for …" or "guest of …" where it applies. */
export function SpeakerName({ speaker, className }: { speaker: RunSpeaker; className?: string }) {
  const t = useMessages(runMessages);
  const role = t('speakerFor', { kind: speaker.kind, forName: speaker.forName ?? 'none' });
  return (
    <span className={className}>
      {speaker.name}
      {role && <span className="block text-[0.55em] font-normal opacity-75">{role}</span>}
    </span>
  );
}

/**
 * The step's countdown: time left, or the overrun in the warning colour; a paused run says so. It alone reads the
 * clock, four times a second while the run is running, so the rest of the screen renders only when the run changes.
 */
export function RunTimer({ run, className }: { run: HeldRun; className?: string }) {
  const t = useMessages(runMessages);
  const now = useNow(250, run.state === 'running');
  const timer = stepTimer(run, now.getTime());
  if (!timer) return null;
  // The big figure is the time left (or over); the line under it says against what.
  const planned = clockText(timer.planned);
  const text = timer.over ? t('over', { time: planned }) : t('left', { time: planned });
  return (
    <p
      role="timer"
      aria-live="off"
      className={cn('font-semibold tabular-nums', timer.over ? 'text-destructive' : 'text-foreground', className)}
    >
      <span className="block">{timer.over ? `+${clockText(timer.remaining)}` : clockText(timer.remaining)}</span>
      <span className="block text-[0.3em] font-medium text-muted-foreground">
        {run.state === 'paused' ? t('paused') : text}
      </span>
    </p>
  );
}

/** Shown while the live connection is down: the screen may be behind the room, and says so. */
export function ReconnectingNote({ className }: { className?: string }) {
  const t = useMessages(runMessages);
  const { state, attempts } = useRealtimeStatus();
  // The first connect of a page that just opened is not a loss.
  if (state === 'connected' || (state === 'connecting' && attempts === 0)) return null;
  return (
    <p role="status" className={cn('rounded-lg bg-warning-soft px-3 py-1 text-sm text-warning-strong', className)}>
      {t('reconnecting')}
    </p>
  );
}
