import type { MeetingRun, RunCommand } from '@chapter/shared/meeting-run.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Principal } from '../../lib/principal.ts';
import { publishAfterCommit } from '../../realtime/publish-after-commit.ts';
import { findMeeting } from '../meetings/meetings.repository.ts';
import { segmentsOfMeeting } from './agenda.service.ts';
import {
  closeOpenStep,
  insertRun,
  insertStep,
  type RunRow,
  type StepRow,
  selectRun,
  selectSteps,
  updateRun,
} from './meeting-run.repository.ts';
import { applyCommand, elapsedSeconds, idleRun, plannedSeconds, type Run } from './meeting-run.ts';
import { commercialSpeakers } from './meeting-run-speakers.ts';

/** A run may start an hour before the meeting and be driven until two hours after its planned end. */
const BEFORE_MS = 3_600_000;
const AFTER_MS = 2 * 3_600_000;
const MOVED_ON = 'The run has moved on: refresh to see where it is';

const fromRow = (row: RunRow): Run => ({
  state: row.state,
  segments: JSON.parse(row.segments),
  segmentIndex: row.segment_index,
  speakers: JSON.parse(row.speakers),
  speakerIndex: row.speaker_index,
  stepStartedAt: row.step_started_at,
  pausedAt: row.paused_at,
  pausedSeconds: row.paused_seconds,
  extraSeconds: row.extra_seconds,
  version: row.version,
});

const toRow = (run: Run) => ({
  state: run.state,
  segments: JSON.stringify(run.segments),
  segment_index: run.segmentIndex,
  speakers: JSON.stringify(run.speakers),
  speaker_index: run.speakerIndex,
  step_started_at: run.stepStartedAt,
  paused_at: run.pausedAt,
  paused_seconds: run.pausedSeconds,
  extra_seconds: run.extraSeconds,
  version: run.version,
});

/**
 * The meeting's run (docs/meeting-mode.md "The run"): the chapter reads it, leaders with manage_meetings drive it
 * with start, next, back, pause, resume, extend and end. A command names the version it saw and is refused (409)
 * once another has moved the run on, so two taps cannot skip twice; each step's real length is kept.
 */
export class MeetingRunService {
  constructor(private readonly ctx: AppContext) {}

  async view(caller: Principal, meetingId: number): Promise<MeetingRun> {
    const meeting = await this.visible(caller, meetingId);
    const row = await selectRun(this.ctx.db, meetingId);
    const run = row ? fromRow(row) : idleRun(await segmentsOfMeeting(this.ctx.db, meetingId, meeting.group_id));
    return this.present(meetingId, run, await selectSteps(this.ctx.db, meetingId));
  }

  async command(caller: Principal, meetingId: number, command: RunCommand, version: number): Promise<MeetingRun> {
    const { db, clock } = this.ctx;
    const meeting = await this.visible(caller, meetingId);
    if (meeting.status === 'cancelled') throw new AppError('CONFLICT', 'The meeting was cancelled');
    const nowMs = clock.now().getTime();
    if (nowMs < Date.parse(meeting.starts_at) - BEFORE_MS || nowMs > Date.parse(meeting.ends_at) + AFTER_MS) {
      throw new AppError('CONFLICT', 'A meeting is run from an hour before it starts until two hours after its end');
    }
    const row = await selectRun(db, meetingId);
    const run = row ? fromRow(row) : idleRun(await segmentsOfMeeting(db, meetingId, meeting.group_id));
    if (run.version !== version) throw new AppError('CONFLICT', MOVED_ON);
    const now = toStamp(clock.now());
    const speakers = await commercialSpeakers(db, meetingId, meeting.group_id);
    const result = applyCommand(run, command, now, speakers);
    if ('refused' in result) throw new AppError('CONFLICT', result.refused);
    const next = result.run;
    try {
      await db.transaction().execute(async (trx) => {
        if (!row)
          await insertRun(trx, { meeting_id: meetingId, ...toRow(next), led_by: caller.userId, updated_at: now });
        else if (
          (await updateRun(trx, meetingId, version, { ...toRow(next), led_by: caller.userId, updated_at: now })) === 0
        ) {
          throw new AppError('CONFLICT', MOVED_ON);
        }
        if (result.leftStep) await closeOpenStep(trx, meetingId, elapsedSeconds(run, now));
        if (next.state !== 'ended' && (command === 'start' || result.leftStep)) {
          await insertStep(trx, {
            meeting_id: meetingId,
            segment_index: next.segmentIndex,
            speaker_name: next.speakerIndex === null ? null : (next.speakers[next.speakerIndex]?.name ?? null),
            planned_seconds: plannedSeconds(next),
            started_at: now,
            actual_seconds: null,
          });
        }
      });
    } catch (err) {
      // Two first commands at once: the second insert of the run loses.
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', MOVED_ON);
      throw err;
    }
    const view = await this.view(caller, meetingId);
    // Every screen in the room follows the run (docs/meeting-mode.md "The run"), after the change has committed.
    await publishAfterCommit(this.ctx, [
      { channel: channels.meetingRun(meetingId), event: { type: 'run_changed', run: view } },
    ]);
    return view;
  }

  private present(meetingId: number, run: Run, steps: StepRow[]): MeetingRun {
    return {
      meetingId,
      state: run.state,
      version: run.version,
      segments: run.segments,
      segmentIndex: run.segmentIndex,
      speakers: run.speakers,
      speakerIndex: run.speakerIndex,
      stepStartedAt: run.stepStartedAt,
      pausedAt: run.pausedAt,
      pausedSeconds: run.pausedSeconds,
      extraSeconds: run.extraSeconds,
      plannedSeconds: plannedSeconds(run),
      serverNow: toStamp(this.ctx.clock.now()),
      steps: steps.map((s) => ({
        segmentIndex: s.segment_index,
        speakerName: s.speaker_name,
        plannedSeconds: s.planned_seconds,
        actualSeconds: s.actual_seconds,
      })),
    };
  }

  private async visible(caller: Principal, meetingId: number) {
    const row = await findMeeting(this.ctx.db, meetingId);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Meeting');
    return row;
  }
}
