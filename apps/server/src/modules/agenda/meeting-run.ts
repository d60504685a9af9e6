import type { AgendaSegment } from '@chapter/shared/agenda.schemas';
import type { RunCommand, RunSpeaker } from '@chapter/shared/meeting-run.schemas';

/** The standard time per speaker when the commercials name none. */
const SPEAKER_SECONDS = 60;
const EXTEND_SECONDS = 60;

/** A run's state, as stored (docs/meeting-mode.md "The run"). */
export interface Run {
  state: 'idle' | 'running' | 'paused' | 'ended';
  segments: AgendaSegment[];
  segmentIndex: number;
  speakers: RunSpeaker[];
  speakerIndex: number | null;
  stepStartedAt: string | null;
  pausedAt: string | null;
  pausedSeconds: number;
  extraSeconds: number;
  version: number;
}

export const idleRun = (segments: AgendaSegment[]): Run => ({
  state: 'idle',
  segments,
  segmentIndex: 0,
  speakers: [],
  speakerIndex: null,
  stepStartedAt: null,
  pausedAt: null,
  pausedSeconds: 0,
  extraSeconds: 0,
  version: 0,
});

/** The current step's planned seconds: a speaker's time in the commercials, else the segment's minutes. */
export function plannedSeconds(run: Pick<Run, 'segments' | 'segmentIndex' | 'speakerIndex'>): number {
  const segment = run.segments[run.segmentIndex];
  if (!segment) return 0;
  if (segment.kind === 'commercials' && run.speakerIndex !== null) return segment.speakerSeconds ?? SPEAKER_SECONDS;
  return segment.minutes * 60;
}

/** Seconds the current step has run at `now`, pauses left out. */
export function elapsedSeconds(run: Run, now: string): number {
  if (!run.stepStartedAt) return 0;
  const until = Date.parse(run.pausedAt ?? now);
  return Math.max(0, Math.round((until - Date.parse(run.stepStartedAt)) / 1000) - run.pausedSeconds);
}

/**
 * The segment a command would enter afresh, or null when it stays in the current one (a speaker to the next, a
 * pause): the speakers are read from the door grid only when the commercials are entered.
 */
export function enteringSegment(run: Run, command: RunCommand): number | null {
  const inSpeakers = run.speakerIndex !== null;
  switch (command) {
    case 'start':
      return run.state === 'idle' ? 0 : null;
    case 'next':
      if (inSpeakers && (run.speakerIndex ?? 0) < run.speakers.length - 1) return null;
      return run.segmentIndex < run.segments.length - 1 ? run.segmentIndex + 1 : null;
    case 'back':
      if (inSpeakers && (run.speakerIndex ?? 0) > 0) return null;
      return run.segmentIndex > 0 ? run.segmentIndex - 1 : null;
    default:
      return null;
  }
}

type Step = { refused: string } | { run: Run; leftStep: boolean };

/**
 * One command applied to a run at `now`; `speakers` are the people present, in speaking order, used when the run
 * enters the commercials. `leftStep` says the current step ended (its timing is kept).
 */
export function applyCommand(run: Run, command: RunCommand, now: string, speakers: RunSpeaker[]): Step {
  if (run.state === 'ended') return { refused: 'The meeting has been run to its end' };
  if (run.state === 'idle' && command !== 'start') return { refused: 'The meeting has not been started yet' };
  const next = (changes: Partial<Run>, leftStep = false): Step => ({
    run: { ...run, ...changes, version: run.version + 1 },
    leftStep,
  });
  const enter = (segmentIndex: number, atLastSpeaker = false): Partial<Run> => {
    const inCommercials = run.segments[segmentIndex]?.kind === 'commercials';
    const list = inCommercials ? speakers : [];
    return {
      state: 'running',
      segmentIndex,
      speakers: list,
      speakerIndex: list.length === 0 ? null : atLastSpeaker ? list.length - 1 : 0,
      ...fresh(now),
    };
  };
  switch (command) {
    case 'start':
      if (run.state !== 'idle') return { refused: 'The meeting is already running' };
      return next(enter(0));
    case 'next':
      if (run.speakerIndex !== null && run.speakerIndex < run.speakers.length - 1) {
        return next({ state: 'running', speakerIndex: run.speakerIndex + 1, ...fresh(now) }, true);
      }
      if (run.segmentIndex < run.segments.length - 1) return next(enter(run.segmentIndex + 1), true);
      return next({ state: 'ended', pausedAt: null }, true);
    case 'back':
      if (run.speakerIndex !== null && run.speakerIndex > 0) {
        return next({ state: 'running', speakerIndex: run.speakerIndex - 1, ...fresh(now) }, true);
      }
      if (run.segmentIndex === 0) return { refused: 'This is the first segment' };
      return next(enter(run.segmentIndex - 1, true), true);
    case 'pause':
      if (run.state !== 'running') return { refused: 'The meeting is already paused' };
      return next({ state: 'paused', pausedAt: now });
    case 'resume': {
      if (run.state !== 'paused' || !run.pausedAt) return { refused: 'The meeting is not paused' };
      const paused = Math.round((Date.parse(now) - Date.parse(run.pausedAt)) / 1000);
      return next({ state: 'running', pausedAt: null, pausedSeconds: run.pausedSeconds + paused });
    }
    case 'extend':
      return next({ extraSeconds: run.extraSeconds + EXTEND_SECONDS });
    case 'end':
      return next({ state: 'ended', pausedAt: null }, true);
  }
}

const fresh = (now: string): Partial<Run> => ({
  stepStartedAt: now,
  pausedAt: null,
  pausedSeconds: 0,
  extraSeconds: 0,
});
