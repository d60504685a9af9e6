import {
  type AgendaSegment,
  type AgendaTemplate,
  agendaSegments,
  type MeetingAgenda,
  STANDARD_AGENDA,
} from '@chapter/shared/agenda.schemas';
import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup, targetGroup } from '../../kernel/group-scope.ts';
import { activeMembersAmong } from '../../kernel/memberships.repository.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { findGroup, findMeeting } from '../meetings/meetings.repository.ts';
import {
  deleteMeetingAgenda,
  selectMeetingAgenda,
  selectTemplate,
  upsertMeetingAgenda,
  upsertTemplate,
} from './agenda.repository.ts';

/** Rows were validated when written; a row that no longer parses (a schema change) falls back, never fails a read. */
function parseSegments(json: string | undefined): AgendaSegment[] | null {
  if (json === undefined) return null;
  const parsed = agendaSegments.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/** The segments a meeting runs by: its own agenda, else the chapter's template, else the standard one. */
export async function segmentsOfMeeting(db: Db, meetingId: number, groupId: number): Promise<AgendaSegment[]> {
  const [own, template] = await Promise.all([selectMeetingAgenda(db, meetingId), selectTemplate(db, groupId)]);
  return parseSegments(own?.segments) ?? parseSegments(template?.segments) ?? [...STANDARD_AGENDA];
}

const total = (segments: readonly AgendaSegment[]) => segments.reduce((sum, s) => sum + s.minutes, 0);
const leadIds = (segments: readonly AgendaSegment[]) => [
  ...new Set(segments.flatMap((s) => (s.leadUserId === null ? [] : [s.leadUserId]))),
];

/**
 * The weekly meeting's agenda (docs/meeting-mode.md): the chapter's template, which leaders with manage_meetings
 * edit, and each meeting's own copy, made when a leader changes that meeting's agenda and dropped to follow the
 * template again. The members of the chapter read a meeting's agenda.
 */
export class AgendaService {
  constructor(private readonly ctx: AppContext) {}

  async template(caller: Principal, groupId: number | undefined): Promise<AgendaTemplate> {
    const id = targetGroup(caller, groupId);
    if (!(await findGroup(this.ctx.db, id))) throw notFound('Group');
    const row = await selectTemplate(this.ctx.db, id);
    const segments = parseSegments(row?.segments);
    const list = segments ?? [...STANDARD_AGENDA];
    return {
      groupId: id,
      custom: segments !== null,
      segments: list,
      totalMinutes: total(list),
      updatedAt: row?.updated_at ?? null,
    };
  }

  async updateTemplate(
    caller: Principal,
    body: { groupId?: number | undefined; segments: AgendaSegment[] },
  ): Promise<AgendaTemplate> {
    const id = targetGroup(caller, body.groupId);
    if (!(await findGroup(this.ctx.db, id))) throw notFound('Group');
    await this.checkLeads(id, body.segments);
    const at = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await upsertTemplate(trx, id, JSON.stringify(body.segments), caller.userId, at);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: id,
        action: 'agenda.template_changed',
        targetType: 'group',
        targetId: id,
        summary: `Agenda template: ${body.segments.length} segments, ${total(body.segments)} min`,
        at,
      });
    });
    return this.template(caller, id);
  }

  async meetingAgenda(caller: Principal, meetingId: number): Promise<MeetingAgenda> {
    const meeting = await this.visible(caller, meetingId);
    const [own, template] = await Promise.all([
      selectMeetingAgenda(this.ctx.db, meetingId),
      selectTemplate(this.ctx.db, meeting.group_id),
    ]);
    const mine = parseSegments(own?.segments);
    const segments = mine ?? parseSegments(template?.segments) ?? [...STANDARD_AGENDA];
    const leads = await activeMembersAmong(this.ctx.db, meeting.group_id, leadIds(segments));
    return {
      meetingId,
      source: mine ? 'meeting' : 'template',
      // A named leader who has since left the chapter is shown as nobody named.
      segments: segments.map((s) =>
        s.leadUserId !== null && !leads.some((l) => l.id === s.leadUserId) ? { ...s, leadUserId: null } : s,
      ),
      totalMinutes: total(segments),
      leads: leads.sort((a, b) => a.name.localeCompare(b.name)),
      updatedAt: (mine ? own?.updated_at : template?.updated_at) ?? null,
    };
  }

  async updateMeetingAgenda(caller: Principal, meetingId: number, segments: AgendaSegment[]): Promise<MeetingAgenda> {
    const meeting = await this.changeable(caller, meetingId);
    await this.checkLeads(meeting.group_id, segments);
    const at = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await upsertMeetingAgenda(trx, meetingId, JSON.stringify(segments), caller.userId, at);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: meeting.group_id,
        action: 'agenda.meeting_changed',
        targetType: 'meeting',
        targetId: meetingId,
        summary: `Agenda of ${meeting.title}: ${segments.length} segments, ${total(segments)} min`,
        at,
      });
    });
    return this.meetingAgenda(caller, meetingId);
  }

  /** Drops the meeting's own agenda: it follows the chapter's template again. */
  async resetMeetingAgenda(caller: Principal, meetingId: number): Promise<MeetingAgenda> {
    const meeting = await this.changeable(caller, meetingId);
    const at = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await deleteMeetingAgenda(trx, meetingId);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: meeting.group_id,
        action: 'agenda.meeting_reset',
        targetType: 'meeting',
        targetId: meetingId,
        summary: `Agenda of ${meeting.title}: back to the chapter's template`,
        at,
      });
    });
    return this.meetingAgenda(caller, meetingId);
  }

  private async visible(caller: Principal, meetingId: number) {
    const row = await findMeeting(this.ctx.db, meetingId);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Meeting');
    return row;
  }

  /** A cancelled meeting, or one that has ended, keeps the agenda it had. */
  private async changeable(caller: Principal, meetingId: number) {
    const meeting = await this.visible(caller, meetingId);
    if (meeting.status === 'cancelled') throw new AppError('CONFLICT', 'The meeting was cancelled');
    if (Date.parse(meeting.ends_at) <= this.ctx.clock.now().getTime()) {
      throw new AppError('CONFLICT', 'The meeting has ended: its agenda is kept as it was');
    }
    return meeting;
  }

  /** Each segment's leader must be an active member of the chapter (not a visitor or a substitute). */
  private async checkLeads(groupId: number, segments: readonly AgendaSegment[]): Promise<void> {
    const members = new Set((await activeMembersAmong(this.ctx.db, groupId, leadIds(segments))).map((m) => m.id));
    const wrong = segments.flatMap((s, i) =>
      s.leadUserId !== null && !members.has(s.leadUserId)
        ? [{ field: `segments.${i}.leadUserId`, message: 'Not an active member of this chapter' }]
        : [],
    );
    if (wrong.length > 0)
      throw validationError('A segment is led by someone who is not a member of this chapter', wrong);
  }
}
