import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { BroadcastRecipientTable, BroadcastTable } from '../../db/schema.ts';

/** Active members of the group with what a broadcast needs: contact details and the opt-out setting. */
export async function selectAudience(db: Db, groupId: number, optOutKey: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('user_settings as s', (j) => j.onRef('s.user_id', '=', 'u.id').on('s.key', '=', optOutKey))
    .select(['u.id', 'u.name', 'u.email', 'u.phone', 'm.role', 's.value as opt_in'])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'active')
    .where('u.status', '=', 'active')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/**
 * SMS a group's broadcasts queued since `since`. With `lock` (PostgreSQL) the group row is locked first, so two
 * broadcasts sent at once cannot both fit under the cap (SQLite runs one write transaction at a time).
 */
export async function countSmsSince(db: Db, groupId: number, since: string, lock = false): Promise<number> {
  if (lock) {
    await db.selectFrom('groups').select('id').where('id', '=', groupId).forUpdate().execute();
  }
  const row = await db
    .selectFrom('broadcasts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('recipient_count'), eb.lit(0)).as('n'))
    .where('group_id', '=', groupId)
    .where('channel', '=', 'sms')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertBroadcast(db: Db, values: Insertable<BroadcastTable>): Promise<number> {
  const row = await db.insertInto('broadcasts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRecipients(db: Db, rows: Insertable<BroadcastRecipientTable>[]): Promise<void> {
  // Chunks keep every statement under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('broadcast_recipients')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

const broadcastRows = (db: Db) =>
  db
    .selectFrom('broadcasts as b')
    .leftJoin('users as u', 'u.id', 'b.sender_id')
    .select([
      'b.id',
      'b.group_id',
      'b.channel',
      'b.audience',
      'b.subject',
      'b.body',
      'b.recipient_count',
      'b.skipped_count',
      'b.created_at',
      'u.name as sender_name',
    ]);

export type BroadcastRow = Awaited<ReturnType<ReturnType<typeof broadcastRows>['execute']>>[number];

/** Newest first, keyset on (created_at, id). */
export function selectBroadcastPage(
  db: Db,
  groupId: number | undefined,
  before: [string, number] | undefined,
  take: number,
) {
  let q = broadcastRows(db);
  if (groupId !== undefined) q = q.where('b.group_id', '=', groupId);
  if (before) q = q.where((eb) => eb(eb.refTuple('b.created_at', 'b.id'), '<', eb.tuple(before[0], before[1])));
  return q.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').limit(take).execute();
}

export const findBroadcast = (db: Db, id: number) => broadcastRows(db).where('b.id', '=', id).executeTakeFirst();

/** Delivery status per recipient: the outbox row's, or 'skipped'. */
export function selectRecipients(db: Db, broadcastIds: number[]) {
  return db
    .selectFrom('broadcast_recipients as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('outbox as o', 'o.id', 'r.outbox_id')
    .select([
      'r.broadcast_id',
      'r.user_id',
      'u.name',
      'r.address',
      'r.skipped_reason',
      'o.status',
      'o.last_error',
      'o.sent_at',
    ])
    .where('r.broadcast_id', 'in', broadcastIds)
    .orderBy('u.name')
    .execute();
}
