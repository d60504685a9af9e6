import {
  RENEWAL_OPENS_DAYS,
  RENEWAL_TERM_MONTHS,
  type RenewalActionResult,
  type RenewalSummary,
  type RenewalsPage,
  type RenewalWindow,
} from '@chapter/shared/lifecycle.schemas';
import type { MembershipStatus } from '@chapter/shared/members.schemas';
import { toStamp } from '../../db/sql-values.ts';
import { classificationTaken } from '../../kernel/classification.ts';
import { heldRole, inCallersGroup, outranks, scopeGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays, addMonths, daysUntil, formatDay } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import {
  findClassificationHolder,
  findMember,
  type MemberRow,
  updateMembership,
} from '../members/members.repository.ts';
import { lapsedEmail, renewedEmail } from './renewal-emails.ts';
import { countDue, selectRenewalsPage } from './renewals.repository.ts';

/** Due-date lists, renewing (+12 months) and lapsing memberships. */
export class RenewalsService {
  constructor(private readonly ctx: AppContext) {}

  /** The [from, to) bounds of a window: overdue is before now; "30" is from now to 30 days ahead, and so on. */
  private range(window: RenewalWindow): { from?: string; to?: string } {
    const now = this.ctx.clock.now();
    if (window === 'overdue') return { to: toStamp(now) };
    return { from: toStamp(now), to: toStamp(addDays(now, Number(window))) };
  }

  async list(
    caller: Principal,
    q: { window: RenewalWindow; groupId?: number; cursor?: string; limit: number },
  ): Promise<RenewalsPage> {
    const after = decodeCursor(q.cursor);
    const now = this.ctx.clock.now();
    const rows = await selectRenewalsPage(
      this.ctx.db,
      scopeGroup(caller, q.groupId),
      this.range(q.window),
      after,
      q.limit + 1,
    );
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => ({
        userId: r.id,
        name: r.name,
        email: r.email,
        companyName: r.company_name,
        classification: r.classification,
        role: heldRole(r),
        status: r.status as MembershipStatus,
        renewalDue: r.renewal_due as string,
        daysLeft: daysUntil(now, new Date(r.renewal_due as string)),
        groupId: r.group_id,
        groupName: r.group_name,
        actionable: outranks(caller, r),
      })),
      nextCursor: rows.length > q.limit && last ? encodeCursor([last.renewal_due as string, last.membership_id]) : null,
    };
  }

  async summary(caller: Principal, groupId: number | undefined): Promise<RenewalSummary> {
    const group = scopeGroup(caller, groupId);
    const now = this.ctx.clock.now();
    const from = toStamp(now);
    const within = (days: number) => countDue(this.ctx.db, group, from, toStamp(addDays(now, days)));
    return {
      overdue: await countDue(this.ctx.db, group, undefined, from),
      within30: await within(30),
      within60: await within(60),
      within90: await within(90),
    };
  }

  private async member(caller: Principal, userId: number): Promise<MemberRow> {
    const row = await findMember(this.ctx.db, userId);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Member');
    return row;
  }

  /**
   * Extends the membership 12 months from its due date (from today when that would still be in the past), from
   * 90 days before the due date on, so repeated renewals cannot push it years ahead. A lapsed membership becomes
   * active again if its classification is still free; one lapsed long before its due date keeps that date.
   */
  async renew(caller: Principal, userId: number): Promise<RenewalActionResult> {
    const row = await this.member(caller, userId);
    // The same rank rule as lapsing: nobody extends their own membership or a peer's or senior's.
    if (!outranks(caller, row)) {
      throw new AppError('PERMISSION_DENIED', 'You can only renew the membership of members junior to you');
    }
    if (row.status !== 'active' && row.status !== 'expired') {
      throw new AppError(
        'CONFLICT',
        `Only active or lapsed memberships can be renewed; ${row.name}'s is ${row.status}.`,
      );
    }
    const reviving = row.status === 'expired';
    if (reviving && row.classification) {
      const holder = await findClassificationHolder(this.ctx.db, row.group_id, row.classification, userId);
      if (holder) throw classificationTaken(row.classification, holder.name);
    }
    const now = this.ctx.clock.now();
    const stamp = toStamp(now);
    const base = row.renewal_due ? new Date(row.renewal_due) : now;
    const opens = addDays(base, -RENEWAL_OPENS_DAYS);
    if (!reviving && opens > now) {
      throw new AppError(
        'CONFLICT',
        `${row.name}'s membership already runs until ${formatDay(toStamp(base))}; it can be renewed from ${formatDay(toStamp(opens))}.`,
      );
    }
    let due = opens > now ? base : addMonths(base, RENEWAL_TERM_MONTHS);
    if (due <= now) due = addMonths(now, RENEWAL_TERM_MONTHS);
    const dueStamp = toStamp(due);
    try {
      await this.ctx.db.transaction().execute(async (trx) => {
        await updateMembership(trx, userId, {
          status: 'active',
          classification: row.classification,
          renewal_due: dueStamp,
          updated_at: stamp,
        });
        // Lapsed → active changes the member's permissions: the next sign-in carries them.
        if (reviving) await revokeUserSessions(trx, userId, stamp);
        await writeAudit(trx, {
          actorId: caller.userId,
          groupId: row.group_id,
          action: 'membership.renewed',
          targetType: 'user',
          targetId: userId,
          summary: `${row.name} renewed until ${dueStamp.slice(0, 10)} (was ${row.renewal_due?.slice(0, 10) ?? 'unset'}, ${row.status})`,
          at: stamp,
        });
        await this.ctx.mail.enqueue(trx, {
          to: row.email,
          ...renewedEmail(row.group_name, dueStamp, textLanguage(row.preferred_language, row.group_language)),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw classificationTaken(row.classification ?? '', 'another member');
      throw err;
    }
    if (reviving) await this.ctx.realtime.disconnectSessions(userId);
    this.ctx.mail.flush();
    return { message: `${row.name} is renewed until ${formatDay(dueStamp)}`, renewalDue: dueStamp };
  }

  /** Lapses an active membership: it no longer grants permissions and its classification opens up. */
  async lapse(caller: Principal, userId: number): Promise<RenewalActionResult> {
    const row = await this.member(caller, userId);
    if (!outranks(caller, row)) {
      throw new AppError('PERMISSION_DENIED', 'You can only lapse the membership of members junior to you');
    }
    if (row.status !== 'active') {
      throw new AppError('CONFLICT', `Only active memberships can lapse; ${row.name}'s is ${row.status}.`);
    }
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await updateMembership(trx, userId, { status: 'expired', updated_at: stamp });
      await revokeUserSessions(trx, userId, stamp);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: 'membership.lapsed',
        targetType: 'user',
        targetId: userId,
        summary: `${row.name} lapsed (due ${row.renewal_due?.slice(0, 10) ?? 'unset'})`,
        at: stamp,
      });
      await this.ctx.mail.enqueue(trx, {
        to: row.email,
        ...lapsedEmail(row.group_name, textLanguage(row.preferred_language, row.group_language)),
      });
    });
    await this.ctx.realtime.disconnectSessions(userId);
    this.ctx.mail.flush();
    return { message: `${row.name}'s membership has lapsed`, renewalDue: row.renewal_due };
  }
}
