import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@chapter/shared/languages';
import type {
  CreateMeeting,
  GroupSchedule,
  Meeting,
  MeetingDetail,
  MeetingsResponse,
  RsvpResponse,
  UpdateMeeting,
  UpdateSchedule,
} from '@chapter/shared/meetings.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import type { Insertable } from 'kysely';
import type { MeetingTable } from '../../db/schema-meetings.ts';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup, scopeGroup, targetGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import { textLanguage } from '../../lib/i18n.ts';
import type { Notifier } from '../../lib/notifier.ts';
import type { Principal } from '../../lib/principal.ts';
import { addLocalDays, localParts } from '../../lib/zoned-time.ts';
import { cancelledEmail } from './meeting-emails.ts';
import { meetingChangeNotice, tellMembers } from './meeting-notices.ts';
import { GENERATE_AHEAD_DAYS, meetingTimes, scheduledOccurrences } from './meeting-schedule.ts';
import { presentMeeting, presentSubstitution } from './meetings.presenter.ts';
import {
  deleteUntouchedGenerated,
  findGroup,
  findMeeting,
  insertGenerated,
  insertMeetings,
  type MeetingRow,
  rsvpSummaries,
  selectAttendees,
  selectComingEmails,
  selectMeetingsInRange,
  selectScheduledGroups,
  selectSeriesFrom,
  updateGroupSchedule,
  updateMeetingRow,
  upsertRsvp,
} from './meetings.repository.ts';
import { selectMeetingSubstitutions } from './substitutions.repository.ts';

const MAX_RANGE_DAYS = 400;

/** Meetings of a group: the weekly schedule, one-off events, RSVPs (docs/product-rules.md "Meetings"). */
export class MeetingsService {
  /** Per process, the day each group's schedule was last generated (the insert itself is idempotent). */
  private readonly generatedOn = new Map<number, string>();

  constructor(
    private readonly ctx: AppContext,
    private readonly notifier?: Notifier,
  ) {}

  /** Generates the schedule's chapter meetings from today to GENERATE_AHEAD_DAYS ahead (never into the past). */
  async ensureGenerated(groupId: number | undefined): Promise<void> {
    const now = this.ctx.clock.now();
    const today = now.toISOString().slice(0, 10);
    // Already done today on this process: no need to read the group again.
    if (groupId !== undefined && this.generatedOn.get(groupId) === today) return;
    const groups =
      groupId === undefined
        ? await selectScheduledGroups(this.ctx.db)
        : [await findGroup(this.ctx.db, groupId)].filter((g) => g !== undefined);
    for (const group of groups) {
      if (this.generatedOn.get(group.id) === today || group.status !== 'active') continue;
      // From yesterday, so the meeting under way today exists when attendance is taken at the door.
      const rows = scheduledOccurrences(group, addDays(now, -1), addDays(now, GENERATE_AHEAD_DAYS), toStamp(now));
      await insertGenerated(this.ctx.db, rows);
      this.generatedOn.set(group.id, today);
    }
  }

  async list(caller: Principal, q: { from: string; to: string; groupId?: number }): Promise<MeetingsResponse> {
    const from = new Date(q.from);
    const to = new Date(q.to);
    if (!(to > from) || to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000) {
      throw validationError('Choose a range of at most 400 days', [{ field: 'to', message: 'Invalid range' }]);
    }
    const group = scopeGroup(caller, q.groupId);
    await this.ensureGenerated(group);
    const rows = await selectMeetingsInRange(this.ctx.db, group, from.toISOString(), to.toISOString());
    return { items: await this.present(rows, caller.userId) };
  }

  async present(rows: MeetingRow[], userId: number): Promise<Meeting[]> {
    const { counts, mine } = await rsvpSummaries(
      this.ctx.db,
      rows.map((r) => r.id),
      userId,
    );
    return rows.map((r) => presentMeeting(r, mine.get(r.id), counts.get(r.id)));
  }

  /** A meeting of the caller's group (404 otherwise). */
  async visible(caller: Principal, meetingId: number) {
    const row = await findMeeting(this.ctx.db, meetingId);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Meeting');
    return row;
  }

  async detail(caller: Principal, meetingId: number): Promise<MeetingDetail> {
    const row = await this.visible(caller, meetingId);
    const [meeting] = await this.present([row], caller.userId);
    const leader = hasPermission(caller, 'approve_substitutes') || hasPermission(caller, 'record_attendance');
    const [attendees, subs] = await Promise.all([
      selectAttendees(this.ctx.db, meetingId),
      selectMeetingSubstitutions(this.ctx.db, meetingId, caller.userId, leader),
    ]);
    return {
      ...(meeting as Meeting),
      agenda: row.agenda,
      groupName: row.group_name,
      attendees: attendees.map((a) => ({
        userId: a.id,
        name: a.name,
        companyName: a.company_name,
        response: a.response,
      })),
      substitutions: subs.map(presentSubstitution),
      canManage: hasPermission(caller, 'manage_meetings'),
      canRecordAttendance: hasPermission(caller, 'record_attendance'),
    };
  }

  /** Creates a meeting, or a weekly series of `repeatWeeks` occurrences at the same local time. */
  async create(caller: Principal, body: CreateMeeting & { repeatWeeks: number }): Promise<Meeting> {
    const groupId = targetGroup(caller, body.groupId);
    if (!(await findGroup(this.ctx.db, groupId))) throw notFound('Group');
    const stamp = toStamp(this.ctx.clock.now());
    const seriesId = body.repeatWeeks > 1 ? randomUUID() : null;
    const rows: Insertable<MeetingTable>[] = [];
    for (let i = 0; i < body.repeatWeeks; i++) {
      const { start, end } = meetingTimes(
        addLocalDays(body.date, i * 7),
        body.startTime,
        body.durationMinutes,
        body.timezone,
      );
      rows.push({
        group_id: groupId,
        type: body.type,
        title: body.title,
        starts_at: start.toISOString(),
        ends_at: end.toISOString(),
        timezone: body.timezone,
        location: body.location ?? null,
        online_link: body.onlineLink ?? null,
        agenda: body.agenda ?? null,
        speaker: body.speaker ?? null,
        status: 'scheduled',
        series_id: seriesId,
        occurrence_key: null,
        created_by: caller.userId,
        created_at: stamp,
        updated_at: stamp,
      });
    }
    const created = await this.ctx.db.transaction().execute(async (trx) => {
      const inserted = await insertMeetings(trx, rows);
      const first = inserted[0] as MeetingRow;
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId,
        action: 'meeting.created',
        targetType: 'meeting',
        targetId: first.id,
        summary: `${body.title} on ${body.date} ${body.startTime}${rows.length > 1 ? ` (weekly × ${rows.length})` : ''}`,
        at: stamp,
      });
      return first;
    });
    return presentMeeting(created, undefined, undefined);
  }

  /** Edits one meeting; with applyToSeries the later occurrences move by the same number of days. */
  async update(caller: Principal, meetingId: number, body: UpdateMeeting & { applyToSeries: boolean }) {
    const row = await this.visible(caller, meetingId);
    if (row.status === 'cancelled') throw new AppError('CONFLICT', 'A cancelled meeting cannot be edited');
    const stamp = toStamp(this.ctx.clock.now());
    const oldDate = localParts(new Date(row.starts_at), row.timezone).date;
    const shiftDays = Math.round((Date.parse(body.date) - Date.parse(oldDate)) / 86_400_000);
    const targets =
      body.applyToSeries && row.series_id ? await selectSeriesFrom(this.ctx.db, row.series_id, row.starts_at) : [row];
    const updated = await this.ctx.db.transaction().execute(async (trx) => {
      let mine: MeetingRow | undefined;
      for (const target of targets) {
        if (target.status === 'cancelled' && target.id !== row.id) continue;
        const date =
          target.id === row.id
            ? body.date
            : addLocalDays(localParts(new Date(target.starts_at), target.timezone).date, shiftDays);
        const { start, end } = meetingTimes(date, body.startTime, body.durationMinutes, body.timezone);
        const saved = await updateMeetingRow(trx, target.id, {
          title: body.title,
          type: body.type,
          starts_at: start.toISOString(),
          ends_at: end.toISOString(),
          timezone: body.timezone,
          location: body.location ?? null,
          online_link: body.onlineLink ?? null,
          agenda: body.agenda ?? null,
          speaker: body.speaker ?? null,
          ...(body.status && target.id === row.id && { status: body.status }),
          updated_at: stamp,
        });
        if (target.id === row.id) mine = saved;
      }
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: 'meeting.updated',
        targetType: 'meeting',
        targetId: row.id,
        summary: `${body.title} now ${body.date} ${body.startTime}${targets.length > 1 ? ` (and ${targets.length - 1} later)` : ''}`,
        at: stamp,
      });
      return mine as MeetingRow;
    });
    if (this.notifier) {
      const notice = (language: LanguageCode) => meetingChangeNotice(row, updated, null, language);
      await tellMembers(this.ctx.db, this.notifier, row.group_id, caller.userId, notice);
    }
    const [meeting] = await this.present([updated], caller.userId);
    return meeting as Meeting;
  }

  /** Cancels one date; those who said they would come are told by e-mail when `notify` is set. */
  async cancel(caller: Principal, meetingId: number, body: { reason?: string | null; notify: boolean }) {
    const row = await this.visible(caller, meetingId);
    if (row.status === 'cancelled') throw new AppError('CONFLICT', 'The meeting is already cancelled');
    const stamp = toStamp(this.ctx.clock.now());
    const updated = await this.ctx.db.transaction().execute(async (trx) => {
      const saved = await updateMeetingRow(trx, meetingId, { status: 'cancelled', updated_at: stamp });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: 'meeting.cancelled',
        targetType: 'meeting',
        targetId: meetingId,
        summary: `${row.title} on ${row.starts_at.slice(0, 10)} cancelled${body.reason ? `: ${body.reason}` : ''}`,
        at: stamp,
      });
      if (body.notify) {
        for (const person of await selectComingEmails(trx, meetingId)) {
          // Each in their language, else the chapter's (read with their address).
          const language = textLanguage(person.preferred_language, row.group_language);
          await this.ctx.mail.enqueue(trx, { to: person.email, ...cancelledEmail(row, body.reason ?? null, language) });
        }
      }
      return saved;
    });
    this.ctx.mail.flush();
    // The list and devices hear of it whatever `notify` says: that switch is about the e-mail.
    if (this.notifier) {
      const notice = (language: LanguageCode) => meetingChangeNotice(row, updated, body.reason ?? null, language);
      await tellMembers(this.ctx.db, this.notifier, row.group_id, caller.userId, notice);
    }
    const [meeting] = await this.present([updated], caller.userId);
    return meeting as Meeting;
  }

  async rsvp(caller: Principal, meetingId: number, response: RsvpResponse) {
    const row = await this.visible(caller, meetingId);
    if (row.status === 'cancelled') throw new AppError('CONFLICT', 'The meeting was cancelled');
    await upsertRsvp(this.ctx.db, meetingId, caller.userId, response, toStamp(this.ctx.clock.now()));
    const { counts } = await rsvpSummaries(this.ctx.db, [meetingId], caller.userId);
    return { response, rsvpCounts: counts.get(meetingId) ?? { attending: 0, tentative: 0, not_attending: 0 } };
  }

  async schedule(caller: Principal, groupId: number | undefined): Promise<GroupSchedule> {
    const group = await findGroup(this.ctx.db, targetGroup(caller, groupId));
    if (!group) throw notFound('Group');
    return {
      groupId: group.id,
      weekday: group.meeting_weekday,
      startTime: group.meeting_time,
      durationMinutes: group.meeting_duration_minutes,
      timezone: group.timezone,
      location: group.meeting_location,
      onlineLink: group.meeting_online_link,
    };
  }

  /**
   * Changes the weekly schedule. Future generated meetings nobody edited are replaced by the new schedule's;
   * edited or cancelled ones stay as they are.
   */
  async updateSchedule(caller: Principal, body: UpdateSchedule): Promise<GroupSchedule> {
    const groupId = targetGroup(caller, body.groupId);
    const now = this.ctx.clock.now();
    const stamp = toStamp(now);
    await this.ctx.db.transaction().execute(async (trx) => {
      await updateGroupSchedule(trx, groupId, {
        meeting_weekday: body.weekday,
        meeting_time: body.startTime,
        meeting_duration_minutes: body.durationMinutes,
        timezone: body.timezone,
        meeting_location: body.location ?? null,
        meeting_online_link: body.onlineLink ?? null,
        updated_at: stamp,
      });
      await deleteUntouchedGenerated(trx, groupId, stamp);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId,
        action: 'group.schedule_changed',
        targetType: 'group',
        targetId: groupId,
        summary: `Weekly meeting: day ${body.weekday ?? 'none'} at ${body.startTime} (${body.timezone}), ${body.durationMinutes} min`,
        at: stamp,
      });
    });
    this.generatedOn.delete(groupId);
    await this.ensureGenerated(groupId);
    return this.schedule(caller, groupId);
  }
}
