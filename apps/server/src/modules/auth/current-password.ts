import type { Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { UserTable } from '../../db/schema.ts';
import { findUserById } from '../../kernel/users.repository.ts';
import type { AppError } from '../../lib/app-error.ts';
import { consume, type Limiter, rateLimitError, secondsUntil } from '../../lib/rate-limit.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The check of a signed-in user's current password before a change that needs it (the password itself, the
 * sign-in e-mail). A stolen session must not become a free oracle for it: every such form shares one budget per
 * account (the sign-in limiter's size and lock-out), taken before the verify so parallel guesses cannot exceed it;
 * a right password clears it (docs/product-rules.md "Sign-in limits").
 */
export class CurrentPasswordCheck {
  constructor(
    private readonly db: Db,
    private readonly limiter: Limiter,
  ) {}

  /** The user when the password is right; `wrong()` when it is not; 429 with the wait past the budget. */
  async confirm(userId: number, password: string, wrong: () => AppError): Promise<Selectable<UserTable>> {
    const key = `change:${userId}`;
    const attempt = await consume(this.limiter, key);
    if (!attempt.allowed) {
      const minutes = Math.ceil(secondsUntil(attempt.msBeforeNext) / 60);
      throw rateLimitError(attempt.msBeforeNext, `Too many password attempts. Please try again in ${minutes} minutes.`);
    }
    const user = await findUserById(this.db, userId);
    if (!user || !(await verifyPassword(user.password_hash, password, `user:${userId}`))) throw wrong();
    await this.limiter.delete(key);
    return user;
  }
}
