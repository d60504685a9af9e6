import { createHash } from 'node:crypto';
import type {
  ActivityDetail,
  ActivityPage,
  ActivityPartners,
  ActivityRecord,
  ActivityUnreadCounts,
  activityListQuery,
  CreateActivityRequest,
  createActivityRequest,
  UpdateActivityRequest,
} from '@chapter/shared/activity.schemas';
import { toCsv } from '@chapter/shared/csv';
import { ROLES, type RoleName, toRole } from '@chapter/shared/roles';
import type { z } from 'zod';
import type { ActivityType } from '../../db/schema-activity.ts';
import { toStamp } from '../../db/sql-values.ts';
import { scopeGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Notifier, Telling } from '../../lib/notifier.ts';
import type { Principal } from '../../lib/principal.ts';
import { selectGroupHolders } from '../../lib/principal.ts';
import { tellingsFor, textLanguageOf, textLanguagesOf } from '../notifications/text-languages.ts';
import { describe, presentActivity, presentHistory } from './activity.presenter.ts';
import {
  type ActivityRow,
  type Box,
  clearUnread,
  clearUnreadRecord,
  findActiveMember,
  findActivity,
  findByClientRequest,
  findGroupCalendar,
  insertActivity,
  insertHistory,
  selectActivityPage,
  selectHistory,
  selectPartnerRecords,
  updateActivity,
} from './activity.repository.ts';
import { checkPastDay, checkScheduled, checkWeekOpen, dateBounds, dateBoundsOf } from './activity-dates.ts';
import { buildNewRecord, editedValues } from './activity-fields.ts';
import { boxOf, markChangedFor, publishChange, publishSeen, unreadCounts } from './activity-notify.ts';
import { PARTNER_RECORDS_READ, PARTNER_WINDOW_DAYS, rankPartners } from './activity-partners.ts';
import { APPROVER_PERMISSION, approvalNotice, newRecordNotice } from './activity-push.ts';
import { deleteActivity } from './activity-removal.ts';
import { actionsFor, canSee, isLeader, keepsPalms } from './activity-rules.ts';
import { activityText } from './messages.ts';

type ListQuery = z.output<typeof activityListQuery>;

/** Roles that can see activity and so can be given it (everyone but Visitor and Substitute). */
const ACTIVITY_RECIPIENT_ROLES: ReadonlySet<RoleName> = new Set(
  ROLES.filter((r) => r !== 'Visitor' && r !== 'Substitute'),
);

/** The create request without its id, keys sorted: the same request sent twice gives the same hash. */
function requestHash(body: CreateBody): string {
  const { clientRequestId: _id, ...rest } = body;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}
type CreateBody = z.output<typeof createActivityRequest>;
const EXPORT_PAGE = 500;
const CSV_COLUMNS = [
  'id',
  'type',
  'date',
  'created',
  'giver',
  'receiver',
  'status',
  'approval',
  'amount',
  'currency',
  'credits',
  'summary',
] as const;

/** Creating, listing, reading and editing activity records; unread counts and seen marking. */
export class ActivityService {
  constructor(
    private readonly ctx: AppContext,
    private readonly notifier?: Notifier,
  ) {}

  /** Leaders who decide on a record waiting for approval (nobody decides on their own records). */
  private async approversOf(row: ActivityRow): Promise<number[]> {
    const permission = APPROVER_PERMISSION[row.type];
    if (row.approval_status !== 'pending' || !permission) return [];
    return (await selectGroupHolders(this.ctx.db, row.group_id, permission))
      .map((a) => a.id)
      .filter((id) => id !== row.giver_id && id !== row.receiver_id);
  }

  /**
   * The receiver hears of a new record and the approvers of one waiting for them, each in their language (the
   * languages of all of them read by one query).
   */
  private async tellingsOf(row: ActivityRow, actorId: number): Promise<Telling[]> {
    const receiver = row.receiver_id !== actorId && row.type !== 'training_credit' ? [row.receiver_id] : [];
    const approvers = await this.approversOf(row);
    const languages = await textLanguagesOf(this.ctx.db, [...receiver, ...approvers]);
    const tellings: Telling[] = [];
    for (const id of receiver) {
      const notice = newRecordNotice(row, languages.get(id) ?? 'en');
      if (notice) tellings.push({ to: [id], notice });
    }
    return [...tellings, ...tellingsFor(languages, approvers, (language) => approvalNotice(row, language))];
  }

  /** A record the caller may see, or 404 (other groups' records, private testimonials). */
  async visible(caller: Principal, id: number): Promise<ActivityRow> {
    const row = await findActivity(this.ctx.db, id, this.ctx.clock.now());
    if (!row || !canSee(caller, row)) throw notFound('Activity');
    return row;
  }

  present(caller: Principal, row: ActivityRow, unread = false): ActivityRecord {
    return presentActivity(caller, row, unread, this.ctx.clock.now());
  }

  /**
   * Stores a record once per (giver, clientRequestId): a double-clicked submit or a retry returns the
   * stored record with created=false. The other member's tab gets it as unread, live.
   */
  async create(caller: Principal, input: CreateActivityRequest): Promise<{ record: ActivityRecord; created: boolean }> {
    const body = input as CreateBody;
    const hash = requestHash(body);
    const existing = await findByClientRequest(this.ctx.db, caller.userId, body.clientRequestId);
    if (existing) return { record: await this.replay(caller, existing, hash), created: false };
    if (caller.groupId === null) {
      throw new AppError('PERMISSION_DENIED', 'Only active members of a group record activity');
    }
    const receiverId = body.receiverId ?? caller.userId;
    await this.checkReceiver(caller, body.type, receiverId);
    const now = this.ctx.clock.now();
    const calendar = await findGroupCalendar(this.ctx.db, caller.groupId);
    const bounds = dateBoundsOf(calendar, now);
    if (body.type === 'closed_business' || body.type === 'training_credit') {
      checkPastDay(bounds, 'occurredOn', body.occurredOn);
    }
    if (body.type === 'one_to_one') checkScheduled(bounds, 'proposedAt', body.proposedAt);
    const stamp = toStamp(now);
    const values = {
      ...(await buildNewRecord(this.ctx.db, caller, { ...body, receiverId }, stamp)),
      request_hash: hash,
    };
    await checkWeekOpen(this.ctx.db, calendar, values, { keepsPalms: keepsPalms(caller, values), now });
    let created: ActivityRow | undefined;
    try {
      created = await this.ctx.db.transaction().execute(async (trx) => {
        const newId = await insertActivity(trx, values);
        await insertHistory(trx, {
          activityId: newId,
          actorId: caller.userId,
          action: 'created',
          to: values.status,
          at: stamp,
        });
        const row = { id: newId, type: values.type, giver_id: caller.userId, receiver_id: receiverId };
        await markChangedFor(trx, row, caller.userId, stamp);
        const full = await findActivity(trx, newId, now);
        await writeAudit(trx, {
          actorId: caller.userId,
          groupId: caller.groupId,
          action: `activity.${values.type}.created`,
          targetType: 'activity',
          targetId: newId,
          summary: full ? `${describe(full)} recorded` : 'Activity recorded',
          at: stamp,
        });
        // Read inside the transaction, so the reply needs no second read after the commit.
        return full;
      });
    } catch (err) {
      // The same request raced itself: the first insert won, answer with its record.
      if (!isUniqueViolation(err)) throw err;
      const winner = await findByClientRequest(this.ctx.db, caller.userId, body.clientRequestId);
      if (!winner) throw err;
      return { record: await this.replay(caller, winner, hash), created: false };
    }
    if (!created || !canSee(caller, created)) throw notFound('Activity');
    const row = created;
    await publishChange(this.ctx, row);
    // The receiver and the approvers are told by one insert.
    if (this.notifier) await this.notifier.notifyEach(await this.tellingsOf(row, caller.userId));
    return { record: this.present(caller, row), created: true };
  }

  /** A create sent again: the stored record when it is the same request, 409 when the id was reused for another. */
  private async replay(
    caller: Principal,
    stored: { id: number; request_hash: string | null },
    hash: string,
  ): Promise<ActivityRecord> {
    if (stored.request_hash !== null && stored.request_hash !== hash) {
      throw new AppError(
        'CONFLICT',
        'This request id was already used for a different record; nothing was saved. Send it with a new id.',
      );
    }
    return this.present(caller, await this.visible(caller, stored.id));
  }

  private async checkReceiver(caller: Principal, type: ActivityType, receiverId: number): Promise<void> {
    const field = (message: string) => validationError(message, [{ field: 'receiverId', message }]);
    if (receiverId === caller.userId) {
      if (type !== 'training_credit') throw field('Choose another member of your group');
      return;
    }
    if (type === 'training_credit' && !isLeader(caller)) {
      throw new AppError('PERMISSION_DENIED', 'Only group leaders award training credits to other members');
    }
    const member = await findActiveMember(this.ctx.db, receiverId);
    if (member?.group_id !== caller.groupId) throw field('Choose an active member of your group');
    // Visitors and substitutes never see activity: a record addressed to them would reach nobody.
    if (!ACTIVITY_RECIPIENT_ROLES.has(toRole(member.role ?? ''))) {
      throw field(`${member.name} is a ${toRole(member.role ?? '')} and cannot receive activity; choose a member`);
    }
  }

  /** Given / Received for the caller, or the whole group for leaders (box=group), newest first. */
  async list(caller: Principal, q: ListQuery): Promise<ActivityPage> {
    let groupId: number | undefined;
    if (q.box === 'group') {
      if (!isLeader(caller)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
      groupId = scopeGroup(caller, q.groupId);
    }
    const rows = await selectActivityPage(this.ctx.db, {
      now: this.ctx.clock.now(),
      box: q.box,
      userId: caller.userId,
      groupId,
      type: q.type,
      status: q.status,
      approvalStatus: q.approvalStatus,
      q: q.q,
      before: decodeCursor(q.cursor),
      take: q.limit + 1,
    });
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => this.present(caller, r, q.box !== 'group' && r.unread_box !== null)),
      nextCursor: rows.length > q.limit && last ? encodeCursor([last.created_at, last.id]) : null,
    };
  }

  /** The record with its history; opening it marks it seen for the caller. */
  async detail(caller: Principal, id: number): Promise<ActivityDetail> {
    const row = await this.visible(caller, id);
    const history = await selectHistory(this.ctx.db, id);
    const cleared = await clearUnreadRecord(this.ctx.db, caller.userId, id);
    if (cleared > 0) await publishSeen(this.ctx, caller.userId, boxOf(row, caller.userId));
    return { ...this.present(caller, row), history: presentHistory(history, row, caller) };
  }

  /**
   * The giver edits the fields of the record's type until a leader approves it; editing a rejected record
   * sends it back for approval. A decision made meanwhile wins (the update checks the approval state).
   */
  async update(caller: Principal, id: number, body: UpdateActivityRequest): Promise<ActivityRecord> {
    const row = await this.visible(caller, id);
    if (!actionsFor(caller, row, this.ctx.clock.now()).includes('edit')) {
      throw new AppError(
        'PERMISSION_DENIED',
        row.week_state === 'draft'
          ? 'Only the member who gave it can edit it, and only until it is approved'
          : "This slip's PALMS week is final: only a leader who records attendance can change it",
      );
    }
    const stamp = toStamp(this.ctx.clock.now());
    if (body.occurredOn !== undefined) {
      checkPastDay(await dateBounds(this.ctx.db, row.group_id, this.ctx.clock.now()), 'occurredOn', body.occurredOn);
    }
    const set = await editedValues(this.ctx.db, row, body, stamp);
    if (set.occurred_at) {
      const moved = { group_id: row.group_id, type: row.type, occurred_at: set.occurred_at };
      const calendar = await findGroupCalendar(this.ctx.db, row.group_id);
      await checkWeekOpen(this.ctx.db, calendar, moved, {
        keepsPalms: keepsPalms(caller, row),
        now: this.ctx.clock.now(),
      });
    }
    const resubmit = row.approval_status === 'rejected';
    await this.ctx.db.transaction().execute(async (trx) => {
      const ok = await updateActivity(
        trx,
        id,
        {
          ...set,
          ...(resubmit && { approval_status: 'pending', approval_reason: null, decided_by: null, decided_at: null }),
        },
        { approval: row.approval_status, updatedAt: row.updated_at },
      );
      if (!ok) throw new AppError('CONFLICT', 'The record changed meanwhile; reload it and try again');
      await insertHistory(trx, {
        activityId: id,
        actorId: caller.userId,
        action: 'edited',
        note: resubmit ? 'Edited and sent for approval again' : null,
        at: stamp,
      });
      await markChangedFor(trx, row, caller.userId, stamp);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: `activity.${row.type}.edited`,
        targetType: 'activity',
        targetId: id,
        summary: `${describe(row)} edited: ${Object.keys(body).join(', ')}`,
        at: stamp,
      });
    });
    const fresh = await this.visible(caller, id);
    await publishChange(this.ctx, fresh);
    return this.present(caller, fresh);
  }

  /** Deletes a slip: its giver while its PALMS week is a draft, those who keep the PALMS at any time. */
  async remove(caller: Principal, id: number): Promise<{ message: string }> {
    await deleteActivity(this.ctx, caller, await this.visible(caller, id));
    return { message: 'Deleted' };
  }

  /** The members the caller recorded activity with lately, most likely first (activity-partners.ts). */
  async partners(caller: Principal): Promise<ActivityPartners> {
    if (caller.groupId === null) return { memberIds: [] };
    const now = this.ctx.clock.now();
    const since = toStamp(new Date(now.getTime() - PARTNER_WINDOW_DAYS * 86_400_000));
    const rows = await selectPartnerRecords(this.ctx.db, caller.userId, caller.groupId, since, PARTNER_RECORDS_READ);
    return { memberIds: rankPartners(rows, now) };
  }

  async unreadCounts(caller: Principal, type?: ActivityType): Promise<ActivityUnreadCounts> {
    return unreadCounts(this.ctx.db, caller.userId, type);
  }

  /** Opening a tab marks its records seen; the caller's other tabs and devices hear the new counts. */
  /** Marks a tab's records seen (both tabs when `box` is absent) and answers the new counts. */
  async markSeen(caller: Principal, box: Box | undefined, type?: ActivityType): Promise<ActivityUnreadCounts> {
    for (const b of box ? [box] : (['given', 'received'] as const)) {
      const cleared = await clearUnread(this.ctx.db, caller.userId, b, type);
      if (cleared > 0) await publishSeen(this.ctx, caller.userId, b);
    }
    return unreadCounts(this.ctx.db, caller.userId);
  }

  /** The group's records as CSV for leaders, in pages so a large group never loads at once. */
  async exportCsv(caller: Principal, q: Omit<ListQuery, 'box' | 'cursor' | 'limit'>): Promise<string> {
    if (!isLeader(caller)) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    const groupId = scopeGroup(caller, q.groupId);
    // The headers in the language of the member who downloads (docs/i18n.md "The server's texts").
    const language = await textLanguageOf(this.ctx.db, caller.userId);
    const rows: Array<Array<string | number | null>> = [
      CSV_COLUMNS.map((column) => activityText(language, 'csvHeader', { column })),
    ];
    let before: [string, number] | undefined;
    for (;;) {
      const page = await selectActivityPage(this.ctx.db, {
        now: this.ctx.clock.now(),
        box: 'group',
        userId: caller.userId,
        groupId,
        type: q.type,
        status: q.status,
        approvalStatus: q.approvalStatus,
        q: q.q,
        before,
        take: EXPORT_PAGE,
      });
      for (const r of page) {
        rows.push([
          r.id,
          r.type,
          r.occurred_at.slice(0, 10),
          r.created_at.slice(0, 10),
          r.giver_name,
          r.receiver_name,
          r.status,
          r.approval_status,
          r.amount_cents === null ? null : (r.amount_cents / 100).toFixed(2),
          r.currency,
          r.credits,
          r.summary,
        ]);
      }
      const last = page.at(-1);
      if (page.length < EXPORT_PAGE || !last) break;
      before = [last.created_at, last.id];
    }
    return toCsv(rows);
  }
}
