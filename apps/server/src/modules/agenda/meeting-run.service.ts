import type { MeetingRun, RunCommand, RunFigures } from '@chapter/shared/meeting-run.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import { channels } from '@chapter/shared/realtime.channels';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup } from '../../kernel/group-scope.ts';
import { activeMembersAmong } from '../../kernel/memberships.repository.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
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
  replaceLead,
  selectCheckedInVisitors,
  selectLead,
  selectRun,
  selectSteps,
  updateRun,
} from './meeting-run.repository.ts';
import { applyCommand, elapsedSeconds, enteringSegment, idleRun, plannedSeconds, type Run } from './meeting-run.ts';
import { runFigures } from './meeting-run-figures.ts';
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
    return this.present(meetingId, run);
  }

  /**
   * Names the member who leads this meeting's run, or nobody (docs/meeting-mode.md "Who leads"): an active member
   * of the chapter, not a visitor or a substitute. Audit-logged.
   */
  async name(caller: Principal, meetingId: number, userId: number | null): Promise<MeetingRun> {
    const meeting = await this.visible(caller, meetingId);
    if (meeting.status === 'cancelled') throw new AppError('CONFLICT', 'The meeting was cancelled');
    if (Date.parse(meeting.ends_at) + AFTER_MS < this.ctx.clock.now().getTime()) {
      throw new AppError('CONFLICT', 'The meeting has ended');
    }
    const [member] = userId === null ? [] : await activeMembersAmong(this.ctx.db, meeting.group_id, [userId]);
    if (userId !== null && !member) {
      throw validationError('Only an active member of the chapter can lead its meeting', [
        { field: 'userId', message: 'Only an active member of the chapter can lead its meeting' },
      ]);
    }
    const at = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await replaceLead(trx, meetingId, member ? { user_id: member.id, named_by: caller.userId, named_at: at } : null);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: meeting.group_id,
        action: 'meeting.run_lead_named',
        targetType: 'meeting',
        targetId: meetingId,
        summary: member ? `${member.name} leads ${meeting.title}` : `Nobody named to lead ${meeting.title}`,
        at,
      });
    });
    return this.view(caller, meetingId);
  }

  /** The chapter's leaders drive the run, and so does the member one of them named for this meeting. */
  async mayDrive(caller: Principal, meetingId: number): Promise<void> {
    if (hasPermission(caller, 'manage_meetings')) return;
    if (!Number.isSafeInteger(meetingId)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    if ((await selectLead(this.ctx.db, meetingId))?.user_id === caller.userId) return;
    throw new AppError(
      'PERMISSION_DENIED',
      'Only a leader of the chapter or the member named to lead can run the meeting',
    );
  }

  /** The week's numbers for the referral round: the PALMS week ending on the meeting's day. */
  async figures(caller: Principal, meetingId: number): Promise<RunFigures> {
    const meeting = await this.visible(caller, meetingId);
    return runFigures(this.ctx, meeting);
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
    // The door grid is read only when the commercials are entered: other taps cost no more than the run's row.
    const entering = enteringSegment(run, command);
    const speakers =
      entering !== null && run.segments[entering]?.kind === 'commercials'
        ? await commercialSpeakers(db, meetingId, meeting.group_id)
        : [];
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
    const view = await this.present(meetingId, next);
    // Every screen in the room follows the run (docs/meeting-mode.md "The run"), after the change has committed.
    await publishAfterCommit(this.ctx, [
      { channel: channels.meetingRun(meetingId), event: { type: 'run_changed', run: view } },
    ]);
    return view;
  }

  private async present(meetingId: number, run: Run): Promise<MeetingRun> {
    const [steps, lead, visitors] = await Promise.all([
      selectSteps(this.ctx.db, meetingId),
      selectLead(this.ctx.db, meetingId),
      selectCheckedInVisitors(this.ctx.db, meetingId),
    ]);
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
      lead: lead ? { userId: lead.user_id, name: lead.name } : null,
      visitors: visitors.map((v) => ({ name: v.name, invitedBy: v.inviter_name })),
    };
  }

  private async visible(caller: Principal, meetingId: number) {
    const row = await findMeeting(this.ctx.db, meetingId);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Meeting');
    return row;
  }
}
