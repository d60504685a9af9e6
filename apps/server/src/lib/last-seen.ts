import type { Db } from '../db/kysely.ts';
import { toStamp } from '../db/sql-values.ts';
import type { Clock } from './clock.ts';

/** Writing at most this often per member keeps the cost to one small update a minute for an active member. */
const EVERY_MS = 60_000;

/** Members noted within this long are written together, in one statement. */
const BATCH_MS = 5_000;

/**
 * When each member was last seen (docs/installable-app.md): signed-in API calls and live connections note it; the
 * unread-messages e-mail goes only to members not seen for 30 minutes. Written in the background, at most once a
 * minute per member on each process, and batched: the members noted in the same few seconds share one update
 * (at 7 am a chapter signs in together). A failed write is only a later e-mail's delay.
 */
export class LastSeen {
  private readonly written = new Map<number, number>();
  private readonly pending = new Set<number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  note(userId: number): void {
    this.touch([userId]);
  }

  /** Notes several members at once (those holding a live connection on this process). */
  touch(userIds: readonly number[]): void {
    const now = this.clock.now().getTime();
    for (const id of userIds) {
      if (now - (this.written.get(id) ?? 0) < EVERY_MS) continue;
      this.written.set(id, now);
      this.pending.add(id);
    }
    if (this.pending.size === 0 || this.timer) return;
    this.timer = setTimeout(() => void this.flush(), BATCH_MS);
    this.timer.unref();
  }

  /** Writes what is pending now (also called by the timer). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const ids = [...this.pending];
    this.pending.clear();
    const at = toStamp(this.clock.now());
    // In chunks, well below either database's limit on bound parameters.
    for (let i = 0; i < ids.length; i += 500) {
      await this.db
        .updateTable('users')
        .set({ last_seen_at: at })
        .where('id', 'in', ids.slice(i, i + 500))
        .execute()
        .catch(() => undefined);
    }
  }
}
