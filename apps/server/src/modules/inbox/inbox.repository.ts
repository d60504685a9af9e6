import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { MessageTable } from '../../db/schema-inbox.ts';

/** A message with both participants' names and the message it quotes, as every read presents it. */
const messageRows = (db: Db) =>
  db
    .selectFrom('messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('users as r', 'r.id', 'm.recipient_id')
    .leftJoin('messages as q', 'q.id', 'm.reply_to_id')
    .leftJoin('users as qs', 'qs.id', 'q.sender_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'm.recipient_id',
      'm.content',
      'm.client_message_id',
      'm.is_read',
      'm.sent_at',
      'm.deleted_at',
      's.name as sender_name',
      'r.name as recipient_name',
      'm.reply_to_id',
      'm.edited_at',
      'q.content as quoted_content',
      'q.deleted_at as quoted_deleted_at',
      'qs.name as quoted_sender_name',
    ]);

export type MessageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirst']>>>;

export const findMessage = (db: Db, id: number) => messageRows(db).where('m.id', '=', id).executeTakeFirst();

export const findMessageByClientId = (db: Db, senderId: number, clientMessageId: string) =>
  messageRows(db)
    .where('m.sender_id', '=', senderId)
    .where('m.client_message_id', '=', clientMessageId)
    .executeTakeFirst();

/** Who may be messaged: the account, its admin flag and its membership. */
export const findCorrespondent = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.status',
      'users.is_admin',
      'memberships.group_id',
      'memberships.status as membership_status',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();

/** Both participants of a conversation, or undefined when it does not exist. */
export async function conversationParticipants(db: Db, conversationId: number): Promise<number[] | undefined> {
  const row = await db
    .selectFrom('conversations')
    .select(['user_a_id', 'user_b_id'])
    .where('id', '=', conversationId)
    .executeTakeFirst();
  return row ? [row.user_a_id, row.user_b_id] : undefined;
}

export const findConversationId = async (db: Db, userA: number, userB: number) =>
  (
    await db
      .selectFrom('conversations')
      .select('id')
      .where('user_a_id', '=', Math.min(userA, userB))
      .where('user_b_id', '=', Math.max(userA, userB))
      .executeTakeFirst()
  )?.id;

/**
 * PostgreSQL: locks both users' inbox counter rows, lowest id first. The counters are kept by triggers on
 * messages and participants, which otherwise lock them in whatever order a write happens to touch them: two
 * members writing to each other at the same moment (or a ring of three) deadlocked, and one send failed.
 * Every write that touches a pair's counters takes this first, so the order is the same everywhere. It also
 * makes a pair's first messages wait for each other, so they share one conversation.
 */
export async function lockInboxCounters(db: Db, userA: number, userB: number): Promise<void> {
  const pair = [Math.min(userA, userB), Math.max(userA, userB)];
  // Rows inserted here are locked in the order given; existing ones are locked by the select, which PostgreSQL
  // locks after sorting, so in id order as well.
  await db
    .insertInto('inbox_counters')
    .values(pair.map((user_id) => ({ user_id })))
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .selectFrom('inbox_counters')
    .select('user_id')
    .where('user_id', 'in', pair)
    .orderBy('user_id')
    .forUpdate()
    .execute();
}

export async function insertConversation(db: Db, userA: number, userB: number, now: string): Promise<number> {
  const { id } = await db
    .insertInto('conversations')
    .values({ user_a_id: Math.min(userA, userB), user_b_id: Math.max(userA, userB), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_participants')
    .values([
      { conversation_id: id, user_id: userA, last_message_id: null },
      { conversation_id: id, user_id: userB, last_message_id: null },
    ])
    .execute();
  return id;
}

export const insertMessage = async (db: Db, values: Insertable<MessageTable>) =>
  (await db.insertInto('messages').values(values).returning('id').executeTakeFirstOrThrow()).id;

/**
 * A new message is the conversation's latest for both participants. Never moves backwards: of two
 * concurrent sends, the later id wins whichever transaction commits last.
 */
export async function recordNewMessage(db: Db, conversationId: number, messageId: number): Promise<void> {
  await db
    .updateTable('conversations')
    .set((eb) => ({ message_count: eb('message_count', '+', 1) }))
    .where('id', '=', conversationId)
    .execute();
  await db
    .updateTable('conversation_participants')
    .set({
      last_message_id: sql<number>`case when last_message_id is null or last_message_id < ${messageId} then ${messageId} else last_message_id end`,
    })
    .where('conversation_id', '=', conversationId)
    .execute();
}

/** Soft-deletes; when it was the latest message, the previous one becomes the latest. */
export async function softDeleteMessage(db: Db, conversationId: number, messageId: number, now: string) {
  const res = await db
    .updateTable('messages')
    .set({ deleted_at: now })
    .where('id', '=', messageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return false;
  await db
    .updateTable('conversations')
    .set((eb) => ({ message_count: eb('message_count', '-', 1) }))
    .where('id', '=', conversationId)
    .execute();
  const latest = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversationId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('conversation_participants')
    .set({ last_message_id: latest?.id ?? null })
    .where('conversation_id', '=', conversationId)
    .where('last_message_id', '=', messageId)
    .execute();
  return true;
}

/**
 * One inbox page: the latest message of each of the user's conversations, newest first, before `cursor`, each
 * with the user's unread count in that conversation. Prepared: the inbox is read on every app start and push.
 */
const inboxPageRows = preparedQuery(3, (db: Db, userId: number, before: number, take: number) =>
  messageRows(db)
    .innerJoin('conversation_participants as cp', 'cp.last_message_id', 'm.id')
    .select((eb) =>
      eb
        .selectFrom('messages as u')
        .select(eb.fn.countAll<number>().as('n'))
        // The (recipient_id, is_read, conversation_id) index answers this per row.
        .where('u.recipient_id', '=', userId)
        .where('u.is_read', '=', sql.lit(0))
        .whereRef('u.conversation_id', '=', 'm.conversation_id')
        .where('u.deleted_at', 'is', null)
        .as('conversation_unread'),
    )
    .where('cp.user_id', '=', userId)
    .where('cp.last_message_id', '<', before)
    // Ordered by the participant row's column so the (user_id, last_message_id) index drives the scan.
    .orderBy('cp.last_message_id', 'desc')
    .limit(take),
);

/** Above every message id: ids are 32-bit integers on PostgreSQL, which refuses a larger parameter. */
const AFTER_LAST_ID = 2_147_483_647;

export const selectInboxPage = (db: Db, userId: number, cursor: number | undefined, take: number) =>
  inboxPageRows(db, userId, cursor ?? AFTER_LAST_ID, take);

const counterRows = preparedQuery(1, (db: Db, userId: number) =>
  db.selectFrom('inbox_counters').select(['conversations', 'unread']).where('user_id', '=', userId),
);

/** The user's inbox counters, kept by triggers (migration 0009) so a page never counts the whole history. */
export async function inboxCounters(db: Db, userId: number) {
  const [row] = await counterRows(db, userId);
  return { conversations: Number(row?.conversations ?? 0), unread: Number(row?.unread ?? 0) };
}

export const countUnread = async (db: Db, userId: number) => (await inboxCounters(db, userId)).unread;

/** Messages before `before` (newest first); the caller reverses them. */
export const selectConversationPage = (db: Db, conversationId: number, before: number | undefined, take: number) => {
  let q = messageRows(db).where('m.conversation_id', '=', conversationId).where('m.deleted_at', 'is', null);
  if (before !== undefined) q = q.where('m.id', '<', before);
  return q.orderBy('m.id', 'desc').limit(take).execute();
};

export async function messageCount(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select('message_count')
    .where('id', '=', conversationId)
    .executeTakeFirst();
  return row?.message_count ?? 0;
}

/** Marks the reader's unread messages of a conversation read; returns their ids. */
export async function markConversationRead(db: Db, conversationId: number, readerId: number, now: string) {
  const rows = await db
    .updateTable('messages')
    .set({ is_read: 1, read_at: now })
    .where('conversation_id', '=', conversationId)
    .where('recipient_id', '=', readerId)
    .where('is_read', '=', 0)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A live message a reply may quote: the conversation it belongs to decides whether the reply may. */
export const findQuotable = (db: Db, id: number) =>
  db
    .selectFrom('messages')
    .select(['id', 'conversation_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** The sender's new text; false when the message was deleted meanwhile. The search triggers re-index it. */
export async function updateMessageContent(db: Db, id: number, content: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('messages')
    .set({ content, edited_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
