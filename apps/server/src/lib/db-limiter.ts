import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/kysely.ts';
import { toStamp } from '../db/sql-values.ts';
import type { Clock } from './clock.ts';
import type { Limiter } from './rate-limit.ts';

/** How often one process removes ended rows at most. */
export const PRUNE_EVERY_MS = 60_000;

interface DbLimiterOptions {
  keyPrefix: string;
  /** Attempts per window. */
  points: number;
  /** The window, from its first attempt (seconds). */
  duration: number;
  /** The lock once an attempt goes past the budget (seconds), from that attempt. */
  blockDuration: number;
}

/**
 * A fixed-window limiter kept in the database, with the same answers as rate-limiter-flexible's (remaining
 * points, time until the window or lock ends, a RateLimiterRes thrown past the budget). For lock-outs that must
 * outlive Redis: the database holds the accounts they protect, so it is there whenever a sign-in can succeed,
 * and every process shares it (docs/redis.md "Without Redis"). Each attempt is one atomic upsert: parallel
 * attempts each get their own count, as with Redis.
 */
export class DbLimiter implements Limiter {
  /** The attempt on each key still being counted: the next one waits for it (see consume). */
  private readonly counting = new Map<string, Promise<unknown>>();
  /** When this process last removed ended rows (ms since the epoch, by the clock); see prune. */
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly opts: DbLimiterOptions,
  ) {}

  /** The row's key: hashed, so the table never holds the e-mail addresses people tried. */
  private rowKey(key: string): string {
    return createHash('sha256').update(`${this.opts.keyPrefix}:${key}`).digest('hex');
  }

  /**
   * Attempts on one key are counted in the order they arrived, as on Redis's one connection: on a pool of
   * database connections a later attempt could otherwise be counted first, and a right password sent after a
   * burst of wrong ones get one of their points.
   */
  consume(key: string, points = 1): Promise<RateLimiterRes> {
    const before = this.counting.get(key) ?? Promise.resolve();
    const mine = before.then(
      () => this.count(key, points),
      () => this.count(key, points),
    );
    const settled = mine.catch(() => undefined);
    this.counting.set(key, settled);
    void settled.then(() => {
      if (this.counting.get(key) === settled) this.counting.delete(key);
    });
    return mine;
  }

  private async count(key: string, points: number): Promise<RateLimiterRes> {
    const now = this.clock.now();
    const nowStamp = toStamp(now);
    const windowEnd = toStamp(new Date(now.getTime() + this.opts.duration * 1000));
    const rowKey = this.rowKey(key);
    // An expired row starts a new window; a live one adds to its count and keeps its end.
    const expired = sql<boolean>`lockouts.expires_at <= ${nowStamp}`;
    const row = await this.db
      .insertInto('lockouts')
      .values({ key: rowKey, failures: points, expires_at: windowEnd })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`case when ${expired} then ${points} else lockouts.failures + ${points} end`,
          expires_at: sql<string>`case when ${expired} then ${windowEnd} else lockouts.expires_at end`,
        }),
      )
      .returning(['failures', 'expires_at'])
      .executeTakeFirstOrThrow();
    const failures = Number(row.failures);
    let expiresAt = row.expires_at;
    // The attempt that first goes past the budget starts the lock (later ones do not extend it).
    if (failures > this.opts.points && failures - points <= this.opts.points) {
      expiresAt = toStamp(new Date(now.getTime() + this.opts.blockDuration * 1000));
      await this.db.updateTable('lockouts').set({ expires_at: expiresAt }).where('key', '=', rowKey).execute();
    }
    if (failures === points) await this.prune(now);
    const res = new RateLimiterRes(
      Math.max(this.opts.points - failures, 0),
      Math.max(Date.parse(expiresAt) - now.getTime(), 0),
      failures,
      failures === points,
    );
    if (failures > this.opts.points) throw res;
    return res;
  }

  async reward(key: string, points = 1): Promise<RateLimiterRes> {
    const nowStamp = toStamp(this.clock.now());
    const row = await this.db
      .updateTable('lockouts')
      .set({ failures: sql<number>`failures - ${points}` })
      .where('key', '=', this.rowKey(key))
      .where('expires_at', '>', nowStamp)
      .returning(['failures', 'expires_at'])
      .executeTakeFirst();
    const failures = Number(row?.failures ?? 0);
    const ms = row ? Math.max(Date.parse(row.expires_at) - this.clock.now().getTime(), 0) : 0;
    return new RateLimiterRes(Math.max(this.opts.points - failures, 0), ms, failures);
  }

  async delete(key: string): Promise<boolean> {
    const res = await this.db.deleteFrom('lockouts').where('key', '=', this.rowKey(key)).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /**
   * Rows whose window or lock has ended, removed when a new window starts, at most once a minute per process: a
   * first attempt is nearly every sign-in, and a delete on each cost every sign-in a statement. An ended row is
   * never read as live (count restarts it, reward skips it), so it may wait a minute for its removal.
   */
  private async prune(now: Date): Promise<void> {
    if (now.getTime() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now.getTime();
    await this.db.deleteFrom('lockouts').where('expires_at', '<=', toStamp(now)).execute();
  }
}
