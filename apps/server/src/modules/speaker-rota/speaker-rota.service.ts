import { hasPermission } from '@chapter/shared/permissions';
import {
  type FeaturePresentation,
  ROTA_LIMITS,
  type RotaPerson,
  type RotaSheet,
  type RotaSlot,
  type SpeakerRota,
} from '@chapter/shared/speaker-rota.schemas';
import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { inCallersGroup, targetGroup } from '../../kernel/group-scope.ts';
import { activeMembersAmong } from '../../kernel/memberships.repository.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { avatarPath } from '../../lib/avatar-path.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { addLocalDays, localParts, zonedToUtc } from '../../lib/zoned-time.ts';
import { findGroup, findMeeting } from '../meetings/meetings.repository.ts';
import {
  deleteSlot,
  findSlot,
  insertSlot,
  selectFeature,
  selectPeople,
  selectRotaMeetings,
  selectSlotsOf,
  updateSlot,
} from './speaker-rota.repository.ts';

const DAY_MS = 86_400_000;
const GAP_MS = ROTA_LIMITS.gapWeeks * 7 * DAY_MS;

type SheetRow = Record<'topic' | 'goals' | 'accomplishments' | 'interests' | 'networks' | 'skills', string | null>;

/** A slot's sheet: the talk's topic and the GAINS texts (a row of speaker_rota, or of the feature's statement). */
export const sheetOf = (row: SheetRow) => ({
  topic: row.topic,
  goals: row.goals,
  accomplishments: row.accomplishments,
  interests: row.interests,
  networks: row.networks,
  skills: row.skills,
});

/** A new presenter starts with an empty sheet and is reminded again. */
export const EMPTY_SHEET = {
  topic: null,
  goals: null,
  accomplishments: null,
  interests: null,
  networks: null,
  skills: null,
  reminded_at: null,
} as const;

type Person = Awaited<ReturnType<typeof selectPeople>>[number];
export type Meeting = NonNullable<Awaited<ReturnType<typeof findMeeting>>>;

const personOf = (p: Person | undefined): RotaPerson | null =>
  p ? { id: p.id, name: p.name, classification: p.classification, avatarUrl: avatarPath(p.id, p.avatar_key) } : null;

/**
 * The speaker rota (docs/meeting-mode.md "Built so far: the rota"): leaders with manage_meetings schedule each chapter
 * meeting's feature presentation; the chapter reads it. The presenter's own moves (a swap, their sheet) are in
 * speaker-rota-swaps.ts.
 */
export class SpeakerRotaService {
  constructor(protected readonly ctx: AppContext) {}

  /** The chapter meetings between two days of the group's calendar (default: today and the next 12 weeks). */
  async rota(caller: Principal, query: { groupId?: number | undefined; from?: string; to?: string }) {
    const groupId = targetGroup(caller, query.groupId);
    const group = await findGroup(this.ctx.db, groupId);
    if (!group) throw notFound('Group');
    const from = query.from ?? localParts(this.ctx.clock.now(), group.timezone).date;
    const to = query.to ?? addLocalDays(from, ROTA_LIMITS.windowWeeks * 7);
    if (to < from || Date.parse(to) - Date.parse(from) > ROTA_LIMITS.maxWindowDays * DAY_MS) {
      throw validationError(`Choose a window of at most ${ROTA_LIMITS.maxWindowDays} days`, [
        { field: 'to', message: `Choose a window of at most ${ROTA_LIMITS.maxWindowDays} days` },
      ]);
    }
    const rows = await selectRotaMeetings(
      this.ctx.db,
      groupId,
      toStamp(zonedToUtc(from, '00:00', group.timezone)),
      toStamp(zonedToUtc(addLocalDays(to, 1), '00:00', group.timezone)),
    );
    const ids = rows.flatMap((r) => [r.user_id, r.swap_with_user_id]).filter((id): id is number => id !== null);
    const people = new Map((await selectPeople(this.ctx.db, groupId, ids)).map((p) => [p.id, p]));
    const response: SpeakerRota = {
      groupId,
      from,
      to,
      slots: rows.map((r) => ({
        meetingId: r.id,
        title: r.title,
        startsAt: r.starts_at,
        timezone: r.timezone,
        meetingStatus: r.meeting_status === 'cancelled' ? 'cancelled' : 'scheduled',
        presenter: r.user_id === null ? null : personOf(people.get(r.user_id)),
        status: r.status,
        swapWith: r.swap_with_user_id === null ? null : personOf(people.get(r.swap_with_user_id)),
        topic: r.topic,
      })),
    };
    return response;
  }

  /** One slot as the rota lists it. */
  async slot(meetingId: number): Promise<RotaSlot> {
    const meeting = await findMeeting(this.ctx.db, meetingId);
    if (!meeting) throw notFound('Meeting');
    const row = await findSlot(this.ctx.db, meetingId);
    const ids = row ? [row.user_id, ...(row.swap_with_user_id === null ? [] : [row.swap_with_user_id])] : [];
    const people = new Map((await selectPeople(this.ctx.db, meeting.group_id, ids)).map((p) => [p.id, p]));
    return {
      meetingId,
      title: meeting.title,
      startsAt: meeting.starts_at,
      timezone: meeting.timezone,
      meetingStatus: meeting.status === 'cancelled' ? 'cancelled' : 'scheduled',
      presenter: row ? personOf(people.get(row.user_id)) : null,
      status: row?.status ?? null,
      swapWith: row?.swap_with_user_id ? personOf(people.get(row.swap_with_user_id)) : null,
      topic: row?.topic ?? null,
    };
  }

  /** A leader schedules a member to present, or clears the slot (`userId` null); a waiting swap is dropped. */
  async assign(caller: Principal, meetingId: number, userId: number | null): Promise<RotaSlot> {
    const meeting = await this.upcoming(caller, meetingId);
    const db = this.ctx.db;
    const at = toStamp(this.ctx.clock.now());
    const before = await findSlot(db, meetingId);
    if (userId === null) {
      if (before) {
        await db.transaction().execute(async (trx) => {
          await deleteSlot(trx, meetingId);
          await this.audit(trx, caller, meeting, 'rota.cleared', `Feature presentation of ${meeting.title} cleared`);
        });
      }
      return this.slot(meetingId);
    }
    if ((await activeMembersAmong(db, meeting.group_id, [userId])).length === 0) {
      throw validationError('The presenter must be an active member of this chapter', [
        { field: 'userId', message: 'Not an active member of this chapter' },
      ]);
    }
    if (before?.user_id === userId) return this.slot(meetingId);
    await this.checkGap(db, meeting.group_id, userId, meeting, [meetingId]);
    const [person] = await selectPeople(db, meeting.group_id, [userId]);
    await db.transaction().execute(async (trx) => {
      if (before) {
        await updateSlot(trx, meetingId, {
          user_id: userId,
          status: 'scheduled',
          swap_with_user_id: null,
          ...EMPTY_SHEET,
          updated_at: at,
        });
      } else {
        await insertSlot(trx, { meetingId, groupId: meeting.group_id, userId, at });
      }
      const summary = `Feature presentation of ${meeting.title}: ${person?.name ?? userId}`;
      await this.audit(trx, caller, meeting, 'rota.assigned', summary);
    });
    return this.slot(meetingId);
  }

  /** The meeting's presenter, their profile and their sheet for the talk, or null: one statement. */
  async feature(caller: Principal, meetingId: number): Promise<FeaturePresentation | null> {
    const row = await selectFeature(this.ctx.db, meetingId);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Meeting');
    if (row.user_id === null || row.name === null) return null;
    return {
      meetingId,
      presenter: {
        id: row.user_id,
        name: row.name,
        classification: row.classification,
        avatarUrl: avatarPath(row.user_id, row.avatar_key),
        company: row.company_name,
        bio: row.bio,
      },
      sheet: sheetOf(row),
    };
  }

  /** The presenter writes their topic and GAINS; a leader with manage_meetings may too (audit-logged). */
  async updateSheet(caller: Principal, meetingId: number, sheet: RotaSheet): Promise<FeaturePresentation | null> {
    const meeting = await this.upcoming(caller, meetingId);
    const slot = await findSlot(this.ctx.db, meetingId);
    if (!slot) throw new AppError('CONFLICT', 'Nobody is scheduled to present at this meeting');
    const leader = hasPermission(caller, 'manage_meetings');
    if (slot.user_id !== caller.userId && !leader) {
      throw new AppError(
        'PERMISSION_DENIED',
        'Only the presenter or a leader who manages meetings can change this sheet',
      );
    }
    await this.ctx.db.transaction().execute(async (trx) => {
      // Written only while the slot is still the presenter's it was read as: a swap taken meanwhile wins.
      const still = await updateSlot(
        trx,
        meetingId,
        { ...sheet, updated_at: toStamp(this.ctx.clock.now()) },
        { userId: slot.user_id },
      );
      if (!still) throw new AppError('CONFLICT', 'The presenter of this meeting has changed: read the rota again');
      if (slot.user_id !== caller.userId) {
        const summary = `Feature presentation sheet of ${meeting.title} changed`;
        await this.audit(trx, caller, meeting, 'rota.sheet_changed', summary);
      }
    });
    return this.feature(caller, meetingId);
  }

  /**
   * The simple rule of docs/meeting-mode.md "Built so far: the rota": a member presents at most once in four weeks, so
   * a slot less than four weeks from another of theirs is refused. `ignoring`: slots that move in the same change.
   */
  protected async checkGap(
    db: Db,
    groupId: number,
    userId: number,
    meeting: Pick<Meeting, 'starts_at'>,
    ignoring: readonly number[],
  ): Promise<void> {
    const start = Date.parse(meeting.starts_at);
    const others = await selectSlotsOf(db, groupId, userId, toStamp(new Date(start - GAP_MS)));
    const near = others.find(
      (o) =>
        !ignoring.includes(o.meeting_id) &&
        o.meeting_status !== 'cancelled' &&
        Math.abs(Date.parse(o.starts_at) - start) < GAP_MS,
    );
    if (!near) return;
    const [person] = await selectPeople(db, groupId, [userId]);
    const date = localParts(new Date(near.starts_at), near.timezone).date;
    const message = `${person?.name ?? 'This member'} already presents on ${date}: at most once in ${ROTA_LIMITS.gapWeeks} weeks`;
    throw validationError(message, [{ field: 'userId', message }]);
  }

  /** A chapter meeting of the caller's group that has not begun and is not cancelled. */
  protected async upcoming(caller: Principal, meetingId: number): Promise<Meeting> {
    const meeting = await findMeeting(this.ctx.db, meetingId);
    if (!meeting || !inCallersGroup(caller, meeting.group_id)) throw notFound('Meeting');
    if (meeting.type !== 'chapter') {
      throw new AppError('CONFLICT', 'Only a chapter meeting has a feature presentation');
    }
    if (meeting.status === 'cancelled') throw new AppError('CONFLICT', 'The meeting was cancelled');
    if (Date.parse(meeting.starts_at) <= this.ctx.clock.now().getTime()) {
      throw new AppError('CONFLICT', 'The meeting has begun: its feature presentation is kept as it was');
    }
    return meeting;
  }

  protected audit(db: Db, caller: Principal, meeting: Meeting, action: string, summary: string) {
    return writeAudit(db, {
      actorId: caller.userId,
      groupId: meeting.group_id,
      action,
      targetType: 'meeting',
      targetId: meeting.id,
      summary,
      at: toStamp(this.ctx.clock.now()),
    });
  }
}
