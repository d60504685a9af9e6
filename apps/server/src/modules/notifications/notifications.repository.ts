import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { NotificationTable } from '../../db/schema-notifications.ts';

export type NotificationRow = {
  id: number;
  user_id: number;
  kind: NotificationTable['kind'];
  title: string;
  body: string;
  link: string;
  created_at: string;
  read_at: string | null;
};

/** Rows per insert: far below SQLite's bound on variables, and one statement for any real chapter. */
const INSERT_CHUNK = 500;

/** One statement per 500 recipients; answers the stored rows (for the live publication). */
export async function insertNotifications(db: Db, rows: Insertable<NotificationTable>[]): Promise<NotificationRow[]> {
  const stored: NotificationRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    stored.push(
      ...(await db
        .insertInto('notifications')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .returningAll()
        .execute()),
    );
  }
  return stored;
}

/** A page of the member's list, newest first, before the cursor's id; one more row than asked shows a next page. */
export function selectNotifications(db: Db, userId: number, before: number | undefined, limit: number) {
  let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (before !== undefined) q = q.where('id', '<', before);
  return q
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks one of the member's own notifications read; answers whether it is theirs (and exists). */
export async function markRead(db: Db, userId: number, id: number, at: string): Promise<boolean> {
  const own = await db
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!own) return false;
  if (own.read_at === null) {
    await db.updateTable('notifications').set({ read_at: at }).where('id', '=', id).execute();
  }
  return true;
}

export async function markAllRead(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/**
 * The retention bound (docs/notifications.md): rows older than `before` go, and so do a member's rows past their
 * newest `keep`. Answers how many were removed.
 */
export async function trimNotifications(db: Db, before: string, keep: number): Promise<number> {
  const old = await db.deleteFrom('notifications').where('created_at', '<', before).executeTakeFirst();
  // The keep-th newest id of each member with more than `keep`; their older rows go.
  const over = await db
    .selectFrom('notifications as n')
    .select(['n.user_id'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy('n.user_id')
    .having((eb) => eb.fn.countAll(), '>', keep)
    .execute();
  let removed = Number(old.numDeletedRows);
  for (const { user_id } of over) {
    const edge = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', user_id)
      .orderBy('id', 'desc')
      .offset(keep - 1)
      .limit(1)
      .executeTakeFirst();
    if (!edge) continue;
    const res = await db
      .deleteFrom('notifications')
      .where('user_id', '=', user_id)
      .where('id', '<', edge.id)
      .executeTakeFirst();
    removed += Number(res.numDeletedRows);
  }
  return removed;
}
