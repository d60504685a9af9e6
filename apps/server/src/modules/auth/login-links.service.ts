import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { flag, isSet, toStamp } from '../../db/sql-values.ts';
import { findUserById, updateUser } from '../../kernel/users.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken } from '../../lib/ids.ts';
import { textLanguageOf } from '../notifications/text-languages.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';
import { passwordChangedEmail } from './auth-emails.ts';
import { claimLoginLink, findLoginLink } from './login-links.repository.ts';
import { voidUserResets } from './password-resets.repository.ts';
import { assertPasswordAllowed, hashPassword } from './passwords.ts';

/** The page a one-time link opens on: its meeting, else home. */
const landingOf = (meetingId: number | null) =>
  meetingId === null ? webPaths.home : webPath(webPaths.meeting, { meetingId });

/**
 * Signing in without typing a password (docs/product-rules.md "Visitor sign-in"): a visitor's one-time link, and
 * the password they choose afterwards.
 */
export class LoginLinksService {
  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
  ) {}

  /**
   * Redeems a link: single use, before it expires, for an active account. The link proved the e-mail address, so
   * a temporary password sent with it stops working here; the account then has no password until one is chosen.
   */
  async redeem(token: string, client: ClientInfo): Promise<{ token: string; next: string }> {
    const invalid = new AppError(
      'INVALID_LOGIN_LINK',
      'This sign-in link has expired or was already used. Sign in with your password, or reset it.',
    );
    const tokenHash = hashToken(token);
    const now = toStamp(this.ctx.clock.now());
    const link = await findLoginLink(this.ctx.db, tokenHash);
    if (!link || link.used_at || link.expires_at <= now || link.status !== 'active') throw invalid;
    await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await claimLoginLink(trx, tokenHash, now))) throw invalid;
      if (isSet(link.must_change_password)) {
        await updateUser(trx, link.user_id, {
          password_hash: null,
          must_change_password: flag(false),
          password_expires_at: null,
          updated_at: now,
        });
      }
    });
    const session = await this.auth.startSession(link.user_id, client);
    return { token: session, next: landingOf(link.meeting_id) };
  }

  /**
   * The first password of an account that has none (it signed in by a link): there is no current password to ask
   * for, so the signed-in session is the proof, as it is for every other change made in it.
   */
  async setFirstPassword(userId: number, next: string): Promise<void> {
    const user = await findUserById(this.ctx.db, userId);
    if (!user) throw new AppError('NOT_FOUND', 'Account not found');
    if (user.password_hash) {
      throw new AppError('CONFLICT', 'This account already has a password: change it with the current one');
    }
    assertPasswordAllowed(next, 'newPassword');
    const passwordHash = await hashPassword(next);
    const now = toStamp(this.ctx.clock.now());
    const language = await textLanguageOf(this.ctx.db, userId);
    await this.ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, { password_hash: passwordHash, password_expires_at: null, updated_at: now });
      await voidUserResets(trx, userId, now);
      await this.ctx.mail.enqueue(trx, { to: user.email, ...passwordChangedEmail(this.ctx.config.appUrl, language) });
    });
    this.ctx.mail.flush();
  }
}
