import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import type { Db } from '../../db/kysely.ts';
import { flag, isSet, toStamp } from '../../db/sql-values.ts';
import {
  countAdmins,
  findUserByEmail,
  insertUser,
  insertUserIfAbsent,
  updateUser,
} from '../../kernel/users.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken, randomToken } from '../../lib/ids.ts';
import { assertPasswordAllowed, hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { claimSetupToken, findOpenSetupToken, replaceSetupToken } from './setup.repository.ts';

/**
 * A one-time link that creates the first administrator, while none exists (undefined once one does). Only the newest
 * link works: making one retires those made before.
 */
export async function createSetupLink(db: Db, appUrl: string, at: Date): Promise<string | undefined> {
  if ((await countAdmins(db)) > 0) return undefined;
  const now = toStamp(at);
  const token = randomToken();
  await db.transaction().execute(async (trx) => {
    await replaceSetupToken(trx, hashToken(token), now);
  });
  return `${appUrl}${webPath(webPaths.setup, { token })}`;
}

/** No administrator exists yet. */
export interface FirstAdminPending {
  /**
   * Outside production, a link made at start for the console. None in production: the log is no place for a link
   * that makes an administrator, and `npm run setup-link` prints one to the operator's terminal instead.
   */
  readonly link: string | undefined;
}

/**
 * The first platform admin. No default account exists: it comes from ADMIN_EMAIL/ADMIN_PASSWORD at start
 * (docs/security-checklist.md, "The administrator from the environment"), or from a one-time setup link: printed to
 * the console at start in development, printed to the operator's terminal by `npm run setup-link` in production.
 */
export class SetupService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Runs at start. With ADMIN_EMAIL and ADMIN_PASSWORD set, that account is made sure of (see envAdmin) whether or
   * not other admins exist (the demo seed makes one first). Otherwise, while no admin exists, says how one will be
   * made: outside production with a link made now, to be printed. In production no link is made at start (each
   * restart would retire the one the operator was given).
   */
  async ensureFirstAdmin(): Promise<FirstAdminPending | undefined> {
    const { db, config } = this.ctx;
    if (config.adminEmail && config.adminPassword) {
      await this.envAdmin(config.adminEmail, config.adminPassword);
      return undefined;
    }
    if (config.env === 'production') return (await countAdmins(db)) > 0 ? undefined : { link: undefined };
    const link = await createSetupLink(db, config.appUrl, this.ctx.clock.now());
    return link ? { link } : undefined;
  }

  /**
   * The account named by ADMIN_EMAIL ends up an active admin that can sign in:
   * - missing: created with ADMIN_PASSWORD;
   * - a member, or inactive, or without a password: made an active admin with ADMIN_PASSWORD as its password (a
   *   temporary-password flag or expiry is cleared, its sessions end), and the change is audited;
   * - already an active admin with a password: left alone. The password may have been changed in the app since,
   *   and the environment keeps ADMIN_PASSWORD across restarts, so it never overwrites it; the log says so.
   */
  private async envAdmin(email: string, password: string): Promise<void> {
    const { db, log } = this.ctx;
    assertPasswordAllowed(password, 'ADMIN_PASSWORD');
    const existing = await findUserByEmail(db, email);
    if (existing && isSet(existing.is_admin) && existing.status === 'active' && existing.password_hash) {
      log.info(
        { email },
        'ADMIN_EMAIL names an existing administrator: it keeps its current password (ADMIN_PASSWORD is used only when the account is created, or made an administrator)',
      );
      return;
    }
    const hash = await hashPassword(password);
    const now = toStamp(this.ctx.clock.now());
    await db.transaction().execute(async (trx) => {
      if (!existing) {
        // Another process starting at the same moment may have created it: then there is nothing left to do.
        const createdId = await insertUserIfAbsent(trx, {
          email,
          name: 'Administrator',
          password_hash: hash,
          status: 'active',
          is_admin: flag(true),
          created_at: now,
          updated_at: now,
        });
        if (createdId === undefined) return;
        await writeAudit(trx, {
          actorId: null,
          groupId: null,
          action: 'user.admin_from_env',
          targetType: 'user',
          targetId: createdId,
          summary: `Administrator ${email} created from ADMIN_EMAIL / ADMIN_PASSWORD`,
          at: now,
        });
        log.info({ email }, 'Administrator created from ADMIN_EMAIL / ADMIN_PASSWORD');
        return;
      }
      const was = [
        isSet(existing.is_admin) ? null : 'not an administrator',
        existing.status === 'active' ? null : existing.status,
        existing.password_hash ? null : 'without a password',
      ].filter(Boolean);
      await updateUser(trx, existing.id, {
        is_admin: flag(true),
        status: 'active',
        password_hash: hash,
        must_change_password: flag(false),
        password_expires_at: null,
        updated_at: now,
      });
      await revokeUserSessions(trx, existing.id, now);
      await writeAudit(trx, {
        actorId: null,
        groupId: null,
        action: 'user.admin_from_env',
        targetType: 'user',
        targetId: existing.id,
        summary: `${existing.name} (${email}, was ${was.join(', ')}) made an active administrator from ADMIN_EMAIL; password set from ADMIN_PASSWORD, sessions ended`,
        at: now,
      });
      log.warn(
        { email, was },
        'ADMIN_EMAIL names an existing account: it is now an active administrator, its password set from ADMIN_PASSWORD and its sessions ended',
      );
    });
  }

  async isValid(token: string): Promise<boolean> {
    if ((await countAdmins(this.ctx.db)) > 0) return false;
    return Boolean(await findOpenSetupToken(this.ctx.db, hashToken(token)));
  }

  /** Creates the first admin from a setup link; the link then stops working. */
  async complete(token: string, input: { name: string; email: string; password: string }): Promise<void> {
    const invalid = new AppError('INVALID_RESET_TOKEN', 'This setup link is invalid or was already used.');
    if (!(await this.isValid(token))) throw invalid;
    assertPasswordAllowed(input.password);
    const hash = await hashPassword(input.password);
    const now = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await claimSetupToken(trx, hashToken(token), now))) throw invalid;
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
