import type {
  AdminPasswordResetResult,
  CreateUserResult,
  createUserRequest,
} from '@chapter/shared/admin-users.schemas';
import type { LanguageCode } from '@chapter/shared/languages';
import { mayGiveRole } from '@chapter/shared/roles';
import type { z } from 'zod';
import { flag, toStamp } from '../../db/sql-values.ts';
import { classificationTaken } from '../../kernel/classification.ts';
import { inCallersGroup, outranks, targetGroup } from '../../kernel/group-scope.ts';
import { insertMembership } from '../../kernel/memberships.repository.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../../kernel/users.repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays, addMonths } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { hashToken, randomToken } from '../../lib/ids.ts';
import type { Principal } from '../../lib/principal.ts';
import { temporaryPassword } from '../../lib/temporary-password.ts';
import { insertReset, voidUserResets } from '../auth/password-resets.repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { countGroupMembers, findGroup } from '../groups/groups.repository.ts';
import { adminResetLinkEmail, temporaryPasswordEmail, welcomeLinkEmail } from './member-emails.ts';
import { presentMemberDetail } from './members.presenter.ts';
import { findClassificationHolder, findMember } from './members.repository.ts';

type CreateInput = z.output<typeof createUserRequest>;
const LINK_DAYS = 7;
const TEMPORARY_DAYS = 7;
const PLATFORM = 'Chapter';

/** Accounts created and passwords reset by leaders and platform admins (admin "Users" screens). */
export class UserAccountsService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Creates an account, and a membership in a group. Leaders add to their own group, only with a role below their
   * own (no peers); only a platform admin creates another platform admin (role 'Admin').
   */
  async create(caller: Principal, input: CreateInput): Promise<CreateUserResult> {
    const makesAdmin = input.role === 'Admin';
    if (makesAdmin && !caller.isAdmin) {
      throw new AppError('PERMISSION_DENIED', 'Only a platform administrator can create an administrator');
    }
    if (!mayGiveRole(caller, input.role)) {
      throw new AppError('PERMISSION_DENIED', `You can only give roles below your own (${caller.role})`);
    }
    const groupId = makesAdmin && input.groupId === undefined ? null : targetGroup(caller, input.groupId);
    const group = groupId === null ? undefined : await findGroup(this.ctx.db, groupId);
    if (groupId !== null && !group) throw notFound('Group');
    if (
      group?.capacity != null &&
      (await countGroupMembers(this.ctx.db, group.id, ['active', 'pending'])) >= group.capacity
    ) {
      throw new AppError('GROUP_FULL', `${group.name} is full (capacity ${group.capacity}). Raise the capacity first.`);
    }
    if (await findUserByEmail(this.ctx.db, input.email)) {
      throw new AppError('EMAIL_IN_USE', 'This email address is already registered.', {
        details: [{ field: 'email', message: 'Already registered' }],
      });
    }
    if (group && input.classification) {
      const holder = await findClassificationHolder(this.ctx.db, group.id, input.classification, 0);
      if (holder) throw classificationTaken(input.classification, holder.name);
    }
    const now = this.ctx.clock.now();
    const stamp = toStamp(now);
    const temporary = input.onboarding === 'temporary' ? temporaryPassword() : null;
    const hash = temporary ? await hashPassword(temporary) : null;
    const where = group?.name ?? PLATFORM;
    let userId = 0;
    try {
      await this.ctx.db.transaction().execute(async (trx) => {
        userId = await insertUser(trx, {
          email: input.email,
          name: input.name,
          company_name: input.companyName ?? null,
          classification: input.classification ?? null,
          phone: input.phone ?? null,
          password_hash: hash,
          status: 'active',
          is_admin: flag(makesAdmin),
          must_change_password: flag(temporary !== null),
          password_expires_at: temporary ? toStamp(addDays(now, TEMPORARY_DAYS)) : null,
          created_at: stamp,
          updated_at: stamp,
        });
        if (group) {
          await insertMembership(trx, {
            user_id: userId,
            group_id: group.id,
            role: input.role,
            status: 'active',
            classification: input.classification ?? null,
            joined_at: stamp,
            renewal_due: toStamp(addMonths(now, 12)),
            sponsor_id: caller.userId,
            created_at: stamp,
            updated_at: stamp,
          });
        }
        // A new account has chosen no language yet: its chapter's.
        const language = textLanguage(null, group?.language);
        await this.sendFirstPassword(trx, userId, input.email, where, temporary, true, language);
        await writeAudit(trx, {
          actorId: caller.userId,
          groupId: group?.id ?? null,
          action: 'user.created',
          targetType: 'user',
          targetId: userId,
          summary: `${input.name} <${input.email}> created as ${input.role}${group ? ` in ${group.name}` : ''} (${temporary ? 'temporary password' : 'set-password link'})`,
          at: stamp,
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError('CONFLICT', 'The e-mail or classification was taken meanwhile. Check and try again.');
      }
      throw err;
    }
    this.ctx.mail.flush();
    const member = group ? await findMember(this.ctx.db, userId) : undefined;
    return {
      userId,
      member: member ? presentMemberDetail(caller, member, undefined) : null,
      message: temporary
        ? `${input.name} was created; the temporary password was e-mailed and is shown below once.`
        : `${input.name} was created and e-mailed a link to choose a password.`,
      temporaryPassword: temporary,
    };
  }

  /**
   * A leader resets a junior member's password: an e-mailed link, or a temporary password that ends every
   * session at once and must be changed at the next sign-in.
   */
  async resetPassword(
    caller: Principal,
    userId: number,
    mode: 'link' | 'temporary',
  ): Promise<AdminPasswordResetResult> {
    const user = await findUserById(this.ctx.db, userId);
    const member = await findMember(this.ctx.db, userId);
    if (!user) throw notFound('User');
    if (!caller.isAdmin && (!member || !inCallersGroup(caller, member.group_id))) throw notFound('User');
    if (!outranks(caller, { id: user.id, is_admin: user.is_admin, role: member?.role ?? null })) {
      throw new AppError(
        'PERMISSION_DENIED',
        userId === caller.userId
          ? 'Change your own password in Settings'
          : 'You can only reset the password of members junior to you',
      );
    }
    if (user.status !== 'active') throw new AppError('CONFLICT', `${user.name} is deactivated; reactivate first.`);
    const now = this.ctx.clock.now();
    const stamp = toStamp(now);
    const temporary = mode === 'temporary' ? temporaryPassword() : null;
    const hash = temporary ? await hashPassword(temporary) : null;
    const where = member?.group_name ?? PLATFORM;
    await this.ctx.db.transaction().execute(async (trx) => {
      if (hash) {
        await updateUser(trx, userId, {
          password_hash: hash,
          must_change_password: flag(true),
          password_expires_at: toStamp(addDays(now, TEMPORARY_DAYS)),
          updated_at: stamp,
        });
        await revokeUserSessions(trx, userId, stamp);
      }
      await voidUserResets(trx, userId, stamp);
      const language = textLanguage(user.preferred_language, member?.group_language);
      await this.sendFirstPassword(trx, userId, user.email, where, temporary, false, language);
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: member?.group_id ?? null,
        action: 'user.password_reset',
        targetType: 'user',
        targetId: userId,
        summary: `${user.name}: ${temporary ? 'temporary password set, sessions ended' : 'reset link e-mailed'}`,
        at: stamp,
      });
    });
    if (hash) await this.ctx.realtime.disconnectSessions(userId, {});
    this.ctx.mail.flush();
    return {
      message: temporary
        ? `${user.name} was signed out and e-mailed a temporary password (also shown below once).`
        : `${user.name} was e-mailed a link to choose a new password.`,
      temporaryPassword: temporary,
    };
  }

  private async sendFirstPassword(
    trx: AppContext['db'],
    userId: number,
    to: string,
    where: string,
    temporary: string | null,
    isNew: boolean,
    language: LanguageCode,
  ): Promise<void> {
    const appUrl = this.ctx.config.appUrl;
    if (temporary) {
      await this.ctx.mail.enqueue(trx, { to, ...temporaryPasswordEmail(appUrl, where, temporary, isNew, language) });
      return;
    }
    const now = this.ctx.clock.now();
    const token = randomToken();
    await insertReset(trx, {
      userId,
      tokenHash: hashToken(token),
      createdAt: toStamp(now),
      expiresAt: toStamp(addDays(now, LINK_DAYS)),
    });
    await this.ctx.mail.enqueue(trx, {
      to,
      ...(isNew
        ? welcomeLinkEmail(appUrl, where, token, language)
        : adminResetLinkEmail(appUrl, where, token, language)),
    });
  }
}
