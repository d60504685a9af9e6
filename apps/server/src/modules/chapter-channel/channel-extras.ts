import type { ChannelMessage } from '@chapter/shared/chapter-channel.schemas';
import type { ReactionEmoji, ReactionsResult, ReplyQuote } from '@chapter/shared/message-extras.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import { toStamp } from '../../db/sql-values.ts';
import type { ChapterAccess } from '../../kernel/chapter-access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { assertEditable, excerptOf, loadReactions, reactionsFor, setReaction } from '../../lib/message-extras.ts';
import type { Principal } from '../../lib/principal.ts';
import { publishAfterCommit, scrubMessageHistory } from '../../realtime/publish-after-commit.ts';
import { presentWithMentions } from './chapter-channel.presenter.ts';
import {
  type ChannelMessageRow,
  findChannelMessage,
  mentionedIds,
  updateChannelContent,
} from './chapter-channel.repository.ts';

/**
 * Reactions, replies and edits in the chapter channel (docs/chapter-channel.md "Reactions, replies and edits").
 * Those who write in the channel react; the sender edits their own message within the edit window. Changes go to
 * everyone on chapter:{groupId} after the commit.
 */

/** A live message of the caller's channel, or 404. */
async function liveMessage(ctx: AppContext, a: ChapterAccess, messageId: number): Promise<ChannelMessageRow> {
  const row = await findChannelMessage(ctx.db, messageId);
  if (!row || row.group_id !== a.groupId || row.deleted_at) throw notFound('Message');
  return row;
}

/** The quote of the message a new one answers: a live message of the same channel, or 404. */
export async function quoteFor(ctx: AppContext, a: ChapterAccess, replyToId: number | undefined) {
  if (replyToId === undefined) return null;
  const row = await findChannelMessage(ctx.db, replyToId);
  if (!row || row.group_id !== a.groupId || row.deleted_at) throw notFound('The message you reply to');
  return { id: row.id, senderName: row.sender_name, excerpt: excerptOf(row.content), deleted: false } as ReplyQuote;
}

/** The sender changes the text of their own message within the window; anyone else's answers 404. */
export async function editChannelMessage(
  ctx: AppContext,
  caller: Principal,
  a: ChapterAccess,
  messageId: number,
  content: string,
): Promise<ChannelMessage> {
  const row = await liveMessage(ctx, a, messageId);
  if (row.sender_id !== caller.userId) throw notFound('Message');
  // An announcement went out by SMS and e-mail as written: the channel keeps the same text.
  if (row.kind === 'announcement') throw new AppError('PERMISSION_DENIED', 'Announcements cannot be edited.');
  const now = ctx.clock.now();
  assertEditable(row.sent_at, now);
  if (content !== row.content) {
    const editedAt = toStamp(now);
    if (!(await updateChannelContent(ctx.db, messageId, content, editedAt))) throw notFound('Message');
    await publishAfterCommit(ctx, [
      {
        channel: channels.chapter(a.groupId),
        event: { type: 'channel_message_edited', groupId: a.groupId, messageId, content, editedAt },
      },
    ]);
    // The old text leaves the channel's history and the mentions of the message kept in the named people's own.
    const named = await mentionedIds(ctx.db, messageId);
    await scrubMessageHistory(ctx, { messageId, content, editedAt }, [
      { channel: channels.chapter(a.groupId) },
      ...named.map((id) => ({ channel: channels.inbox(id) })),
    ]);
  }
  const fresh = await findChannelMessage(ctx.db, messageId);
  const [message] = fresh ? await presentWithMentions(ctx.db, [fresh], caller.userId) : [];
  if (!message) throw notFound('Message');
  return message;
}

/** Puts or takes away the caller's reaction to a live message of their channel. */
export async function reactToChannelMessage(
  ctx: AppContext,
  caller: Principal,
  a: ChapterAccess,
  messageId: number,
  emoji: ReactionEmoji,
  on: boolean,
): Promise<ReactionsResult> {
  await liveMessage(ctx, a, messageId);
  const now = toStamp(ctx.clock.now());
  const table = 'channel_message_reactions';
  const changed = await setReaction(ctx.db, table, { messageId, userId: caller.userId, emoji, now }, on);
  const counts = (await loadReactions(ctx.db, table, [messageId])).get(messageId) ?? [];
  if (changed) {
    await publishAfterCommit(ctx, [
      {
        channel: channels.chapter(a.groupId),
        event: { type: 'channel_reactions_updated', groupId: a.groupId, messageId, reactions: counts },
      },
    ]);
  }
  return { messageId, reactions: reactionsFor(counts, caller.userId) };
}
