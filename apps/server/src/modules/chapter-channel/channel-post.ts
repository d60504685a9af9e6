import type { ChannelMessage, ChannelPin } from '@chapter/shared/chapter-channel.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import type { Db, Dialect } from '../../db/kysely.ts';
import type { AppContext } from '../../lib/context.ts';
import { type Publication, publishAfterCommit } from '../../realtime/publish-after-commit.ts';
import { readState } from './channel-counts.ts';
import { presentChannelMessage, presentWithMentions } from './chapter-channel.presenter.ts';
import {
  advanceRead,
  findChannelMessage,
  findChannelState,
  findSenderCard,
  insertChannelMessage,
  insertMentions,
  lockGroupKey,
  nextSeq,
  setPin,
} from './chapter-channel.repository.ts';

interface NewPost {
  groupId: number;
  senderId: number;
  kind: ChannelMessage['kind'];
  content: string;
  clientMessageId: string | null;
  mentionIds: readonly number[];
  /** The message of the channel this one answers, already checked by the caller. */
  replyToId?: number | null;
  /** Stored time (ISO). */
  now: string;
}

/**
 * Stores a message in the group's channel inside the caller's transaction: the group's next seq, the message, the
 * people it names, and the sender's read position moved to it (writing counts as having read the channel).
 */
export async function storeChannelPost(trx: Db, dialect: Dialect, post: NewPost): Promise<{ id: number; seq: number }> {
  if (dialect === 'postgres') await lockGroupKey(trx, post.groupId);
  const seq = await nextSeq(trx, post.groupId);
  const id = await insertChannelMessage(trx, {
    group_id: post.groupId,
    seq,
    sender_id: post.senderId,
    kind: post.kind,
    content: post.content,
    client_message_id: post.clientMessageId,
    sent_at: post.now,
    reply_to_id: post.replyToId ?? null,
  });
  await insertMentions(trx, { id, group_id: post.groupId, seq }, post.mentionIds);
  await advanceRead(trx, post.senderId, post.groupId, { id, seq }, post.now);
  return { id, seq };
}

/**
 * After the commit: the message to everyone in the channel first (the push readers wait for), then the sender's
 * own counts to their other devices.
 */
export async function publishChannelPost(
  ctx: Pick<AppContext, 'db' | 'realtime' | 'log'>,
  message: ChannelMessage,
  extra: Publication[] = [],
): Promise<void> {
  await publishAfterCommit(ctx, [
    { channel: channels.chapter(message.groupId), event: { type: 'channel_message', message } },
    ...extra,
  ]);
  const state = await readState(ctx.db, message.senderId, message.groupId);
  await publishAfterCommit(ctx, [
    { channel: channels.inbox(message.senderId), event: { type: 'channel_read', ...state } },
  ]);
}

/** The pinned message and who pinned it, or null. */
export async function loadPin(db: Db, groupId: number): Promise<ChannelPin | null> {
  const state = await findChannelState(db, groupId);
  if (!state?.pinned_message_id || !state.pinned_at) return null;
  const row = await findChannelMessage(db, state.pinned_message_id);
  if (!row || row.deleted_at) return null;
  const [message] = await presentWithMentions(db, [row]);
  const by = state.pinned_by === null ? undefined : await findSenderCard(db, state.pinned_by);
  if (!message) return null;
  return { message, pinnedBy: by ? { id: by.id, name: by.name } : null, pinnedAt: state.pinned_at };
}

/**
 * A leadership announcement from Admin → Messaging, posted into the group's channel and pinned in place of the
 * previous pin (docs/chapter-channel.md "Announcements"). Runs inside the broadcast's transaction, so the
 * announcement is in the channel exactly when the broadcast is stored; publish it with publishAnnouncement after.
 */
export async function postAnnouncement(
  trx: Db,
  dialect: Dialect,
  a: { groupId: number; senderId: number; content: string; now: string },
): Promise<number> {
  const { id } = await storeChannelPost(trx, dialect, {
    ...a,
    kind: 'announcement',
    clientMessageId: null,
    mentionIds: [],
  });
  await setPin(trx, a.groupId, { messageId: id, by: a.senderId, at: a.now });
  return id;
}

/** After the broadcast's commit: the announcement and the new pin to everyone in the channel. */
export async function publishAnnouncement(
  ctx: Pick<AppContext, 'db' | 'realtime' | 'log'>,
  messageId: number,
): Promise<void> {
  const row = await findChannelMessage(ctx.db, messageId);
  if (!row) return;
  const message = presentChannelMessage(row, [], []);
  const pinned = await loadPin(ctx.db, row.group_id);
  await publishChannelPost(ctx, message, [
    { channel: channels.chapter(row.group_id), event: { type: 'channel_pinned', groupId: row.group_id, pinned } },
  ]);
}
