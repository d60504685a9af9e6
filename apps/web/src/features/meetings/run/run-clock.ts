import type { MeetingRun } from '@chapter/shared/meeting-run.schemas';

/** A run as a screen holds it: with when this device received it, to correct its clock by the server's. */
export type HeldRun = MeetingRun & { receivedAt: number };

interface StepTimer {
  /** Seconds the step has run, pauses left out. */
  elapsed: number;
  /** Its planned seconds, with the minutes the leader added. */
  planned: number;
  /** Seconds left; negative once it overruns. */
  remaining: number;
  over: boolean;
}

/**
 * The current step's timer at this device's `nowMs` (docs/meeting-mode.md "The run"): the run carries instants,
 * not a ticking count, and the server's clock when it answered, so every screen shows the same countdown
 * whatever its own clock says, and nothing ticks over the network.
 */
export function stepTimer(run: HeldRun, nowMs: number): StepTimer | null {
  if (!isTimed(run) || !run.stepStartedAt) return null;
  const offset = Date.parse(run.serverNow) - run.receivedAt;
  const serverNow = run.pausedAt ? Date.parse(run.pausedAt) : nowMs + offset;
  const elapsed = Math.max(0, Math.floor((serverNow - Date.parse(run.stepStartedAt)) / 1000) - run.pausedSeconds);
  const planned = run.plannedSeconds + run.extraSeconds;
  const remaining = planned - elapsed;
  return { elapsed, planned, remaining, over: remaining < 0 };
}

/** Whether a step is on the clock: the run is under way (running or paused), not before its start or after its end. */
export const isTimed = (run: Pick<MeetingRun, 'state' | 'stepStartedAt'>): boolean =>
  (run.state === 'running' || run.state === 'paused') && run.stepStartedAt !== null;

/** 75 → "1:15"; the sign is the caller's ("+0:20" over). */
export function clockText(seconds: number): string {
  const s = Math.abs(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Who speaks now and next in the commercials; null outside them. */
export function speakersNow(run: MeetingRun) {
  if (run.speakerIndex === null || run.state === 'idle' || run.state === 'ended') return null;
  return { current: run.speakers[run.speakerIndex] ?? null, next: run.speakers[run.speakerIndex + 1] ?? null };
}

/** The run's steps with how far each ran over, overruns first (the longest first), then the rest in order. */
export function timingsByOverrun(run: MeetingRun) {
  const rows = run.steps
    .filter((s) => s.actualSeconds !== null)
    .map((s, order) => ({ ...s, order, overBy: (s.actualSeconds ?? 0) - s.plannedSeconds }));
  const over = rows.filter((r) => r.overBy > 0).sort((a, b) => b.overBy - a.overBy || a.order - b.order);
  return { over, onTime: rows.filter((r) => r.overBy <= 0) };
}
