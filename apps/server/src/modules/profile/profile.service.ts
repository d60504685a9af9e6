import { hasPermission } from '@chapter/shared/permissions';
import type { Profile, ProfileUpdate } from '@chapter/shared/profile.schemas';
import { roleRank } from '@chapter/shared/roles';
import { toStamp } from '../../db/sql-values.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { effectiveRole, type Principal, selectAccess } from '../../lib/principal.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findUserById, updateUser } from '../auth/users.repository.ts';
import { presentProfile } from './profile.presenter.ts';
import { countActiveMembers, emailTaken, selectProfileRow } from './profile.repository.ts';

/** Reading and editing profiles: one's own, or another's with manage_members in the same group. */
export class ProfileService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Resolves whose profile the caller addresses; another user's is visible only to their managers. Changing
   * it also needs a more senior role than the target's: otherwise a Vice President could set the President's
   * (or a platform admin's) e-mail to their own and take the account over through a password reset.
   */
  private async targetId(caller: Principal, userId: number | undefined, write = false): Promise<number> {
    if (userId === undefined || userId === caller.userId) return caller.userId;
    if (!hasPermission(caller, 'manage_members')) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    if (caller.isAdmin) return userId;
    const target = await selectAccess(this.ctx.db, userId);
    // Another group's member is answered as unknown, not forbidden.
    if (!target || target.group_id === null || target.group_id !== caller.groupId) throw notFound('User');
    if (write && roleRank(effectiveRole(target)) <= roleRank(caller.role)) {
      throw new AppError('PERMISSION_DENIED', 'Permission denied');
    }
    return userId;
  }

  async get(caller: Principal, userId?: number): Promise<Profile> {
    const id = await this.targetId(caller, userId);
    const row = await selectProfileRow(this.ctx.db, id);
    if (!row) throw notFound('User');
    const count = row.group_id !== null ? await countActiveMembers(this.ctx.db, row.group_id) : 0;
    return presentProfile(row, count);
  }

  async update(caller: Principal, changes: ProfileUpdate, userId?: number): Promise<Profile> {
    const id = await this.targetId(caller, userId, true);
    const now = toStamp(this.ctx.clock.now());
    await updateUser(this.ctx.db, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.companyName !== undefined && { company_name: changes.companyName }),
      ...(changes.classification !== undefined && { classification: changes.classification }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      ...(changes.website !== undefined && { website: changes.website }),
      ...(changes.bio !== undefined && { bio: changes.bio }),
      updated_at: now,
    });
    return this.get(caller, id);
  }

  /** Own e-mail changes need the password; managers change others' without it. */
  async changeEmail(caller: Principal, email: string, password: string | undefined, userId?: number): Promise<Profile> {
    const id = await this.targetId(caller, userId, true);
    if (id === caller.userId) {
      const me = await findUserById(this.ctx.db, id);
      if (!password || !(await verifyPassword(me?.password_hash, password))) {
        throw new AppError('VALIDATION_ERROR', 'Password is incorrect', {
          details: [{ field: 'password', message: 'Enter your current password to change your e-mail' }],
        });
      }
    }
    if (await emailTaken(this.ctx.db, email, id)) {
      throw new AppError(
        'EMAIL_IN_USE',
        'This email address is already registered. Please log in or use a different email.',
      );
    }
    await updateUser(this.ctx.db, id, { email, updated_at: toStamp(this.ctx.clock.now()) });
    return this.get(caller, id);
  }
}
