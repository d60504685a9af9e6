import { EMAIL_CHANGE_PASSWORD_NEEDED, type Profile, type ProfileUpdate } from '@chapter/shared/profile.schemas';
import { toStamp } from '../../db/sql-values.ts';
import { classificationTaken } from '../../kernel/classification.ts';
import { updateUser } from '../../kernel/users.repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { type Principal, selectOverrides } from '../../lib/principal.ts';
import type { CurrentPasswordCheck } from '../auth/current-password.ts';
import { findClassificationHolder, findMember, updateMembership } from '../members/members.repository.ts';
import { presentProfile, profilePermissions } from './profile.presenter.ts';
import { countActiveMembers, emailTaken, profileColumns, selectProfileRow } from './profile.repository.ts';
import { profileTarget } from './profile-access.ts';

/** Reading and editing profiles: one's own, or another's with manage_members in the same group. */
export class ProfileService {
  constructor(
    private readonly ctx: AppContext,
    private readonly currentPassword: CurrentPasswordCheck,
  ) {}

  async get(caller: Principal, userId?: number): Promise<Profile> {
    const id = await profileTarget(this.ctx, caller, userId);
    const row = await selectProfileRow(this.ctx.db, id);
    if (!row) throw notFound('User');
    const count = row.group_id !== null ? await countActiveMembers(this.ctx.db, row.group_id) : 0;
    // One's own permissions were loaded with the session moments ago, by the same rules.
    const permissions =
      id === caller.userId
        ? caller.permissions
        : profilePermissions(row, await selectOverrides(this.ctx.db, row.group_id));
    return presentProfile(row, count, permissions);
  }

  async update(caller: Principal, changes: ProfileUpdate, userId?: number): Promise<Profile> {
    const id = await profileTarget(this.ctx, caller, userId, true);
    const now = toStamp(this.ctx.clock.now());
    const classification = changes.classification;
    const membership = classification !== undefined ? await findMember(this.ctx.db, id) : undefined;
    // One active member per classification in a group: say who holds it rather than fail on the index.
    if (classification && membership?.status === 'active') {
      const holder = await findClassificationHolder(this.ctx.db, membership.group_id, classification, id);
      if (holder) throw classificationTaken(classification, holder.name);
    }
    try {
      await this.ctx.db.transaction().execute(async (trx) => {
        await updateUser(trx, id, { ...profileColumns(changes), updated_at: now });
        if (membership && classification !== undefined) {
          await updateMembership(trx, id, { classification, updated_at: now });
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw classificationTaken(classification ?? '', 'another member');
      throw err;
    }
    return this.get(caller, id);
  }

  /** Own e-mail changes need the password (rate limited); managers change others' without it. */
  async changeEmail(caller: Principal, email: string, password: string | undefined, userId?: number): Promise<Profile> {
    const id = await profileTarget(this.ctx, caller, userId, true);
    if (id === caller.userId) {
      const wrong = () =>
        new AppError('VALIDATION_ERROR', 'Password is incorrect', {
          details: [{ field: 'password', message: EMAIL_CHANGE_PASSWORD_NEEDED }],
        });
      if (!password) throw wrong();
      // The same budget and lock-out as a password change (docs/product-rules.md "Sign-in limits").
      await this.currentPassword.confirm(id, password, wrong);
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
