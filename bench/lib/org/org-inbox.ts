/** Inbox conversations between members of a chapter, their messages, and the counters the server keeps. */
import { toStamp } from '../../../apps/server/src/db/sql-values.ts';
import type { AnyRows, OrgContext, Person } from './org-context.ts';
import { LINES } from './org-words.ts';

export async function addInbox(ctx: OrgContext, people: Person[][]): Promise<void> {
  const { db, o, rnd, pick, at, count, insertAll, bulk } = ctx;
  // Inbox: each member talks with about five others of the chapter, a dozen messages per conversation over
  // the six months, all read except the last one in a fifth of the conversations.
  const pairs: { a: Person; b: Person }[] = [];
  for (const chapter of people) {
    const seen = new Set<string>();
    for (const [j, p] of chapter.entries()) {
      for (let k = 1; k <= 3; k++) {
        const q = chapter[(j + k * 7) % chapter.length] as Person;
        const [a, b] = p.id < q.id ? [p, q] : [q, p];
        const key = `${a.id}:${b.id}`;
        if (a.id === b.id || seen.has(key)) continue;
        seen.add(key);
        pairs.push({ a, b });
      }
    }
  }
  const conversations = await bulk(
    pairs.map(({ a, b }) => ({ user_a_id: a.id, user_b_id: b.id, created_at: toStamp(at(o.weeks * 7)) })),
    (chunk) =>
      db
        .insertInto('conversations')
        .values(chunk as AnyRows)
        .returning(['id', 'user_a_id', 'user_b_id'])
        .execute(),
  );
  count('conversations', conversations.length);
  await bulk(
    conversations.flatMap((c) => [
      { conversation_id: c.id, user_id: c.user_a_id, last_message_id: null },
      { conversation_id: c.id, user_id: c.user_b_id, last_message_id: null },
    ]),
    (chunk) =>
      db
        .insertInto('conversation_participants')
        .values(chunk as AnyRows)
        .execute(),
    1,
  );
  count('conversation_participants', conversations.length * 2);
  const messages = [];
  let messageSeq = 0;
  for (const c of conversations) {
    const n = 6 + Math.floor(rnd() * 12);
    const leaveUnread = rnd() < 0.2;
    let daysAgo = o.weeks * 7 - rnd() * 20;
    for (let i = 0; i < n; i++) {
      daysAgo = Math.max(0.05, daysAgo - rnd() * ((o.weeks * 7) / n) * 1.5);
      const fromA = rnd() < 0.5;
      const sent = toStamp(at(daysAgo));
      const read = !(leaveUnread && i === n - 1);
      messages.push({
        conversation_id: c.id,
        sender_id: fromA ? c.user_a_id : c.user_b_id,
        recipient_id: fromA ? c.user_b_id : c.user_a_id,
        content: pick(LINES),
        client_message_id: `org-msg-${++messageSeq}`,
        is_read: read ? 1 : 0,
        read_at: read ? sent : null,
        deleted_at: null,
        sent_at: sent,
      });
    }
  }
  await insertAll('messages', messages);
  // Each conversation's latest message and count, as the server keeps them (the triggers update the counters).
  await db
    .updateTable('conversation_participants')
    .set((eb) => ({
      last_message_id: eb
        .selectFrom('messages')
        .select((m) => m.fn.max('messages.id').as('m'))
        .whereRef('messages.conversation_id', '=', 'conversation_participants.conversation_id')
        .where('messages.deleted_at', 'is', null),
    }))
    .execute();
  await db
    .updateTable('conversations')
    .set((eb) => ({
      message_count: eb
        .selectFrom('messages')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('messages.conversation_id', '=', 'conversations.id')
        .where('messages.deleted_at', 'is', null),
    }))
    .execute();
}
