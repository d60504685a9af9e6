/** Sign-in lock-outs (migration 0024, lib/db-limiter.ts); column conventions in column-types.ts. */
import type { Timestamp } from './column-types.ts';

export interface LockoutTable {
  /** SHA-256 of the limiter's prefix and key: no e-mail address is kept in the table. */
  key: string;
  /** Failed attempts in the window (past the budget: the lock-out). */
  failures: number;
  /** When the window or the lock-out ends; the row means nothing after it. */
  expires_at: Timestamp;
}
