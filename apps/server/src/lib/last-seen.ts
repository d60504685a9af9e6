import type { Db } from '../db/kysely.ts';
import { toStamp } from '../db/sql-values.ts';
import type { Clock } from './clock.ts';

/** Writing at most this often per member keeps the cost to one small update a minute for an active member. */
const EVERY_MS = 60_000;

/**
 * When each member was last seen (docs/installable-app.md): signed-in API calls and live connections note it; the
 * unread-messages e-mail goes only to members not seen for 30 minutes. Written in the background, at most once a
 * minute per member on each process; a failed write is only a later e-mail's delay.
 */
export class LastSeen {
  private readonly written = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  note(userId: number): void {
    this.touch([userId]);
  }

  /** Notes several members at once (those holding a live connection on this process). */
  touch(userIds: readonly number[]): void {
    const now = this.clock.now();
    const due = userIds.filter((id) => now.getTime() - (this.written.get(id) ?? 0) >= EVERY_MS);
    if (due.length === 0) return;
    for (const id of due) this.written.set(id, now.getTime());
    void this.db
      .updateTable('users')
      .set({ last_seen_at: toStamp(now) })
      .where('id', 'in', due)
      .execute()
      .catch(() => undefined);
  }
}
