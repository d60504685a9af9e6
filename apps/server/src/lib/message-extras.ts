import {
  MESSAGE_EDIT_WINDOW_MS,
  type MessageReaction,
  REACTION_EMOJIS,
  REPLY_EXCERPT_MAX,
  type ReactionCount,
  type ReactionEmoji,
  type ReplyQuote,
} from '@chapter/shared/message-extras.schemas';
import type { Db } from '../db/kysely.ts';
import { AppError } from './app-error.ts';

/**
 * Reactions, reply quotes and the edit window, the same in the inbox and the chapter channel (docs/product-rules.md
 * "Inbox", docs/chapter-channel.md). Each conversation kind keeps its reactions in its own table of one shape.
 */
type ReactionTable = 'message_reactions' | 'channel_message_reactions';

/**
 * Puts (on) or takes away (off) one member's reaction. Idempotent: true only when something changed, so a repeated
 * tap or a retried request neither double-counts nor publishes again.
 */
export async function setReaction(
  db: Db,
  table: ReactionTable,
  r: { messageId: number; userId: number; emoji: ReactionEmoji; now: string },
  on: boolean,
): Promise<boolean> {
  // Both tables have the same columns; one of them names the type Kysely checks the query against.
  const t = table as 'message_reactions';
  if (on) {
    const inserted = await db
      .insertInto(t)
      .values({ message_id: r.messageId, user_id: r.userId, emoji: r.emoji, created_at: r.now })
      .onConflict((oc) => oc.columns(['message_id', 'emoji', 'user_id']).doNothing())
      .returning('message_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const res = await db
    .deleteFrom(t)
    .where('message_id', '=', r.messageId)
    .where('emoji', '=', r.emoji)
    .where('user_id', '=', r.userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

const ORDER = new Map<string, number>(REACTION_EMOJIS.map((e, i) => [e, i]));

/** The reactions of these messages, each in the set's order (chips never jump), reactors in the order they came. */
export async function loadReactions(
  db: Db,
  table: ReactionTable,
  messageIds: readonly number[],
): Promise<Map<number, ReactionCount[]>> {
  const byMessage = new Map<number, ReactionCount[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom(`${table as 'message_reactions'} as r`)
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.message_id', 'r.emoji', 'r.user_id', 'u.name'])
    .where('r.message_id', 'in', [...messageIds])
    .orderBy('r.message_id')
    .orderBy('r.created_at')
    .orderBy('r.user_id')
    .execute();
  for (const row of rows) {
    const order = ORDER.get(row.emoji);
    // A reaction no longer offered stays stored but is not shown.
    if (order === undefined) continue;
    const list = byMessage.get(row.message_id) ?? [];
    let entry = list.find((c) => c.emoji === row.emoji);
    if (!entry) {
      entry = { emoji: row.emoji as ReactionEmoji, count: 0, reactors: [] };
      list.push(entry);
    }
    entry.count += 1;
    entry.reactors.push({ id: row.user_id, name: row.name });
    byMessage.set(row.message_id, list);
  }
  for (const list of byMessage.values()) list.sort((a, b) => (ORDER.get(a.emoji) ?? 0) - (ORDER.get(b.emoji) ?? 0));
  return byMessage;
}

/** Everyone's reactions as one reader sees them: `mine` where the reader is among the reactors. */
export const reactionsFor = (counts: readonly ReactionCount[] | undefined, viewerId: number | undefined) =>
  (counts ?? []).map((c): MessageReaction => ({ ...c, mine: c.reactors.some((r) => r.id === viewerId) }));

/** The start of a message's first line, as a reply quotes it. */
export function excerptOf(content: string): string {
  const line = content.trim().split('\n')[0]?.trim() ?? '';
  return line.length > REPLY_EXCERPT_MAX ? `${line.slice(0, REPLY_EXCERPT_MAX - 1).trimEnd()}…` : line;
}

/** The quote a reply shows, from the quoted row joined to it (a deleted original shows no text). */
export function replyQuoteOf(row: {
  reply_to_id: number | null;
  quoted_sender_name: string | null;
  quoted_content: string | null;
  quoted_deleted_at: string | null;
}): ReplyQuote | null {
  if (row.reply_to_id === null) return null;
  const deleted = row.quoted_content === null || row.quoted_deleted_at !== null;
  return {
    id: row.reply_to_id,
    senderName: row.quoted_sender_name ?? '',
    excerpt: deleted ? '' : excerptOf(row.quoted_content ?? ''),
    deleted,
  };
}

/** Refuses an edit once the window after sending has passed, by the server's clock. */
export function assertEditable(sentAt: string, now: Date): void {
  if (now.getTime() - new Date(sentAt).getTime() <= MESSAGE_EDIT_WINDOW_MS) return;
  const minutes = MESSAGE_EDIT_WINDOW_MS / 60_000;
  throw new AppError(
    'PERMISSION_DENIED',
    `A message can be edited only in the ${minutes} minutes after it is sent. This one can no longer be changed.`,
  );
}
