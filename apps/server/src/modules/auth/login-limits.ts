import type { AppContext } from '../../lib/context.ts';
import { DbLimiter } from '../../lib/db-limiter.ts';
import { createLimiter, type Limiter } from '../../lib/rate-limit.ts';

export interface AuthLimiters {
  /**
   * Failed sign-ins per e-mail address (known or not): ACCOUNT_LOCKED when used up. Kept in the database, so a
   * Redis restart or failover never unlocks an account (docs/redis.md "Without Redis").
   */
  account: Limiter;
  /** Failed sign-ins per IP: HTTP 429 when used up. Per process while Redis is away, as are the others below. */
  ip: Limiter;
  /** Wrong group codes per IP. */
  groupCode: Limiter;
  /** Reset requests per IP, so the endpoint cannot be used to flood inboxes. */
  reset: Limiter;
  /** Reset requests per e-mail (known or not), so several addresses together cannot flood one inbox either. */
  resetAccount: Limiter;
  /** Registration attempts per IP, successful or not. */
  register: Limiter;
}

/** Reset mails one e-mail address can be sent per hour, however many addresses ask (docs/product-rules.md). */
export const RESET_MAILS_PER_ACCOUNT = 3;
const HOUR_SECONDS = 60 * 60;

export function createAuthLimiters(ctx: Pick<AppContext, 'config' | 'db' | 'clock' | 'redis'>): AuthLimiters {
  const l = ctx.config.limits;
  const redis = ctx.redis;
  return {
    account: new DbLimiter(ctx.db, ctx.clock, {
      keyPrefix: 'login-account',
      points: l.loginAttemptsPerAccount,
      duration: l.loginLockSeconds,
      blockDuration: l.loginLockSeconds,
    }),
    ip: createLimiter({ keyPrefix: 'login-ip', points: l.loginAttemptsPerIp, duration: l.ipWindowSeconds }, redis),
    groupCode: createLimiter(
      { keyPrefix: 'group-code-ip', points: l.groupCodeAttemptsPerIp, duration: l.ipWindowSeconds },
      redis,
    ),
    reset: createLimiter({ keyPrefix: 'reset-ip', points: l.resetRequestsPerIp, duration: l.ipWindowSeconds }, redis),
    resetAccount: createLimiter(
      { keyPrefix: 'reset-account', points: RESET_MAILS_PER_ACCOUNT, duration: HOUR_SECONDS },
      redis,
    ),
    register: createLimiter(
      { keyPrefix: 'register-ip', points: l.registrationsPerIp, duration: l.ipWindowSeconds },
      redis,
    ),
  };
}
