import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';

/**
 * Unread messages sent before `sentBefore` to members last seen before `seenBefore` (or never), oldest first per
 * conversation: the candidates for the unread-messages e-mail. Deleted messages and inactive members are left out.
 */
export function selectUnreadForEmail(db: Db, sentBefore: Date, seenBefore: Date, limit: number) {
  return (
    db
      .selectFrom('messages as m')
      .innerJoin('users as r', 'r.id', 'm.recipient_id')
      .innerJoin('users as s', 's.id', 'm.sender_id')
      // The recipient's language and their chapter's, for the e-mail's words.
      .leftJoin('memberships as rm', 'rm.user_id', 'r.id')
      .leftJoin('groups as rg', 'rg.id', 'rm.group_id')
      .select([
        'm.recipient_id',
        'r.email',
        'r.name',
        'r.preferred_language',
        'rg.language as group_language',
        'm.conversation_id',
        's.name as sender_name',
        'm.content',
        'm.sent_at',
      ])
      .where('m.is_read', '=', 0)
      .where('m.deleted_at', 'is', null)
      .where('m.sent_at', '<=', toStamp(sentBefore))
      .where('r.status', '=', 'active')
      .where((eb) => eb.or([eb('r.last_seen_at', 'is', null), eb('r.last_seen_at', '<', toStamp(seenBefore))]))
      .orderBy('m.recipient_id')
      .orderBy('m.conversation_id')
      .orderBy('m.id')
      .limit(limit)
      .execute()
  );
}

/** Claims a conversation's notice for a member and day; true for the one caller that inserted it. */
export async function claimNotice(db: Db, userId: number, conversationId: number, day: string, at: Date) {
  const result = await db
    .insertInto('inbox_email_notices')
    .values({ user_id: userId, conversation_id: conversationId, day, sent_at: toStamp(at) })
    .onConflict((oc) => oc.columns(['user_id', 'conversation_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
