import type {
  ActivityEvent,
  ActivityPage,
  ActivityRecord,
  AmountAnswerRequest,
  OneToOneActionRequest,
} from '@chapter/shared/activity.schemas';
import type { Updateable } from 'kysely';
import type { ActivityRecordTable } from '../../db/schema-activity.ts';
import { flag, toStamp } from '../../db/sql-values.ts';
import { scopeGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Notifier } from '../../lib/notifier.ts';
import type { Principal } from '../../lib/principal.ts';
import { textLanguageOf } from '../notifications/text-languages.ts';
import { describe } from './activity.presenter.ts';
import {
  type ActivityRow,
  findGroupCalendar,
  insertHistory,
  selectActivityPage,
  selectContactsWithSetting,
  updateActivity,
} from './activity.repository.ts';
import type { ActivityService } from './activity.service.ts';
import { checkScheduled, dateBounds } from './activity-dates.ts';
import { activityPath, decisionEmail } from './activity-emails.ts';
import { markChangedFor, partiesOf, publishChange } from './activity-notify.ts';
import {
  amountAnswerNotice,
  type OneToOneChange,
  oneToOneMessage,
  oneToOneNotice,
  referralProgressNotice,
} from './activity-push.ts';
import { APPROVAL_PERMISSION, actionsFor, canSee, nextStatusesOf, parseDetails } from './activity-rules.ts';

interface Change {
  set: Updateable<ActivityRecordTable>;
  action: string;
  note?: string | null;
  /** Audit action suffix and summary. */
  audit: string;
  /** A one-to-one's change: the one_to_one_update message for both members, and the other member's push. */
  oneToOne?: OneToOneChange;
}

/** Status changes, one-to-one answers, publishing testimonials and the approval decisions. */
export class ActivityWorkflowService {
  constructor(
    private readonly ctx: AppContext,
    private readonly records: ActivityService,
    private readonly notifier?: Notifier,
  ) {}

  private allowed(caller: Principal, row: ActivityRow, action: ActivityRecord['actions'][number], why: string) {
    if (!actionsFor(caller, row, this.ctx.clock.now()).includes(action)) throw new AppError('PERMISSION_DENIED', why);
  }

  /** The referral's receiver reports progress: new → contacted → in progress → won | lost, forward only. */
  async setReferralStatus(caller: Principal, id: number, status: string, note: string | null): Promise<ActivityRecord> {
    const row = await this.records.visible(caller, id);
    if (row.type !== 'referral') throw new AppError('CONFLICT', 'Only referrals have this status');
    if (caller.userId !== row.receiver_id) {
      throw new AppError('PERMISSION_DENIED', 'Only the member who received the referral updates its progress');
    }
    if (row.approval_status === 'rejected') throw new AppError('CONFLICT', 'This referral was not approved');
    if (!nextStatusesOf(row).includes(status as 'won')) {
      throw new AppError(
        'CONFLICT',
        `A referral that is ${row.status.replaceAll('_', ' ')} cannot become ${status.replaceAll('_', ' ')}`,
      );
    }
    const updated = await this.apply(caller, row, {
      set: { status },
      action: 'status',
      note,
      audit: `status ${row.status} → ${status}`,
    });
    // The giver hears of the progress (their notification list and a push), in their language; the note stays the
    // receiver's own (docs/referral-follow-up.md).
    if (this.notifier && row.giver_id !== caller.userId) {
      const language = await textLanguageOf(this.ctx.db, row.giver_id);
      await this.notifier.notify([row.giver_id], referralProgressNotice({ ...row, status }, language));
    }
    return updated;
  }

  /** Accept, decline, propose another time, confirm it happened (both → completed), cancel. */
  async oneToOne(caller: Principal, id: number, body: OneToOneActionRequest): Promise<ActivityRecord> {
    const row = await this.records.visible(caller, id);
    if (row.type !== 'one_to_one') throw new AppError('CONFLICT', 'This is not a one-to-one');
    const now = this.ctx.clock.now();
    const actions = actionsFor(caller, row, now);
    if (!actions.includes(body.action)) {
      if (body.action === 'confirm' && row.status === 'confirmed' && new Date(row.occurred_at) > now) {
        throw new AppError('CONFLICT', 'You can confirm the one-to-one once its time has come');
      }
      throw new AppError('CONFLICT', `You cannot ${body.action} this one-to-one now (it is ${row.status})`);
    }
    const d = parseDetails(row);
    const set: Updateable<ActivityRecordTable> = {};
    let status = row.status;
    switch (body.action) {
      case 'accept':
        status = 'confirmed';
        break;
      case 'decline':
        status = 'declined';
        break;
      case 'cancel':
        status = 'cancelled';
        break;
      case 'propose':
        checkScheduled(
          await dateBounds(this.ctx.db, row.group_id, this.ctx.clock.now()),
          'proposedAt',
          body.proposedAt,
        );
        status = 'rescheduled';
        set.occurred_at = new Date(body.proposedAt).toISOString();
        d.proposedBy = caller.userId;
        d.giverConfirmed = false;
        d.receiverConfirmed = false;
        if (body.location) {
          d.location = body.location;
          set.summary = body.location;
        }
        break;
      case 'confirm':
        if (caller.userId === row.giver_id) d.giverConfirmed = true;
        if (caller.userId === row.receiver_id) d.receiverConfirmed = true;
        if (d.giverConfirmed && d.receiverConfirmed) status = 'completed';
        break;
    }
    set.status = status;
    set.details = JSON.stringify(d);
    const who = caller.userId === row.giver_id ? row.giver_name : row.receiver_name;
    const proposed = body.action === 'propose' ? ` for ${set.occurred_at}` : '';
    return this.apply(caller, row, {
      set,
      action: body.action,
      note: body.message ?? null,
      audit: `${body.action}${proposed}${status !== row.status ? ` (${row.status} → ${status})` : ''}`,
      oneToOne: {
        who,
        action: body.action,
        proposedAt: body.action === 'propose' ? (set.occurred_at as string) : undefined,
        message: body.message,
      },
    });
  }

  /**
   * The thanked member confirms the amount of closed business credited to them, or questions it with what they know;
   * the member who recorded it is told either way (docs/referral-follow-up.md "The amount").
   */
  async answerAmount(caller: Principal, id: number, body: AmountAnswerRequest): Promise<ActivityRecord> {
    const row = await this.records.visible(caller, id);
    if (row.type !== 'closed_business')
      throw new AppError('CONFLICT', 'Only thanks for closed business have an amount');
    const confirm = body.answer === 'confirm';
    this.allowed(
      caller,
      row,
      confirm ? 'confirm_amount' : 'question_amount',
      'Only the thanked member answers for the amount, once',
    );
    if (body.answer === 'confirm' && (body.amountCents !== row.amount_cents || body.currency !== row.currency)) {
      throw new AppError('CONFLICT', 'The amount was changed meanwhile: look at it again before you confirm it');
    }
    const details = { ...parseDetails(row), amountCheck: confirm ? 'confirmed' : 'questioned' };
    const note = body.answer === 'question' ? body.note : null;
    const updated = await this.apply(caller, row, {
      set: { details: JSON.stringify(details) },
      action: confirm ? 'amount_confirmed' : 'amount_questioned',
      note,
      audit: confirm ? 'amount confirmed' : 'amount questioned',
    });
    if (this.notifier) {
      const language = await textLanguageOf(this.ctx.db, row.giver_id);
      await this.notifier.notify([row.giver_id], amountAnswerNotice(row, confirm, note, language));
    }
    return updated;
  }

  /** The testimonial's subject shows it on their profile, or hides it again. */
  async publish(caller: Principal, id: number, published: boolean): Promise<ActivityRecord> {
    const row = await this.records.visible(caller, id);
    if (row.type !== 'testimonial') throw new AppError('CONFLICT', 'Only testimonials are published');
    this.allowed(
      caller,
      row,
      published ? 'publish' : 'unpublish',
      'Only the member the testimonial is about publishes it',
    );
    const action = published ? 'published' : 'unpublished';
    return this.apply(caller, row, { set: { published: flag(published) }, action, audit: action });
  }

  /** A leader with approve_referrals / approve_business decides; both members are told by e-mail and live. */
  async decide(
    caller: Principal,
    id: number,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<ActivityRecord> {
    const row = await this.records.visible(caller, id);
    if (row.type !== 'referral' && row.type !== 'closed_business') {
      throw new AppError('CONFLICT', 'This kind of record needs no approval');
    }
    if (row.approval_status !== 'pending') {
      throw new AppError('CONFLICT', `This record is already ${row.approval_status ?? 'decided'}`);
    }
    this.allowed(caller, row, 'approve', 'You cannot decide on this record');
    const stamp = toStamp(this.ctx.clock.now());
    const emails = await this.decisionEmails(row, decision, reason);
    return this.apply(
      caller,
      row,
      {
        set: { approval_status: decision, approval_reason: reason, decided_by: caller.userId, decided_at: stamp },
        action: decision,
        note: reason,
        audit: `${decision}${reason ? `: ${reason}` : ''}`,
      },
      emails,
    );
  }

  /** Each member's e-mail in their language, read with their address and setting. */
  private async decisionEmails(row: ActivityRow, decision: 'approved' | 'rejected', reason: string | null) {
    const out: Array<{ to: string; subject: string; text: string }> = [];
    for (const user of await selectContactsWithSetting(this.ctx.db, partiesOf(row), 'notifications.emailActivity')) {
      if (user.value !== null && JSON.parse(user.value) === false) continue;
      const language = textLanguage(user.preferred_language, user.group_language);
      out.push({
        to: user.email,
        ...decisionEmail(this.ctx.config.appUrl, row, decision, reason, activityPath(row.type, row.id), language),
      });
    }
    return out;
  }

  /**
   * One change in one transaction: the row (only if nobody changed it meanwhile), its history, unread marks
   * for the other members, the audit entry and e-mails; publications after commit.
   */
  private async apply(
    caller: Principal,
    row: ActivityRow,
    change: Change,
    emails: Array<{ to: string; subject: string; text: string }> = [],
  ): Promise<ActivityRecord> {
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      const ok = await updateActivity(trx, row.id, { ...change.set, updated_at: stamp }, { updatedAt: row.updated_at });
      if (!ok) throw new AppError('CONFLICT', 'The record changed meanwhile; reload it and try again');
      await insertHistory(trx, {
        activityId: row.id,
        actorId: caller.userId,
        action: change.action,
        from: row.status,
        to: change.set.status ?? row.status,
        note: change.note ?? null,
        at: stamp,
      });
      await markChangedFor(trx, row, caller.userId, stamp);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: `activity.${row.type}.${change.action}`,
        targetType: 'activity',
        targetId: row.id,
        summary: `${describe(row)}: ${change.audit}`,
        at: stamp,
      });
      for (const mail of emails) await this.ctx.mail.enqueue(trx, mail);
    });
    if (emails.length > 0) this.ctx.mail.flush();
    // The update matched the row as read (same updated_at), so the stored row is that row with the change applied.
    const fresh: ActivityRow = { ...row, ...change.set, updated_at: stamp } as ActivityRow;
    if (!canSee(caller, fresh)) throw notFound('Activity');
    const oneToOne = change.oneToOne;
    const extra: ActivityEvent[] = oneToOne
      ? [{ type: 'one_to_one_update', id: row.id, status: fresh.status, message: oneToOneMessage(oneToOne, 'en') }]
      : [];
    await publishChange(this.ctx, fresh, extra);
    if (oneToOne && this.notifier) {
      const other = fresh.giver_id === caller.userId ? fresh.receiver_id : fresh.giver_id;
      if (other !== caller.userId) {
        const language = await textLanguageOf(this.ctx.db, other);
        // Another language writes a proposed time in the group's zone.
        const timezone =
          oneToOne.proposedAt && language !== 'en'
            ? (await findGroupCalendar(this.ctx.db, row.group_id))?.timezone
            : undefined;
        await this.notifier.notify([other], oneToOneNotice(fresh, caller.userId, { ...oneToOne, timezone }, language));
      }
    }
    return this.records.present(caller, fresh);
  }

  /** The approvals queue's Referrals / Businesses tab: pending records of the group, oldest first. */
  async pending(
    caller: Principal,
    q: { type: 'referral' | 'closed_business'; cursor?: string; limit: number; groupId?: number },
  ): Promise<ActivityPage> {
    if (!caller.isAdmin && !caller.permissions.includes(APPROVAL_PERMISSION[q.type])) {
      throw new AppError('PERMISSION_DENIED', 'Permission denied');
    }
    const rows = await selectActivityPage(this.ctx.db, {
      now: this.ctx.clock.now(),
      box: 'group',
      userId: caller.userId,
      groupId: scopeGroup(caller, q.groupId),
      type: q.type,
      approvalStatus: 'pending',
      before: decodeCursor(q.cursor),
      take: q.limit + 1,
      oldestFirst: true,
      notPartyOf: caller.userId,
    });
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => this.records.present(caller, r)),
      nextCursor: rows.length > q.limit && last ? encodeCursor([last.created_at, last.id]) : null,
    };
  }
}
