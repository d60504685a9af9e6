import { randomInt } from 'node:crypto';
import type {
  GroupDetail,
  GroupListPage,
  GroupSummaryItem,
  groupFields,
  groupListQuery,
  OverrideItem,
  RolesView,
} from '@chapter/shared/groups.schemas';
import { hasAnyPermission, hasPermission } from '@chapter/shared/permissions';
import { channels } from '@chapter/shared/realtime.schemas';
import { type PermissionOverride, permissionMatrix } from '@chapter/shared/role-permissions';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { flag, isSet, toStamp } from '../../db/sql-values.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { checkOverrides, describeOverrideChange, editableRoles } from '../../lib/override-rules.ts';
import { type Principal, selectOverrides } from '../../lib/principal.ts';
import { GENERATE_AHEAD_DAYS, scheduledOccurrences } from '../meetings/meeting-schedule.ts';
import { deleteUntouchedGenerated, insertGenerated } from '../meetings/meetings.repository.ts';
import {
  countMembersByStatus,
  countRoles,
  findGroup,
  type GroupRow,
  insertGroup,
  replaceLayerOverrides,
  selectGroupPage,
  selectLayerOverrides,
  updateGroup,
} from './groups.repository.ts';

type Fields = z.output<typeof groupFields>;
type ListParams = z.output<typeof groupListQuery>;

/** Column names of the editable fields. */
/** Columns that shape the weekly meetings: changing one replaces the calendar's future generated meetings. */
const SCHEDULE_COLUMNS = [
  'timezone',
  'meeting_weekday',
  'meeting_time',
  'meeting_duration_minutes',
  'meeting_location',
  'meeting_online_link',
];

/**
 * The calendar follows a schedule edited here exactly as it follows PUT /api/meetings/schedule: future generated
 * meetings nobody edited are replaced by the new schedule's (edited or cancelled ones stay).
 */
async function replaceScheduledMeetings(trx: Db, groupId: number, now: Date, stamp: string): Promise<void> {
  await deleteUntouchedGenerated(trx, groupId, stamp);
  const updated = await findGroup(trx, groupId);
  if (updated?.status !== 'active') return;
  const day = 86_400_000;
  const from = new Date(now.getTime() - day);
  await insertGenerated(
    trx,
    scheduledOccurrences(updated, from, new Date(now.getTime() + GENERATE_AHEAD_DAYS * day), stamp),
  );
}

const COLUMNS = {
  name: 'name',
  status: 'status',
  capacity: 'capacity',
  acceptingMembers: 'accepting_members',
  timezone: 'timezone',
  allowSubstituteLogin: 'allow_substitute_login',
  meetingWeekday: 'meeting_weekday',
  meetingTime: 'meeting_time',
  meetingDurationMinutes: 'meeting_duration_minutes',
  meetingLocation: 'meeting_location',
  meetingOnlineLink: 'meeting_online_link',
  channelVisitors: 'channel_visitors',
  language: 'language',
  currency: 'currency',
  referralReminderDays: 'referral_reminder_days',
  detailedReferralSteps: 'detailed_referral_steps',
  channelSubstitutes: 'channel_substitutes',
} as const;

const newCode = () => String(randomInt(100000, 1000000));

/** Groups (chapters): list, create, settings, join code and per-group role permissions. */
export class GroupsService {
  constructor(private readonly ctx: AppContext) {}

  /** Platform managers and viewers see every group; a group's own manager sees theirs alone. */
  private platformWide(caller: Principal): boolean {
    return hasAnyPermission(caller, ['manage_groups', 'view_groups']);
  }

  private async visible(caller: Principal, groupId: number): Promise<GroupRow> {
    const group = await findGroup(this.ctx.db, groupId);
    if (!group || (!this.platformWide(caller) && group.id !== caller.groupId)) throw notFound('Group');
    return group;
  }

  private async editable(caller: Principal, groupId: number): Promise<GroupRow> {
    const group = await this.visible(caller, groupId);
    const ok =
      hasPermission(caller, 'manage_groups') || (hasPermission(caller, 'manage_group') && group.id === caller.groupId);
    if (!ok) throw new AppError('PERMISSION_DENIED', 'You can view this group but not change it');
    return group;
  }

  async list(caller: Principal, params: ListParams): Promise<GroupListPage> {
    const onlyId = this.platformWide(caller) ? undefined : (caller.groupId ?? -1);
    const after = decodeCursor(params.cursor);
    const rows = await selectGroupPage(
      this.ctx.db,
      { q: params.q, status: params.status, onlyId },
      after,
      params.limit + 1,
    );
    const page = rows.slice(0, params.limit);
    const counts = await countMembersByStatus(
      this.ctx.db,
      page.map((g) => g.id),
    );
    const last = page.at(-1);
    return {
      items: page.map((g) => this.summary(g, counts.get(g.id))),
      nextCursor: rows.length > params.limit && last ? encodeCursor([last.name, last.id]) : null,
    };
  }

  async detail(caller: Principal, groupId: number): Promise<GroupDetail> {
    return this.present(await this.visible(caller, groupId));
  }

  /** A new group with a fresh unique join code (manage_groups). */
  async create(caller: Principal, fields: Fields): Promise<GroupDetail> {
    const stamp = toStamp(this.ctx.clock.now());
    for (let attempt = 0; ; attempt++) {
      try {
        const id = await this.ctx.db.transaction().execute(async (trx) => {
          const groupId = await insertGroup(trx, {
            name: fields.name,
            status: fields.status,
            code: newCode(),
            capacity: fields.capacity,
            accepting_members: flag(fields.acceptingMembers),
            timezone: fields.timezone,
            allow_substitute_login: flag(fields.allowSubstituteLogin),
            meeting_weekday: fields.meetingWeekday,
            meeting_time: fields.meetingTime,
            meeting_duration_minutes: fields.meetingDurationMinutes,
            meeting_location: fields.meetingLocation ?? null,
            meeting_online_link: fields.meetingOnlineLink ?? null,
            // Visitors are prospects: the chapter's own talk stays with its members unless the group opens it.
            channel_visitors: fields.channelVisitors ?? 'none',
            // A substitute stands in at meetings, so they read what the chapter announces there.
            channel_substitutes: fields.channelSubstitutes ?? 'read',
            language: fields.language ?? 'en',
            currency: fields.currency ?? null,
            referral_reminder_days: fields.referralReminderDays === undefined ? 7 : fields.referralReminderDays,
            detailed_referral_steps: flag(fields.detailedReferralSteps ?? false),
            image_url: null,
            created_at: stamp,
            updated_at: stamp,
          });
          await this.audit(
            trx,
            caller,
            groupId,
            'group.created',
            `Group ${fields.name} created (${fields.status})`,
            stamp,
          );
          return groupId;
        });
        return this.detail(caller, id);
      } catch (err) {
        // A code collision (1 in 900,000 per group) is retried with another code.
        if (!isUniqueViolation(err) || attempt >= 4) throw err;
      }
    }
  }

  /** Changes the given settings; the audit entry lists each change. */
  async update(caller: Principal, groupId: number, changes: Partial<Fields>): Promise<GroupDetail> {
    const group = await this.editable(caller, groupId);
    const stamp = toStamp(this.ctx.clock.now());
    const set: Record<string, unknown> = {};
    const said: string[] = [];
    for (const [field, column] of Object.entries(COLUMNS) as Array<[keyof Fields, keyof GroupRow]>) {
      const value = changes[field];
      if (value === undefined) continue;
      const stored = typeof value === 'boolean' ? flag(value) : value;
      if (group[column] === stored) continue;
      set[column] = stored;
      said.push(`${field} ${String(group[column] ?? '—')} → ${String(value ?? '—')}`);
    }
    if (said.length === 0) return this.present(group);
    await this.ctx.db.transaction().execute(async (trx) => {
      await updateGroup(trx, groupId, { ...set, updated_at: stamp });
      if (SCHEDULE_COLUMNS.some((c) => c in set))
        await replaceScheduledMeetings(trx, groupId, this.ctx.clock.now(), stamp);
      await this.audit(trx, caller, groupId, 'group.updated', `${group.name}: ${said.join('; ')}`, stamp);
    });
    // Visitors or substitutes who may no longer read the chapter channel stop receiving it at once.
    if ('channel_visitors' in set || 'channel_substitutes' in set)
      await this.ctx.realtime.recheckChannel(channels.chapter(groupId));
    return this.detail(caller, groupId);
  }

  /** A new join code; the old one stops working at once. */
  async rotateCode(caller: Principal, groupId: number): Promise<GroupDetail> {
    const group = await this.editable(caller, groupId);
    const stamp = toStamp(this.ctx.clock.now());
    for (let attempt = 0; ; attempt++) {
      try {
        await this.ctx.db.transaction().execute(async (trx) => {
          await updateGroup(trx, groupId, { code: newCode(), updated_at: stamp });
          await this.audit(trx, caller, groupId, 'group.code_rotated', `${group.name}: join code changed`, stamp);
        });
        return this.detail(caller, groupId);
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 4) throw err;
      }
    }
  }

  /** The group's role × permission matrix: the platform's matrix as base, the group's overrides on top. */
  async roles(caller: Principal, groupId: number, message?: string): Promise<RolesView> {
    const group = await this.visible(caller, groupId);
    const all = await selectOverrides(this.ctx.db, group.id);
    const platform = all.filter((o) => o.groupId === 0);
    const canEdit =
      hasPermission(caller, 'manage_groups') || (hasPermission(caller, 'manage_group') && group.id === caller.groupId);
    return {
      base: permissionMatrix(platform, null),
      overrides: all.filter((o) => o.groupId === group.id).map(toItem),
      effective: permissionMatrix(all, group.id),
      roleCounts: await countRoles(this.ctx.db, group.id),
      editableRoles: canEdit ? editableRoles(caller) : [],
      ...(message && { message }),
    };
  }

  /** Replaces the group's overrides: the next request of every member, and their open sockets, follow at once. */
  async saveRoles(caller: Principal, groupId: number, requested: OverrideItem[]): Promise<RolesView> {
    const group = await this.editable(caller, groupId);
    const platform = (await selectOverrides(this.ctx.db, null)).filter((o) => o.groupId === 0);
    const before = (await selectLayerOverrides(this.ctx.db, group.id)).map((r) =>
      toItem({ groupId: group.id, role: r.role, permission: r.permission, granted: isSet(r.granted) }),
    );
    const next = checkOverrides(caller, 'group', before, requested, permissionMatrix(platform, null));
    const stamp = toStamp(this.ctx.clock.now());
    const summary = describeOverrideChange(before, next);
    await this.ctx.db.transaction().execute(async (trx) => {
      await replaceLayerOverrides(trx, group.id, next, caller.userId, stamp);
      await this.audit(trx, caller, group.id, 'group.permissions_changed', `${group.name}: ${summary}`, stamp);
    });
    // Open sockets follow too: a grid or channel whose right the role lost stops at once (docs/realtime.md).
    await this.ctx.realtime.recheckRights(group.id);
    return this.roles(caller, groupId, `Saved: ${summary}`);
  }

  private audit(db: Db, caller: Principal, groupId: number, action: string, summary: string, at: string) {
    return writeAudit(db, {
      actorId: caller.userId,
      groupId,
      action,
      targetType: 'group',
      targetId: groupId,
      summary,
      at,
    });
  }

  private summary(g: GroupRow, counts: { active: number; pending: number } | undefined): GroupSummaryItem {
    return {
      id: g.id,
      name: g.name,
      status: g.status,
      code: g.code,
      capacity: g.capacity,
      acceptingMembers: isSet(g.accepting_members),
      activeMembers: counts?.active ?? 0,
      pendingMembers: counts?.pending ?? 0,
    };
  }

  private async present(g: GroupRow): Promise<GroupDetail> {
    const counts = await countMembersByStatus(this.ctx.db, [g.id]);
    return {
      ...this.summary(g, counts.get(g.id)),
      timezone: g.timezone,
      allowSubstituteLogin: isSet(g.allow_substitute_login),
      meetingWeekday: g.meeting_weekday,
      meetingTime: g.meeting_time,
      meetingDurationMinutes: g.meeting_duration_minutes,
      meetingLocation: g.meeting_location,
      meetingOnlineLink: g.meeting_online_link,
      channelVisitors: g.channel_visitors,
      channelSubstitutes: g.channel_substitutes,
      language: g.language,
      currency: g.currency as GroupDetail['currency'],
      referralReminderDays: g.referral_reminder_days,
      detailedReferralSteps: isSet(g.detailed_referral_steps),
      roleCounts: await countRoles(this.ctx.db, g.id),
      createdAt: g.created_at,
      updatedAt: g.updated_at,
    };
  }
}

const toItem = (o: PermissionOverride): OverrideItem => ({
  role: o.role as OverrideItem['role'],
  permission: o.permission as OverrideItem['permission'],
  granted: o.granted,
});
