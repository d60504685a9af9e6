import type { InboxEvent, InboxMessage } from '@chapter/shared/inbox.schemas';
import type { ReactionEmoji, ReactionsResult } from '@chapter/shared/message-extras.schemas';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { assertEditable, loadReactions, reactionsFor, setReaction } from '../../lib/message-extras.ts';
import type { Principal } from '../../lib/principal.ts';
import { publishAfterCommit, scrubMessageHistory } from '../../realtime/publish-after-commit.ts';
import { presentMessages } from './inbox.presenter.ts';
import { findMessage, findQuotable, type MessageRow, updateMessageContent } from './inbox.repository.ts';

/**
 * Reactions, replies and edits of inbox messages (docs/product-rules.md "Inbox"). Both participants react; only
 * the sender edits, within the edit window. Changes go to both inboxes and the conversation after the commit.
 */

/** One row presented with its attachments and its reactions as the viewer sees them. */
export async function presentOne(db: Db, row: MessageRow, viewerId: number): Promise<InboxMessage> {
  const [presented] = await presentMessages(db, [row], viewerId);
  if (!presented) throw new Error('presenting a message lost it');
  return presented.message;
}

/** A reply may quote only a live message of the same conversation; anything else is "not found". */
export async function checkQuotable(db: Db, replyToId: number | undefined, conversationId: number): Promise<void> {
  if (replyToId === undefined) return;
  const quoted = await findQuotable(db, replyToId);
  if (quoted?.conversation_id !== conversationId) throw notFound('The message you reply to');
}

type ExtrasEvent = Extract<InboxEvent, { type: 'message_edited' | 'reactions_updated' }>;

/** Both inboxes (lists and cached conversations stay right) and the open conversation. */
const publishEverywhere = (ctx: AppContext, row: MessageRow, event: ExtrasEvent) =>
  publishAfterCommit(ctx, [
    { channel: channels.inbox(row.recipient_id), event },
    { channel: channels.inbox(row.sender_id), event },
    { channel: channels.conversation(row.conversation_id), event },
  ]);

/** A live message of the caller's conversations, or 404. */
async function visibleMessage(ctx: AppContext, caller: Principal, messageId: number): Promise<MessageRow> {
  const row = await findMessage(ctx.db, messageId);
  const party = row && (row.sender_id === caller.userId || row.recipient_id === caller.userId);
  if (!row || !party || row.deleted_at) throw notFound('Message');
  return row;
}

/** The sender changes the text of their own message within the window; anyone else's answers 404. */
export async function editInboxMessage(
  ctx: AppContext,
  caller: Principal,
  messageId: number,
  content: string,
): Promise<InboxMessage> {
  const row = await visibleMessage(ctx, caller, messageId);
  if (row.sender_id !== caller.userId) throw notFound('Message');
  const now = ctx.clock.now();
  assertEditable(row.sent_at, now);
  if (content !== row.content) {
    const editedAt = toStamp(now);
    if (!(await updateMessageContent(ctx.db, messageId, content, editedAt))) throw notFound('Message');
    await publishEverywhere(ctx, row, {
      type: 'message_edited',
      conversationId: row.conversation_id,
      messageId,
      content,
      editedAt,
    });
    // The old text leaves the history of both inboxes and the conversation (and quotes of it read the new one).
    await scrubMessageHistory(ctx, { messageId, content, editedAt }, [
      { channel: channels.inbox(row.recipient_id) },
      { channel: channels.inbox(row.sender_id) },
      { channel: channels.conversation(row.conversation_id) },
    ]);
  }
  const fresh = await findMessage(ctx.db, messageId);
  if (!fresh) throw notFound('Message');
  return presentOne(ctx.db, fresh, caller.userId);
}

/** Puts or takes away the caller's reaction; both participants of the conversation may react. */
export async function reactToInboxMessage(
  ctx: AppContext,
  caller: Principal,
  messageId: number,
  emoji: ReactionEmoji,
  on: boolean,
): Promise<ReactionsResult> {
  const row = await visibleMessage(ctx, caller, messageId);
  const now = toStamp(ctx.clock.now());
  const changed = await setReaction(ctx.db, 'message_reactions', { messageId, userId: caller.userId, emoji, now }, on);
  const counts = (await loadReactions(ctx.db, 'message_reactions', [messageId])).get(messageId) ?? [];
  if (changed) {
    await publishEverywhere(ctx, row, {
      type: 'reactions_updated',
      conversationId: row.conversation_id,
      messageId,
      reactions: counts,
    });
  }
  return { messageId, reactions: reactionsFor(counts, caller.userId) };
}
