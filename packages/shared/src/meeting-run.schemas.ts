import { z } from 'zod';
import { agendaSegment } from './agenda.schemas.ts';

/**
 * The meeting's run (docs/meeting-mode.md "The run"): where the leader is in the agenda, who speaks in the
 * commercials, and each step's timer as instants, so every screen computes the same countdown from its own clock.
 */
export const RUN_STATES = ['idle', 'running', 'paused', 'ended'] as const;
export const RUN_COMMANDS = ['start', 'next', 'back', 'pause', 'resume', 'extend', 'end'] as const;
export type RunCommand = (typeof RUN_COMMANDS)[number];

export const runSpeaker = z.object({
  /** A member speaks for their seat; a substitute for the member they stand for; a visitor after their inviter. */
  kind: z.enum(['member', 'substitute', 'visitor']),
  /** The member (for a substitute, the member whose seat it is); null for a visitor. */
  userId: z.number().int().nullable(),
  name: z.string(),
  /** For a substitute, the member they stand for; for a visitor, who invited them. */
  forName: z.string().nullable(),
});
export type RunSpeaker = z.infer<typeof runSpeaker>;

export const runStep = z.object({
  segmentIndex: z.number().int(),
  speakerName: z.string().nullable(),
  plannedSeconds: z.number().int(),
  /** How long it really took, pauses left out; null while it runs. */
  actualSeconds: z.number().int().nullable(),
});

/** A visitor checked in at the meeting, as the presenter screen introduces them. */
const runVisitor = z.object({ name: z.string(), invitedBy: z.string().nullable() });

export const meetingRunResponse = z.object({
  meetingId: z.number().int(),
  state: z.enum(RUN_STATES),
  /** Every change adds one: a command names the version it saw, so two leaders' taps cannot skip twice. */
  version: z.number().int(),
  /** The agenda as it was when the run started (the meeting's agenda before then). */
  segments: z.array(agendaSegment),
  segmentIndex: z.number().int(),
  speakers: z.array(runSpeaker),
  speakerIndex: z.number().int().nullable(),
  stepStartedAt: z.string().nullable(),
  pausedAt: z.string().nullable(),
  pausedSeconds: z.number().int(),
  extraSeconds: z.number().int(),
  /** The current step's planned length: the segment's minutes, or a speaker's seconds in the commercials. */
  plannedSeconds: z.number().int(),
  /** The server's clock when it answered: screens correct their own by it. */
  serverNow: z.string(),
  steps: z.array(runStep),
  /** The member a leader named to lead this meeting's run (docs/meeting-mode.md "Who leads"); null: the leaders. */
  lead: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  /** The visitors checked in, for their introductions. */
  visitors: z.array(runVisitor),
});
export type MeetingRun = z.infer<typeof meetingRunResponse>;

export const runCommandRequest = z.strictObject({
  command: z.enum(RUN_COMMANDS),
  version: z.number().int().min(0),
});

export const runLeadRequest = z.strictObject({
  /** null: nobody named; the chapter's leaders with manage_meetings lead as before. */
  userId: z.number().int().positive().nullable(),
});

/** The week's numbers shown at the referral round: the PALMS week that ends on the meeting's day. */
export const runFiguresResponse = z.object({
  week: z.object({ from: z.string(), to: z.string() }),
  referrals: z.number().int(),
  thanksCents: z.number().int(),
  currency: z.string(),
  visitors: z.number().int(),
  attended: z.number().int(),
});
export type RunFigures = z.infer<typeof runFiguresResponse>;

/**
 * meeting-run:{meetingId}: the run moved on (docs/meeting-mode.md "The run"); it carries the whole state, so a
 * screen shows it without asking again, and a screen that missed versions reads GET /api/meetings/:id/run.
 */
export interface MeetingRunEvent {
  type: 'run_changed';
  run: MeetingRun;
}
