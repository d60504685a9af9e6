import type { LoginResponse, RegisterRequest } from '@chapter/shared/auth.schemas';
import { RESET_TOKEN_TTL_MS } from '@chapter/shared/constants';
import type { LanguageCode } from '@chapter/shared/languages';
import * as webPaths from '@chapter/shared/web-paths';
import { flag, isSet, toStamp } from '../../db/sql-values.ts';
import { insertMembership } from '../../kernel/memberships.repository.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../../kernel/users.repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { addMs } from '../../lib/clock.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashToken, randomToken } from '../../lib/ids.ts';
import type { Notifier } from '../../lib/notifier.ts';
import { type Principal, permissionsFor, selectAccess, selectGroupHolders } from '../../lib/principal.ts';
import { consume, rateLimitError, secondsUntil } from '../../lib/rate-limit.ts';
import { countGroupMembers, findGroup, findGroupByCode } from '../groups/groups.repository.ts';
import { tellingsFor, textLanguageOf, textLanguagesOf } from '../notifications/text-languages.ts';
import { newApplicationEmail, passwordChangedEmail, resetEmail } from './auth-emails.ts';
import { CurrentPasswordCheck } from './current-password.ts';
import type { AuthLimiters } from './login-limits.ts';
import { authText } from './messages.ts';
import { claimReset, findResetByHash, insertReset, voidUserResets } from './password-resets.repository.ts';
import { assertPasswordAllowed, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import {
  findLoginMembership,
  insertSession,
  revokeSession,
  revokeUserSessions,
  sessionExpiry,
} from './sessions.repository.ts';
import type { TokenService } from './tokens.ts';

const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESET_REQUESTED_MESSAGE =
  'If an account exists with that email, you will receive password reset instructions.';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Sign-in, registration, sessions and password resets. */
export class AuthService {
  /** The current-password check other modules share (changing the sign-in e-mail). */
  readonly currentPassword: CurrentPasswordCheck;

  constructor(
    private readonly ctx: AppContext,
    private readonly tokens: TokenService,
    private readonly limits: AuthLimiters,
    private readonly notifier?: Notifier,
  ) {
    this.currentPassword = new CurrentPasswordCheck(ctx.db, limits.account);
  }

  /**
   * Signs in. An attempt takes a point from the address's budget and one from the account's before the password is
   * checked (each taken atomically), so parallel guesses beyond either budget are refused without an argon2 verify;
   * unknown e-mails run the same dummy verify and count the same. A right password gives the address its point back
   * and clears the account's count: only failed sign-ins use them up.
   */
  async login(email: string, password: string, client: ClientInfo): Promise<LoginResponse> {
    const ipState = await consume(this.limits.ip, client.ip);
    if (!ipState.allowed) throw this.ipFlood(ipState.msBeforeNext);

    const attempt = await consume(this.limits.account, email);
    if (!attempt.allowed) {
      throw new AppError('ACCOUNT_LOCKED', 'Too many failed attempts. This account is temporarily locked.', {
        retryAfter: secondsUntil(attempt.msBeforeNext),
      });
    }
    const user = await findUserByEmail(this.ctx.db, email);
    const now = this.ctx.clock.now();
    const passwordOk = await verifyPassword(user?.password_hash, password, client.ip);
    const expired = user?.password_expires_at ? user.password_expires_at <= toStamp(now) : false;
    if (!user || !passwordOk || expired) {
      if (attempt.remaining === 0) {
        throw new AppError('ACCOUNT_LOCKED', 'Too many failed attempts. This account is temporarily locked.', {
          retryAfter: secondsUntil(attempt.msBeforeNext),
        });
      }
      throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password', { remainingAttempts: attempt.remaining });
    }
    await this.limits.ip.reward(client.ip, 1);
    // The password was right: the account's state may now be revealed.
    await this.limits.account.delete(email);
    if (user.status !== 'active') {
      throw new AppError('ACCOUNT_INACTIVE', 'This account is inactive.');
    }
    await this.assertSubstituteMayLogin(user.id);
    if (user.password_hash && needsRehash(user.password_hash)) {
      await updateUser(this.ctx.db, user.id, { password_hash: await hashPassword(password, client.ip) });
    }
    const token = await this.startSession(user.id, client);
    return { token, mustChangePassword: isSet(user.must_change_password) };
  }

  private ipFlood(msBeforeNext: number, what = 'login attempts'): AppError {
    const minutes = Math.ceil(secondsUntil(msBeforeNext) / 60);
    return rateLimitError(msBeforeNext, `Too many ${what}. Please try again in ${minutes} minutes.`);
  }

  private async assertSubstituteMayLogin(userId: number): Promise<void> {
    const row = await findLoginMembership(this.ctx.db, userId);
    if (row?.role === 'Substitute' && !isSet(row.allow_substitute_login)) {
      throw new AppError('SUBSTITUTE_LOGIN', 'Substitute accounts cannot sign in to this group.');
    }
  }

  /** Creates a server-side session and the JWT that names it. */
  async startSession(userId: number, client: ClientInfo): Promise<string> {
    const now = this.ctx.clock.now();
    const expiresAt = addMs(now, SESSION_TTL_MS);
    const sessionId = randomToken();
    await insertSession(this.ctx.db, {
      id: sessionId,
      userId,
      createdAt: toStamp(now),
      expiresAt: toStamp(expiresAt),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
    });
    const access = await selectAccess(this.ctx.db, userId);
    const permissions = access ? permissionsFor(access) : [];
    return this.tokens.sign({ userId, sessionId, version: this.ctx.config.appVersion, permissions }, now, expiresAt);
  }

  /**
   * A new token for the caller's own session: same session id and expiry, the permissions the guard just read
   * from the database. Nothing is granted by it (the server never trusts the token's list); it lets the web app's
   * local checks follow a role that changed while signed in.
   */
  async renewToken(principal: Principal): Promise<string> {
    const { userId, sessionId, permissions } = principal;
    const expiresAt = await sessionExpiry(this.ctx.db, sessionId);
    const claims = { userId, sessionId, version: this.ctx.config.appVersion, permissions };
    return this.tokens.sign(claims, this.ctx.clock.now(), new Date(expiresAt));
  }

  async logout(sessionId: string): Promise<void> {
    await revokeSession(this.ctx.db, sessionId, toStamp(this.ctx.clock.now()));
    // After the commit: open sockets of this session close on every process.
    await this.ctx.realtime.disconnectSessions([sessionId]);
  }

  /** Registration; with a group code the membership waits for approve_members. */
  async register(input: RegisterRequest, client: ClientInfo): Promise<{ message: string }> {
    // Before any work: every attempt costs a password hash and tells whether an e-mail is registered.
    const budget = await consume(this.limits.register, client.ip);
    if (!budget.allowed) throw this.ipFlood(budget.msBeforeNext, 'registration attempts');
    assertPasswordAllowed(input.password);
    const { db } = this.ctx;
    let groupId: number | undefined;
    if (input.groupCode) {
      // Taken before the lookup (in one step), so parallel guesses cannot exceed the budget; a real code gives it back.
      const gate = await consume(this.limits.groupCode, client.ip);
      if (!gate.allowed) throw this.ipFlood(gate.msBeforeNext, 'group code attempts');
      const group = await findGroupByCode(db, input.groupCode);
      if (!group) throw new AppError('INVALID_GROUP_CODE', 'The group code you entered is not valid.');
      await this.limits.groupCode.reward(client.ip, 1);
      if (group.status !== 'active') throw new AppError('GROUP_INACTIVE', 'This group is not currently active.');
      const taken = await countGroupMembers(db, group.id, ['active', 'pending']);
      if (!isSet(group.accepting_members) || (group.capacity !== null && taken >= group.capacity)) {
        throw new AppError('GROUP_FULL', 'This group is currently not accepting new members.');
      }
      groupId = group.id;
    }
    if (await findUserByEmail(db, input.email)) {
      throw new AppError(
        'EMAIL_IN_USE',
        'This email address is already registered. Please log in or use a different email.',
      );
    }
    const passwordHash = await hashPassword(input.password, client.ip);
    const now = toStamp(this.ctx.clock.now());
    const approvers: number[] = [];
    let languages = new Map<number, LanguageCode>();
    await db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        email: input.email,
        name: input.name,
        password_hash: passwordHash,
        status: 'active',
        created_at: now,
        updated_at: now,
      });
      if (groupId !== undefined) {
        await insertMembership(trx, {
          user_id: userId,
          group_id: groupId,
          role: 'Member',
          status: 'pending',
          created_at: now,
          updated_at: now,
        });
        // Everyone who may decide (approve_members, with the group's overrides) hears of the application.
        const group = await findGroup(trx, groupId);
        if (!group) throw notFound('Group');
        const holders = await selectGroupHolders(trx, groupId, 'approve_members');
        // Each approver is written to in their language, all of them read by one query.
        languages = await textLanguagesOf(
          trx,
          holders.map((h) => h.id),
        );
        for (const approver of holders) {
          const language = languages.get(approver.id) ?? 'en';
          await this.ctx.mail.enqueue(trx, {
            to: approver.email,
            ...newApplicationEmail(this.ctx.config.appUrl, group.name, input.name, input.email, language),
          });
          approvers.push(approver.id);
        }
      }
    });
    this.ctx.mail.flush();
    await this.notifier?.notifyEach(
      tellingsFor(languages, approvers, (language) => ({
        kind: 'approval',
        title: authText(language, 'applicationWaiting'),
        body: authText(language, 'appliedToJoin', { name: input.name.trim() }),
        link: webPaths.adminApprovals,
        tag: `application-${input.email.trim().toLowerCase()}`,
      })),
    );
    return {
      message:
        groupId === undefined
          ? 'Account created. You can now sign in.'
          : "Account created. Your membership is waiting for the group's approval; you can sign in meanwhile.",
    };
  }

  /**
   * Sends a reset link when the account exists; the caller always gets the same answer, in the same time. Only the
   * budgets (per address, per e-mail: the same work whether or not the account exists) are taken before replying;
   * the lookup, the token and the mail wait for `afterReply`, so neither the answer nor its timing tells whether the
   * e-mail is registered.
   */
  async requestReset(email: string, client: ClientInfo, afterReply: (start: () => void) => void): Promise<void> {
    const gate = await consume(this.limits.reset, client.ip);
    if (!gate.allowed) return;
    const perAccount = await consume(this.limits.resetAccount, email.trim().toLowerCase());
    if (!perAccount.allowed) return;
    let start = () => {};
    const later = new Promise<void>((resolve) => {
      start = resolve;
    })
      .then(() => this.writeReset(email))
      .catch((err: unknown) => this.ctx.log.error({ err }, 'password reset mail not written'));
    // Shutdown and tests wait for it like for mail already in the outbox.
    this.ctx.mail.worker.track(later);
    afterReply(start);
  }

  private async writeReset(email: string): Promise<void> {
    const user = await findUserByEmail(this.ctx.db, email);
    if (user?.status !== 'active') return;
    const token = randomToken();
    const now = this.ctx.clock.now();
    const language = await textLanguageOf(this.ctx.db, user.id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await voidUserResets(trx, user.id, toStamp(now));
      await insertReset(trx, {
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: toStamp(now),
        expiresAt: toStamp(addMs(now, RESET_TOKEN_TTL_MS)),
      });
      await this.ctx.mail.enqueue(trx, { to: user.email, ...resetEmail(this.ctx.config.appUrl, token, language) });
    });
    this.ctx.mail.flush();
  }

  /** Sets a new password from a single-use link and signs the account out everywhere. */
  async completeReset(token: string, password: string): Promise<void> {
    const invalid = new AppError(
      'INVALID_RESET_TOKEN',
      'This reset link is invalid or has expired. Please request a new one.',
    );
    const now = this.ctx.clock.now();
    const reset = await findResetByHash(this.ctx.db, hashToken(token));
    if (!reset || reset.used_at || reset.expires_at <= toStamp(now)) throw invalid;
    assertPasswordAllowed(password);
    const passwordHash = await hashPassword(password);
    const user = await findUserById(this.ctx.db, reset.user_id);
    if (!user) throw invalid;
    const language = await textLanguageOf(this.ctx.db, user.id);
    await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await claimReset(trx, reset.id, toStamp(now)))) throw invalid;
      await voidUserResets(trx, user.id, toStamp(now));
      await updateUser(trx, user.id, {
        password_hash: passwordHash,
        must_change_password: flag(false),
        password_expires_at: null,
        updated_at: toStamp(now),
      });
      await revokeUserSessions(trx, user.id, toStamp(now));
      await this.ctx.mail.enqueue(trx, { to: user.email, ...passwordChangedEmail(this.ctx.config.appUrl, language) });
    });
    await this.limits.account.delete(user.email);
    await this.ctx.realtime.disconnectSessions(user.id);
    this.ctx.mail.flush();
  }

  /** Changes the password with the current one; other sessions end and the user is told by e-mail. */
  async changePassword(userId: number, sessionId: string, current: string, next: string): Promise<void> {
    const user = await this.currentPassword.confirm(
      userId,
      current,
      () =>
        new AppError('VALIDATION_ERROR', 'Current password is incorrect', {
          details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
        }),
    );
    assertPasswordAllowed(next, 'newPassword');
    if (current === next) {
      throw new AppError('VALIDATION_ERROR', 'Choose a password you have not just used', {
        details: [{ field: 'newPassword', message: 'New password must differ from the current one' }],
      });
    }
    const passwordHash = await hashPassword(next);
    const now = toStamp(this.ctx.clock.now());
    const language = await textLanguageOf(this.ctx.db, userId);
    await this.ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, {
        password_hash: passwordHash,
        must_change_password: flag(false),
        password_expires_at: null,
        updated_at: now,
      });
      await revokeUserSessions(trx, userId, now, sessionId);
      await voidUserResets(trx, userId, now);
      await this.ctx.mail.enqueue(trx, { to: user.email, ...passwordChangedEmail(this.ctx.config.appUrl, language) });
    });
    await this.ctx.realtime.disconnectSessions(userId, { exceptSessionId: sessionId });
    this.ctx.mail.flush();
  }
}
