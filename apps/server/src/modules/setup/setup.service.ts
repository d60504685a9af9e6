import { flag, toStamp } from '../../db/sql-values.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken, randomToken } from '../../lib/ids.ts';
import { assertPasswordAllowed, hashPassword } from '../auth/passwords.ts';
import { countAdmins, findUserByEmail, insertUser, updateUser } from '../auth/users.repository.ts';

/**
 * The first platform admin. No default account exists: it comes from ADMIN_EMAIL/ADMIN_PASSWORD at first
 * start, or from a one-time setup link printed to the console.
 */
export class SetupService {
  constructor(private readonly ctx: AppContext) {}

  /** Runs at start. Returns the setup link when one was created (so it can be printed). */
  async ensureFirstAdmin(): Promise<string | undefined> {
    const { db, config } = this.ctx;
    if ((await countAdmins(db)) > 0) return undefined;
    const now = toStamp(this.ctx.clock.now());
    if (config.adminEmail && config.adminPassword) {
      assertPasswordAllowed(config.adminPassword, 'ADMIN_PASSWORD');
      const hash = await hashPassword(config.adminPassword);
      const existing = await findUserByEmail(db, config.adminEmail);
      if (existing) {
        await updateUser(db, existing.id, { is_admin: flag(true), status: 'active', updated_at: now });
      } else {
        await insertUser(db, {
          email: config.adminEmail,
          name: 'Administrator',
          password_hash: hash,
          status: 'active',
          is_admin: flag(true),
          created_at: now,
          updated_at: now,
        });
      }
      return undefined;
    }
    const token = randomToken();
    await db.transaction().execute(async (trx) => {
      // Only the newest printed link works.
      await trx.updateTable('setup_tokens').set({ used_at: now }).where('used_at', 'is', null).execute();
      await trx
        .insertInto('setup_tokens')
        .values({ token_hash: hashToken(token), created_at: now })
        .execute();
    });
    return `${config.appUrl}/setup/${token}`;
  }

  async isValid(token: string): Promise<boolean> {
    if ((await countAdmins(this.ctx.db)) > 0) return false;
    const row = await this.ctx.db
      .selectFrom('setup_tokens')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Creates the first admin from a setup link; the link then stops working. */
  async complete(token: string, input: { name: string; email: string; password: string }): Promise<void> {
    const invalid = new AppError('INVALID_RESET_TOKEN', 'This setup link is invalid or was already used.');
    if (!(await this.isValid(token))) throw invalid;
    assertPasswordAllowed(input.password);
    const hash = await hashPassword(input.password);
    const now = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('setup_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw invalid;
      const existing = await findUserByEmail(trx, input.email);
      if (existing)
        throw new AppError(
          'EMAIL_IN_USE',
          'This email address is already registered. Please log in or use a different email.',
        );
      await insertUser(trx, {
        email: input.email,
        name: input.name,
        password_hash: hash,
        status: 'active',
        is_admin: flag(true),
        created_at: now,
        updated_at: now,
      });
    });
  }
}
