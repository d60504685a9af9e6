import { toCsv } from '@chapter/shared/csv';
import { MEMBER_CSV_COLUMNS } from '@chapter/shared/lifecycle.schemas';
import type { MemberActionResult, MemberDetail, RosterPage, rosterQuery } from '@chapter/shared/members.schemas';
import { hasAnyPermission, hasPermission } from '@chapter/shared/permissions';
import { mayGiveRole } from '@chapter/shared/roles';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { flag, isSet, toStamp } from '../../db/sql-values.ts';
import { classificationTaken } from '../../kernel/classification.ts';
import { heldRole, inCallersGroup, outranks, scopeGroup } from '../../kernel/group-scope.ts';
import { updateUser } from '../../kernel/users.repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addMonths } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { deactivatedEmail, reactivatedEmail, roleChangedEmail } from './member-emails.ts';
import { presentMemberDetail, presentRosterMember } from './members.presenter.ts';
import {
  countActiveAdmins,
  findClassificationHolder,
  findMember,
  type MemberRow,
  selectClassifications,
  selectPrivacy,
  selectRosterPage,
  updateMembership,
} from './members.repository.ts';

type RosterParams = z.output<typeof rosterQuery>;
const EXPORT_PAGE = 500;

/** The roster, member pages, role changes and (de)activation. */
export class MembersService {
  constructor(private readonly ctx: AppContext) {}

  /** One roster page. Members see active members; managers may list pending, inactive and expired ones too. */
  async list(caller: Principal, params: RosterParams): Promise<RosterPage> {
    const groupId = scopeGroup(caller, params.groupId);
    const manager = hasAnyPermission(caller, ['manage_members', 'approve_members']);
    const status = manager ? (params.status ?? 'active') : 'active';
    const after = decodeCursor(params.cursor);
    const filter = { groupId, status, role: params.role, classification: params.classification, q: params.q };
    const rows = await selectRosterPage(this.ctx.db, filter, after, params.limit + 1);
    const page = rows.slice(0, params.limit);
    const privacy = await selectPrivacy(
      this.ctx.db,
      page.map((r) => r.id),
    );
    const last = page.at(-1);
    return {
      items: page.map((row) => presentRosterMember(caller, row, privacy.get(row.id))),
      nextCursor: rows.length > params.limit && last ? encodeCursor([last.name, last.id]) : null,
      ...(after === undefined && { classifications: await selectClassifications(this.ctx.db, groupId) }),
    };
  }

  /** A member as their profile page shows them; another group's member (or a hidden status) is a 404. */
  async detail(caller: Principal, userId: number): Promise<MemberDetail> {
    const row = await this.visibleMember(caller, userId);
    const privacy = await selectPrivacy(this.ctx.db, [row.id]);
    return presentMemberDetail(caller, row, privacy.get(row.id));
  }

  private async visibleMember(caller: Principal, userId: number): Promise<MemberRow> {
    const row = await findMember(this.ctx.db, userId);
    if (!row) throw notFound('Member');
    if (row.id === caller.userId) return row;
    if (!hasPermission(caller, 'view_members')) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    const manager = hasAnyPermission(caller, ['manage_members', 'approve_members']);
    const visible = inCallersGroup(caller, row.group_id) && (row.status === 'active' || manager);
    if (!visible) throw notFound('Member');
    return row;
  }

  /** A member the caller may manage: same group (or platform admin) and junior to the caller. */
  private async manageableMember(
    caller: Principal,
    userId: number,
    action: string,
    selfAdmin = false,
  ): Promise<MemberRow> {
    const row = await findMember(this.ctx.db, userId);
    if (!row || !inCallersGroup(caller, row.group_id)) throw notFound('Member');
    // A platform admin may step down (change their own role) while another admin remains.
    const selfAllowed = selfAdmin && caller.isAdmin && row.id === caller.userId;
    if (!selfAllowed && !outranks(caller, row)) {
      throw new AppError(
        'PERMISSION_DENIED',
        row.id === caller.userId
          ? `You cannot ${action} your own account`
          : `You can only ${action} members junior to you`,
      );
    }
    return row;
  }

  /**
   * Changes a member's role: only to a role below the caller's own (no new peers), never for a peer or senior,
   * never leaving the platform without an admin. The member's sessions end so the new permissions apply at once.
   */
  async changeRole(caller: Principal, userId: number, role: string): Promise<MemberActionResult> {
    const row = await this.manageableMember(caller, userId, 'change the role of', true);
    // 'Admin' sets the platform administrator flag: a group's own Admin-role member must not hand that out.
    if (role === 'Admin' && !caller.isAdmin) {
      throw new AppError('PERMISSION_DENIED', 'Only a platform administrator can make someone an administrator');
    }
    if (!mayGiveRole(caller, role)) {
      throw new AppError('PERMISSION_DENIED', `You can only give roles below your own (${caller.role})`);
    }
    const before = heldRole(row);
    if (before === role)
      return { member: await this.detail(caller, userId), message: `${row.name} is already ${role}` };
    const now = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      if (role === 'Admin') await updateUser(trx, userId, { is_admin: flag(true), updated_at: now });
      else {
        if (isSet(row.is_admin)) {
          await this.assertAnotherAdmin(trx, 'demoted');
          await updateUser(trx, userId, { is_admin: flag(false), updated_at: now });
        }
        await updateMembership(trx, userId, { role, updated_at: now });
      }
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: 'member.role_changed',
        targetType: 'user',
        targetId: userId,
        summary: `${row.name}: role ${before} → ${role}`,
        at: now,
      });
      await revokeUserSessions(trx, userId, now, caller.sessionId);
      await this.ctx.mail.enqueue(trx, {
        to: row.email,
        ...roleChangedEmail(
          this.ctx.config.appUrl,
          row.group_name,
          role,
          textLanguage(row.preferred_language, row.group_language),
        ),
      });
    });
    await this.afterSessionsEnded(userId, caller.sessionId);
    return { member: await this.detail(caller, userId), message: `${row.name} is now ${role}` };
  }

  /** Deactivates the account and membership and signs the member out everywhere. */
  async deactivate(caller: Principal, userId: number): Promise<MemberActionResult> {
    const row = await this.manageableMember(caller, userId, 'deactivate');
    if (row.user_status === 'inactive')
      return { member: await this.detail(caller, userId), message: `${row.name} is already inactive` };
    const now = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      if (isSet(row.is_admin)) await this.assertAnotherAdmin(trx, 'deactivated');
      await updateUser(trx, userId, { status: 'inactive', updated_at: now });
      await updateMembership(trx, userId, { status: 'inactive', updated_at: now });
      await revokeUserSessions(trx, userId, now);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: 'member.deactivated',
        targetType: 'user',
        targetId: userId,
        summary: `${row.name} deactivated (was ${row.status})`,
        at: now,
      });
      await this.ctx.mail.enqueue(trx, {
        to: row.email,
        ...deactivatedEmail(row.group_name, textLanguage(row.preferred_language, row.group_language)),
      });
    });
    await this.afterSessionsEnded(userId);
    return { member: await this.detail(caller, userId), message: `${row.name} was deactivated and signed out` };
  }

  /** Reactivates a deactivated member; their classification must still be free in the group. */
  async reactivate(caller: Principal, userId: number): Promise<MemberActionResult> {
    const row = await this.manageableMember(caller, userId, 'reactivate');
    if (row.user_status === 'active' && row.status === 'active') {
      return { member: await this.detail(caller, userId), message: `${row.name} is already active` };
    }
    if (row.classification) {
      const holder = await findClassificationHolder(this.ctx.db, row.group_id, row.classification, userId);
      if (holder) throw classificationTaken(row.classification, holder.name);
    }
    const now = this.ctx.clock.now();
    const stamp = toStamp(now);
    await this.ctx.db
      .transaction()
      .execute(async (trx) => {
        await updateUser(trx, userId, { status: 'active', updated_at: stamp });
        await updateMembership(trx, userId, {
          status: 'active',
          classification: row.classification,
          renewal_due: row.renewal_due ?? toStamp(addMonths(now, 12)),
          updated_at: stamp,
        });
        await writeAudit(trx, {
          actorId: caller.userId,
          groupId: row.group_id,
          action: 'member.reactivated',
          targetType: 'user',
          targetId: userId,
          summary: `${row.name} reactivated`,
          at: stamp,
        });
        await this.ctx.mail.enqueue(trx, {
          to: row.email,
          ...reactivatedEmail(
            this.ctx.config.appUrl,
            row.group_name,
            textLanguage(row.preferred_language, row.group_language),
          ),
        });
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? classificationTaken(row.classification ?? '', 'another member') : err;
      });
    this.ctx.mail.flush();
    return { member: await this.detail(caller, userId), message: `${row.name} is active again` };
  }

  /** The roster as CSV in the import's column order (plus status), read page by page by keyset. */
  async exportCsv(caller: Principal, requestedGroup: number | undefined, status: RosterParams['status']) {
    const groupId = scopeGroup(caller, requestedGroup);
    const rows: Array<Array<string | null>> = [[...MEMBER_CSV_COLUMNS, 'status', 'group']];
    let after: [string, number] | undefined;
    for (;;) {
      const page = await selectRosterPage(this.ctx.db, { groupId, status: status ?? 'active' }, after, EXPORT_PAGE);
      for (const r of page) {
        rows.push([
          r.name,
          r.email,
          r.company_name,
          r.classification,
          r.phone,
          heldRole(r),
          r.renewal_due?.slice(0, 10) ?? null,
          r.status,
          r.group_name,
        ]);
      }
      const last = page.at(-1);
      if (page.length < EXPORT_PAGE || !last) break;
      after = [last.name, last.id];
    }
    return toCsv(rows);
  }

  /**
   * Checked before the change, with the admins' rows locked on PostgreSQL: of two admins demoting each other at
   * once, the second waits, then sees itself as the last one and is refused.
   */
  private async assertAnotherAdmin(trx: Db, what: string): Promise<void> {
    if ((await countActiveAdmins(trx, this.ctx.dialect)) <= 1) {
      throw new AppError(
        'LAST_ADMIN',
        `The last administrator cannot be ${what}. Make someone else an administrator first.`,
      );
    }
  }

  private async afterSessionsEnded(userId: number, exceptSessionId?: string): Promise<void> {
    await this.ctx.realtime.disconnectSessions(userId, exceptSessionId ? { exceptSessionId } : {});
    this.ctx.mail.flush();
  }
}
