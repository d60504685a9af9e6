import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { ChannelMessageTable } from '../../db/schema-channel.ts';

/** A channel message with its sender's name and avatar key and the message it quotes, as every read presents it. */
const messageRows = (db: Db) =>
  db
    .selectFrom('channel_messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .leftJoin('channel_messages as q', 'q.id', 'm.reply_to_id')
    .leftJoin('users as qs', 'qs.id', 'q.sender_id')
    .select([
      'm.id',
      'm.group_id',
      'm.seq',
      'm.sender_id',
      'm.kind',
      'm.content',
      'm.client_message_id',
      'm.sent_at',
      'm.deleted_at',
      's.name as sender_name',
      's.avatar_key as sender_avatar_key',
      'm.reply_to_id',
      'm.edited_at',
      'q.content as quoted_content',
      'q.deleted_at as quoted_deleted_at',
      'qs.name as quoted_sender_name',
    ]);

export type ChannelMessageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirst']>>>;

export const findChannelMessage = (db: Db, id: number) => messageRows(db).where('m.id', '=', id).executeTakeFirst();

export const findByClientId = (db: Db, senderId: number, clientMessageId: string) =>
  messageRows(db)
    .where('m.sender_id', '=', senderId)
    .where('m.client_message_id', '=', clientMessageId)
    .executeTakeFirst();

/** Live messages of the group before `before` (newest first); the caller reverses them. */
export function selectChannelPage(db: Db, groupId: number, before: number | undefined, take: number) {
  let q = messageRows(db).where('m.group_id', '=', groupId).where('m.deleted_at', 'is', null);
  if (before !== undefined) q = q.where('m.id', '<', before);
  return q.orderBy('m.id', 'desc').limit(take).execute();
}

/** Who each message names, with their names: one query for a page. */
export async function selectMentions(db: Db, messageIds: readonly number[]) {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('channel_mentions as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.message_id', 'c.user_id', 'u.name'])
    .where('c.message_id', 'in', messageIds)
    .orderBy('c.message_id')
    .orderBy('u.name')
    .execute();
}

/** The group's message sequence and pin (no row: nothing sent or pinned yet). */
export const findChannelState = (db: Db, groupId: number) =>
  db
    .selectFrom('chapter_channels')
    .select(['last_seq', 'pinned_message_id', 'pinned_by', 'pinned_at'])
    .where('group_id', '=', groupId)
    .executeTakeFirst();

/**
 * PostgreSQL: the group row's key-share lock, which the new rows' foreign keys take anyway, taken first. A
 * broadcast locks the group row (its SMS cap) before it posts its announcement here; without this a send that
 * already held the channel row would wait on the group row while the broadcast waited on the channel row.
 */
export async function lockGroupKey(db: Db, groupId: number): Promise<void> {
  await db.selectFrom('groups').select('id').where('id', '=', groupId).forKeyShare().execute();
}

/**
 * Takes the group's next seq. On PostgreSQL the update also locks the group's channel row until the transaction
 * ends, so the group's messages get their seqs, and their ids, in one order.
 */
export async function nextSeq(db: Db, groupId: number): Promise<number> {
  const take = () =>
    db
      .updateTable('chapter_channels')
      .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
      .where('group_id', '=', groupId)
      .returning('last_seq')
      .executeTakeFirst();
  const taken = await take();
  if (taken) return taken.last_seq;
  // The group's first message: its row, then the seq (a parallel first message may have made the row meanwhile).
  await db
    .insertInto('chapter_channels')
    .values({ group_id: groupId })
    .onConflict((oc) => oc.column('group_id').doNothing())
    .execute();
  const first = await take();
  if (!first) throw new Error(`chapter channel row of group ${groupId} vanished`);
  return first.last_seq;
}

export const insertChannelMessage = async (db: Db, values: Insertable<ChannelMessageTable>) =>
  (await db.insertInto('channel_messages').values(values).returning('id').executeTakeFirstOrThrow()).id;

export async function insertMentions(
  db: Db,
  message: { id: number; group_id: number; seq: number },
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('channel_mentions')
    .values(
      userIds.map((user_id) => ({ message_id: message.id, user_id, group_id: message.group_id, seq: message.seq })),
    )
    .execute();
}

export const mentionedIds = async (db: Db, messageId: number) =>
  (await db.selectFrom('channel_mentions').select('user_id').where('message_id', '=', messageId).execute()).map(
    (r) => r.user_id,
  );

/** Soft-deletes; false when it was already deleted. Deleting the pinned message unpins it. */
export async function softDeleteChannelMessage(db: Db, id: number, groupId: number, by: number, now: string) {
  const res = await db
    .updateTable('channel_messages')
    .set({ deleted_at: now, deleted_by: by })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return { deleted: false, unpinned: false };
  const unpinned = await db
    .updateTable('chapter_channels')
    .set({ pinned_message_id: null, pinned_by: null, pinned_at: null })
    .where('group_id', '=', groupId)
    .where('pinned_message_id', '=', id)
    .executeTakeFirst();
  return { deleted: true, unpinned: Number(unpinned.numUpdatedRows) > 0 };
}

export async function setPin(db: Db, groupId: number, pin: { messageId: number; by: number; at: string } | null) {
  await db
    .insertInto('chapter_channels')
    .values({ group_id: groupId })
    .onConflict((oc) => oc.column('group_id').doNothing())
    .execute();
  await db
    .updateTable('chapter_channels')
    .set({ pinned_message_id: pin?.messageId ?? null, pinned_by: pin?.by ?? null, pinned_at: pin?.at ?? null })
    .where('group_id', '=', groupId)
    .execute();
}

/** The newest message of the group, deleted or not: reading "everything" reads up to it. */
export const latestMessage = (db: Db, groupId: number) =>
  db
    .selectFrom('channel_messages')
    .select(['id', 'seq'])
    .where('group_id', '=', groupId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findReadRow = (db: Db, userId: number, groupId: number) =>
  db
    .selectFrom('channel_reads')
    .select(['last_read_id', 'last_read_seq'])
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();

/**
 * Where a member who never opened the channel has read to: everything sent before they joined the group is
 * history, not news: the last message from before the moment they joined.
 */
export async function joinedPosition(db: Db, userId: number, groupId: number) {
  const row = await db
    .selectFrom('memberships as ms')
    .innerJoin('channel_messages as m', (j) =>
      j.onRef('m.group_id', '=', 'ms.group_id').onRef('m.sent_at', '<', 'ms.joined_at'),
    )
    .select(['m.id', 'm.seq'])
    .where('ms.user_id', '=', userId)
    .where('ms.group_id', '=', groupId)
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { last_read_id: row?.id ?? 0, last_read_seq: row?.seq ?? 0 };
}

/** Moves the member's read position forward (never back: a late request from another tab changes nothing). */
export async function advanceRead(
  db: Db,
  userId: number,
  groupId: number,
  to: { id: number; seq: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('channel_reads')
    .values({ user_id: userId, group_id: groupId, last_read_id: to.id, last_read_seq: to.seq, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'group_id'])
        .doUpdateSet({ last_read_id: to.id, last_read_seq: to.seq, updated_at: now })
        .where('channel_reads.last_read_seq', '<', to.seq),
    )
    .execute();
}

/** Deleted messages after a position: the only rows an unread count reads (a partial index holds just them). */
export async function countDeletedAfter(db: Db, groupId: number, seq: number): Promise<number> {
  const row = await db
    .selectFrom('channel_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('group_id', '=', groupId)
    .where('seq', '>', seq)
    .where('deleted_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Live messages after a position that name the member. */
export async function countMentionsAfter(db: Db, userId: number, groupId: number, seq: number): Promise<number> {
  const row = await db
    .selectFrom('channel_mentions as c')
    .innerJoin('channel_messages as m', 'm.id', 'c.message_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('c.user_id', '=', userId)
    .where('c.group_id', '=', groupId)
    .where('c.seq', '>', seq)
    .where('m.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The group's active members with what decides their access to the channel, optionally only some of them. */
export function selectChannelPeople(db: Db, groupId: number, onlyIds?: readonly number[]) {
  let q = db
    .selectFrom('memberships as ms')
    .innerJoin('users as u', 'u.id', 'ms.user_id')
    .select(['u.id', 'u.name', 'u.avatar_key', 'u.is_admin', 'ms.role'])
    .where('ms.group_id', '=', groupId)
    .where('ms.status', '=', 'active')
    .where('u.status', '=', 'active');
  if (onlyIds) q = q.where('u.id', 'in', onlyIds.length ? [...onlyIds] : [0]);
  return q.orderBy('u.name').orderBy('u.id').execute();
}

/** The group's name and its visitor and substitute settings. */
export const findSenderCard = (db: Db, userId: number) =>
  db.selectFrom('users').select(['id', 'name', 'avatar_key']).where('id', '=', userId).executeTakeFirst();

/** The sender's new text; false when the message was deleted meanwhile. */
export async function updateChannelContent(db: Db, id: number, content: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('channel_messages')
    .set({ content, edited_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
