import type {
  AttendanceConflict,
  AttendanceEvent,
  AttendanceSheet,
  AttendanceStatus,
  DoorSubstituteHistory,
  DoorSubstituteInput,
  RecordAttendance,
  WalkIn,
} from '@chapter/shared/meetings.schemas';
import type { AttendanceReport, PalmsPaper } from '@chapter/shared/palms.schemas';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { publishAfterCommit } from '../../realtime/publish-after-commit.ts';
import { textLanguageOf } from '../notifications/text-languages.ts';
import {
  checkIn,
  checkOut,
  deleteAttendance,
  findVisitorByEmail,
  insertAttendanceIfAbsent,
  insertVisitor,
  refreshFirstVisit,
  selectSheetMembers,
  selectSheetVisitors,
  upsertAttendance,
} from './attendance.repository.ts';
import {
  findDoorSubstitute,
  findDoorSubstituteById,
  findMemberSubstitution,
  phoneDigits,
  saveDoorSubstitute,
  selectDoorSubstituteVisits,
} from './door-substitutes.repository.ts';
import type { MeetingsService } from './meetings.service.ts';
import { palmsPdf } from './palms-pdf.ts';
import { palmsCsv, palmsReport } from './palms-report.ts';
import { insertSubstitution, updateSubstitution } from './substitutions.repository.ts';

/** The meeting fields a sheet needs. */
interface SheetMeeting {
  id: number;
  group_id: number;
  title: string;
  starts_at: string;
  status: AttendanceSheet['status'];
}

/** Attendance can be taken from this long before the start (setting up at the door). */
const OPENS_BEFORE_MS = 12 * 3_600_000;

/** PALMS attendance: one sheet per meeting, recorded with record_attendance; reports per period. */
export class AttendanceService {
  constructor(
    private readonly ctx: AppContext,
    private readonly meetings: MeetingsService,
  ) {}

  async sheet(caller: Principal, meetingId: number): Promise<AttendanceSheet> {
    return this.sheetOf(await this.meetings.visible(caller, meetingId));
  }

  private async sheetOf(m: SheetMeeting): Promise<AttendanceSheet> {
    const meetingId = m.id;
    const [members, visitors] = await Promise.all([
      selectSheetMembers(this.ctx.db, meetingId, m.group_id),
      selectSheetVisitors(this.ctx.db, meetingId, m.group_id),
    ]);
    return {
      meetingId,
      meetingTitle: m.title,
      startsAt: m.starts_at,
      status: m.status,
      members: members.map((r) => ({
        userId: r.id,
        name: r.name,
        classification: r.classification,
        role: r.role,
        status: r.status ?? null,
        substituteName: r.substitute_name ?? null,
        substituteId: r.door_substitute_id ?? null,
        rsvp: r.response ?? 'no_response',
      })),
      visitors: visitors.map((v) => ({
        visitorId: v.id,
        name: v.name,
        company: v.company,
        invitedByName: v.invited_by_name ?? null,
        checkedIn: v.checked_in_at !== null,
      })),
    };
  }

  /** The meeting, when its attendance can be taken now (not cancelled, on the day). */
  private async openSheet(caller: Principal, meetingId: number) {
    const m = await this.meetings.visible(caller, meetingId);
    if (m.status === 'cancelled') throw new AppError('CONFLICT', 'The meeting was cancelled');
    if (Date.parse(m.starts_at) - this.ctx.clock.now().getTime() > OPENS_BEFORE_MS) {
      throw new AppError('CONFLICT', 'Attendance opens on the day of the meeting');
    }
    return m;
  }

  /** Applies a batch of changes; a member or visitor not on the sheet fails the whole batch. */
  async record(
    caller: Principal,
    meetingId: number,
    body: Required<RecordAttendance>,
  ): Promise<AttendanceSheet & { conflicts: AttendanceConflict[] }> {
    const m = await this.openSheet(caller, meetingId);
    const now = this.ctx.clock.now();
    // The visitors are read only to check a batch that names some (a tap on a member's letter names none).
    const [current, currentVisitors] = await Promise.all([
      selectSheetMembers(this.ctx.db, meetingId, m.group_id),
      body.visitors.length > 0 ? selectSheetVisitors(this.ctx.db, meetingId, m.group_id) : [],
    ]);
    const memberIds = new Set(current.map((r) => r.id));
    const visitorIds = new Set(currentVisitors.map((v) => v.id));
    const unknownMember = body.members.find((e) => !memberIds.has(e.userId));
    if (unknownMember) {
      throw validationError('Not a member of this group', [{ field: 'members', message: `${unknownMember.userId}` }]);
    }
    const unknownVisitor = body.visitors.find((e) => !visitorIds.has(e.visitorId));
    if (unknownVisitor) {
      throw validationError('Not a visitor of this meeting', [
        { field: 'visitors', message: `${unknownVisitor.visitorId}` },
      ]);
    }
    // A mark queued offline says what it replaced: if another leader has since recorded something else, theirs
    // stands and the device is told (docs/installable-app.md). Sending the same mark again changes nothing.
    const stored = new Map(current.map((r) => [r.id, r]));
    const conflicts: AttendanceConflict[] = [];
    const apply = body.members.filter((e) => {
      const row = stored.get(e.userId);
      const theirs = row?.status ?? null;
      if (e.previous === undefined || theirs === e.previous || theirs === e.status) return true;
      conflicts.push({ userId: e.userId, name: row?.name ?? '', yours: e.status, theirs });
      return false;
    });
    const stamp = toStamp(now);
    const write = async (trx: Db) => {
      for (const e of apply) {
        if (e.status === null) await deleteAttendance(trx, meetingId, e.userId);
        else {
          await upsertAttendance(trx, {
            meeting_id: meetingId,
            user_id: e.userId,
            group_id: m.group_id,
            meeting_starts_at: m.starts_at,
            status: e.status,
            recorded_by: caller.userId,
            recorded_at: stamp,
          });
        }
      }
      for (const v of body.visitors) {
        if (v.checkedIn) await checkIn(trx, meetingId, v.visitorId, caller.userId, stamp);
        else await checkOut(trx, meetingId, v.visitorId);
        await refreshFirstVisit(trx, v.visitorId, stamp);
      }
    };
    // One mark is one statement, atomic by itself; a batch is all or nothing.
    if (apply.length === 1 && body.visitors.length === 0) await write(this.ctx.db);
    else if (apply.length > 0 || body.visitors.length > 0) await this.ctx.db.transaction().execute(write);
    if (apply.length > 0 || body.visitors.length > 0) {
      await this.publish(caller.userId, meetingId, {
        members: apply.map((e) => ({ userId: e.userId, status: e.status })),
        visitorsChanged: body.visitors.length > 0,
      });
    }
    return { ...(await this.sheetOf(m)), conflicts };
  }

  /**
   * A member marks themselves (check-in by code, docs/meeting-mode.md): one statement that writes only where no mark
   * stands, so a leader's mark made meanwhile is kept, and the door grid hears it. The caller has checked the meeting
   * and the seat; true when written.
   */
  async markSelf(m: SheetMeeting, userId: number, status: AttendanceStatus, at: string): Promise<boolean> {
    const written = await insertAttendanceIfAbsent(this.ctx.db, {
      meeting_id: m.id,
      user_id: userId,
      group_id: m.group_id,
      meeting_starts_at: m.starts_at,
      status,
      recorded_by: userId,
      recorded_at: at,
    });
    if (written) await this.publish(userId, m.id, { members: [{ userId, status }], visitorsChanged: false });
    return written;
  }

  /**
   * A visitor who walked in: a visitor record of the group checked in at this meeting (their first visit). A
   * visitor already known by the same e-mail (invited, or here before) is checked in instead of recorded twice.
   */
  async addWalkIn(caller: Principal, meetingId: number, body: WalkIn): Promise<AttendanceSheet> {
    const m = await this.openSheet(caller, meetingId);
    await this.recordWalkIn(m, body, caller.userId);
    return this.sheetOf(m);
  }

  /**
   * The walk-in's write, for a leader at the door (`by` them) or a visitor who scanned the screen's code (`by`
   * null, docs/meeting-mode.md "Check-in without the Secretary"); the door grid hears it either way.
   */
  async recordWalkIn(m: SheetMeeting, body: WalkIn, by: number | null): Promise<void> {
    const invitedBy = body.invitedBy ?? null;
    if (invitedBy !== null) {
      const members = await selectSheetMembers(this.ctx.db, m.id, m.group_id);
      if (!members.some((r) => r.id === invitedBy)) {
        throw validationError('Not a member of this group', [{ field: 'invitedBy', message: 'Choose a member' }]);
      }
    }
    const meetingId = m.id;
    const email = body.email?.toLowerCase() ?? '';
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      const known = email ? await findVisitorByEmail(trx, m.group_id, email) : undefined;
      const visitorId =
        known?.id ??
        (
          await insertVisitor(trx, {
            group_id: m.group_id,
            invited_by: invitedBy,
            meeting_id: meetingId,
            user_id: null,
            name: body.name,
            email,
            phone: body.phone ?? null,
            company: body.company ?? null,
            classification: body.classification ?? null,
            status: 'attended',
            notes: null,
            first_visit_meeting_id: null,
            first_visit_at: null,
            created_at: stamp,
            updated_at: stamp,
          })
        ).id;
      await checkIn(trx, meetingId, visitorId, by, stamp);
      await refreshFirstVisit(trx, visitorId, stamp);
      await writeAudit(trx, {
        actorId: by,
        groupId: m.group_id,
        action: 'visitor.walk_in',
        targetType: 'visitor',
        targetId: visitorId,
        summary: by === null ? `${body.name} signed in with the meeting's code` : `${body.name} checked in at the door`,
        at: stamp,
      });
    });
    await this.publish(by, meetingId, { members: [], visitorsChanged: true });
  }

  /**
   * A substitute who turned up for a member, recorded at the door by name, company and phone. The leader who saw
   * them is the approval, so the member counts as S at once. The same person (same phone digits, or e-mail) is
   * one record whose visits are their history; another leader records a substitute for the leader's own seat.
   */
  async recordDoorSubstitute(
    caller: Principal,
    meetingId: number,
    body: DoorSubstituteInput,
  ): Promise<AttendanceSheet> {
    const m = await this.openSheet(caller, meetingId);
    const members = await selectSheetMembers(this.ctx.db, meetingId, m.group_id);
    const member = members.find((r) => r.id === body.memberId);
    if (!member)
      throw validationError('Not a member of this group', [{ field: 'memberId', message: 'Choose a member' }]);
    if (member.id === caller.userId) {
      throw new AppError('PERMISSION_DENIED', 'Another leader records the substitute for your own seat');
    }
    const name = body.name.trim();
    const phone = body.phone.trim();
    const email = body.email?.toLowerCase() ?? null;
    const company = body.company?.trim() || null;
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      const known = await findDoorSubstitute(trx, m.group_id, phoneDigits(phone), email);
      const substituteId = await saveDoorSubstitute(trx, known?.id, {
        group_id: m.group_id,
        name,
        company,
        phone,
        email,
        at: stamp,
      });
      const decided = {
        substitute_user_id: null,
        substitute_name: name,
        substitute_email: email,
        door_substitute_id: substituteId,
        note: JSON.stringify({ substituteId: null, substituteName: name, substitutionStatus: 'approved', content: '' }),
        status: 'approved' as const,
        decided_by: caller.userId,
        decided_at: stamp,
        decision_reason: null,
        updated_at: stamp,
      };
      // One substitution per member and meeting: the person at the door replaces whatever was asked for.
      const existing = await findMemberSubstitution(trx, meetingId, member.id);
      if (existing) await updateSubstitution(trx, existing.id, decided);
      else {
        await insertSubstitution(trx, {
          ...decided,
          meeting_id: meetingId,
          group_id: m.group_id,
          member_id: member.id,
          created_at: stamp,
        });
      }
      await upsertAttendance(trx, {
        meeting_id: meetingId,
        user_id: member.id,
        group_id: m.group_id,
        meeting_starts_at: m.starts_at,
        status: 'substitute',
        recorded_by: caller.userId,
        recorded_at: stamp,
      });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: m.group_id,
        action: 'substitution.at_door',
        targetType: 'user',
        targetId: member.id,
        summary: `${name} substitutes for ${member.name} at ${m.title}, recorded at the door`,
        at: stamp,
      });
    });
    await this.publish(caller.userId, meetingId, {
      members: [{ userId: member.id, status: 'substitute' }],
      visitorsChanged: false,
    });
    return this.sheetOf(m);
  }

  /** A door substitute and the meetings they covered a member at, for the leaders of their group. */
  async doorSubstituteHistory(caller: Principal, substituteId: number): Promise<DoorSubstituteHistory> {
    const row = await findDoorSubstituteById(this.ctx.db, substituteId);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Substitute');
    const visits = await selectDoorSubstituteVisits(this.ctx.db, substituteId);
    return {
      id: row.id,
      name: row.name,
      company: row.company,
      phone: row.phone,
      email: row.email,
      visits: visits.map((v) => ({
        meetingId: v.meeting_id,
        meetingTitle: v.title,
        startsAt: v.starts_at,
        memberId: v.member_id,
        memberName: v.member_name,
      })),
    };
  }

  /** The other leaders at the door see the change live (docs/realtime.md, attendance:{meetingId}). */
  private publish(by: number | null, meetingId: number, change: Pick<AttendanceEvent, 'members' | 'visitorsChanged'>) {
    return publishAfterCommit(this.ctx, [
      {
        channel: channels.attendance(meetingId),
        event: { type: 'attendance_changed', meetingId, byUserId: by, ...change },
      },
    ]);
  }

  /** The PALMS report over local dates [from, to] in the group's time zone (palms-report.ts). */
  async report(caller: Principal, q: ReportQuery): Promise<AttendanceReport> {
    return (await palmsReport(this.ctx, caller, q)).report;
  }

  /** The report as CSV, its headers in the language of the member who downloads it. */
  async reportCsv(caller: Principal, q: ReportQuery): Promise<string> {
    const [report, language] = await Promise.all([this.report(caller, q), textLanguageOf(this.ctx.db, caller.userId)]);
    return palmsCsv(report, language);
  }

  /** The same report as a PDF laid out for the paper (palms-pdf.ts). */
  async reportPdf(caller: Principal, q: ReportQuery & { paper: PalmsPaper }): Promise<Buffer> {
    const { groupName, groupLanguage, report } = await palmsReport(this.ctx, caller, q);
    return palmsPdf(report, { groupName, language: groupLanguage, paper: q.paper, createdAt: this.ctx.clock.now() });
  }
}

type ReportQuery = { from: string; to: string; groupId?: number };
