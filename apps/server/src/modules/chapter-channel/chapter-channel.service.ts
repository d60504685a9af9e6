import type {
  ChannelMembers,
  ChannelMessage,
  ChannelPage,
  ChannelPin,
  ChannelReadState,
  ChannelSummary,
  sendChannelMessageRequest,
} from '@chapter/shared/chapter-channel.schemas';
import type { EditMessageRequest, ReactionEmoji, ReactionsResult } from '@chapter/shared/message-extras.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import * as webPaths from '@chapter/shared/web-paths';
import type { z } from 'zod';
import { toStamp } from '../../db/sql-values.ts';
import { type ChapterAccess, chapterAccess, personAccess } from '../../kernel/chapter-access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { avatarPath } from '../../lib/avatar-path.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Notifier } from '../../lib/notifier.ts';
import type { Principal } from '../../lib/principal.ts';
import { consume, createLimiter, type Limiter, rateLimitError, secondsUntil } from '../../lib/rate-limit.ts';
import { publishAfterCommit, scrubMessageHistory } from '../../realtime/publish-after-commit.ts';
import { channelAttachments, linkAttachments } from '../attachments/attachment-links.ts';
import { messagePreviewIn } from '../inbox/message-preview.ts';
import { tellingsInLanguages } from '../notifications/text-languages.ts';
import { readState } from './channel-counts.ts';
import { editChannelMessage, quoteFor, reactToChannelMessage } from './channel-extras.ts';
import { loadPin, publishChannelPost, storeChannelPost } from './channel-post.ts';
import { presentWithMentions } from './chapter-channel.presenter.ts';
import {
  advanceRead,
  findByClientId,
  findChannelMessage,
  findSenderCard,
  latestMessage,
  mentionedIds,
  selectChannelPage,
  selectChannelPeople,
  setPin,
  softDeleteChannelMessage,
} from './chapter-channel.repository.ts';
import { channelText } from './messages.ts';

type SendInput = z.output<typeof sendChannelMessageRequest>;

const NOT_YOURS = 'Chapter channel';

/**
 * The chapter channel (docs/chapter-channel.md): one conversation per group for its active members, readable by
 * visitors and substitutes when the group says so. The database is the source of truth; pushes go out after the
 * commit on chapter:{groupId}, and each member's own counts and mentions on their inbox:{userId}.
 */
export class ChapterChannelService {
  /** Messages per sender per minute, the inbox's allowance (shared through Redis when several processes run). */
  private readonly sendBudget: Limiter;

  constructor(
    private readonly ctx: AppContext,
    private readonly notifier?: Notifier,
  ) {
    this.sendBudget = createLimiter(
      { keyPrefix: 'chapter-send', points: ctx.config.limits.messagesPerMinute, duration: 60 },
      ctx.redis,
    );
  }

  /** The caller's channel or 404: another group's channel, or none at all, looks the same from outside. */
  private async access(caller: Principal): Promise<ChapterAccess> {
    const access = await chapterAccess(this.ctx.db, caller);
    if (!access) throw notFound(NOT_YOURS);
    return access;
  }

  private async writer(caller: Principal): Promise<ChapterAccess> {
    const access = await this.access(caller);
    if (access.access !== 'write') {
      throw new AppError('PERMISSION_DENIED', 'You can read the chapter channel but not write in it.');
    }
    return access;
  }

  /** The channel's name, the caller's rights and counts, its latest message and its pin. */
  async summary(caller: Principal): Promise<ChannelSummary> {
    const a = await this.access(caller);
    const { db } = this.ctx;
    const [state, [latest], pinned] = await Promise.all([
      readState(db, caller.userId, a.groupId),
      selectChannelPage(db, a.groupId, undefined, 1).then((rows) => presentWithMentions(db, rows, caller.userId)),
      loadPin(db, a.groupId),
    ]);
    return {
      groupId: a.groupId,
      groupName: a.groupName,
      access: a.access,
      canModerate: a.canModerate,
      unreadCount: state.unreadCount,
      mentionCount: state.mentionCount,
      lastReadId: state.lastReadId,
      lastMessage: latest ?? null,
      pinned,
    };
  }

  /** A page of live messages, oldest → newest, before `before`. */
  async page(caller: Principal, before: number | undefined, limit: number): Promise<ChannelPage> {
    const { groupId } = await this.access(caller);
    const rows = await selectChannelPage(this.ctx.db, groupId, before, limit + 1);
    const page = rows.slice(0, limit).reverse();
    const hasMoreBack = rows.length > limit;
    return {
      messages: await presentWithMentions(this.ctx.db, page, caller.userId),
      hasMoreBack,
      before: hasMoreBack && page[0] ? String(page[0].id) : null,
    };
  }

  /**
   * Stores a message once per (sender, clientMessageId): a resend answers the first copy (created false). Only
   * the people the text names with `@Name` who read the channel are kept as mentions, and only they are told.
   */
  async send(caller: Principal, input: SendInput): Promise<{ message: ChannelMessage; created: boolean }> {
    const a = await this.writer(caller);
    const existing = await findByClientId(this.ctx.db, caller.userId, input.clientMessageId);
    if (existing && existing.group_id === a.groupId) {
      const [message] = await presentWithMentions(this.ctx.db, [existing], caller.userId);
      if (message) return { message, created: false };
    }
    const replyTo = await quoteFor(this.ctx, a, input.replyToId);
    await this.spendBudget(caller.userId);
    const [sender, mentions] = await Promise.all([
      findSenderCard(this.ctx.db, caller.userId),
      this.resolveMentions(a, caller.userId, input),
    ]);
    const now = toStamp(this.ctx.clock.now());
    let id: number;
    try {
      ({ id } = await this.ctx.db.transaction().execute(async (trx) => {
        const stored = await storeChannelPost(trx, this.ctx.dialect, {
          groupId: a.groupId,
          senderId: caller.userId,
          kind: 'message',
          content: input.content,
          clientMessageId: input.clientMessageId,
          mentionIds: mentions.map((m) => m.userId),
          replyToId: replyTo?.id ?? null,
          now,
        });
        await linkAttachments(trx, caller.userId, input.attachmentIds, { channel_message_id: stored.id });
        return stored;
      }));
    } catch (err) {
      // A parallel resend of the same message stored it first.
      if (!isUniqueViolation(err)) throw err;
      const raced = await findByClientId(this.ctx.db, caller.userId, input.clientMessageId);
      const [message] = raced ? await presentWithMentions(this.ctx.db, [raced], caller.userId) : [];
      if (!message) throw err;
      return { message, created: false };
    }
    const message: ChannelMessage = {
      id,
      groupId: a.groupId,
      senderId: caller.userId,
      senderName: sender?.name ?? '',
      senderAvatarUrl: avatarPath(caller.userId, sender?.avatar_key ?? null),
      kind: 'message',
      content: input.content,
      mentions,
      sentAt: now,
      clientMessageId: input.clientMessageId,
      // Most messages carry none: only then is there something to read back.
      attachments:
        input.attachmentIds.length === 0 ? [] : ((await channelAttachments(this.ctx.db, [id])).get(id) ?? []),
      reactions: [],
      replyTo,
      editedAt: null,
    };
    await publishChannelPost(this.ctx, message);
    await this.notifyMentioned(message);
    return { message, created: true };
  }

  /** Marks the channel read up to a message (the latest by default); answers the caller's counts. */
  async markRead(caller: Principal, upTo: number | undefined): Promise<ChannelReadState> {
    const { groupId } = await this.access(caller);
    const { db } = this.ctx;
    let target: { id: number; seq: number } | undefined;
    if (upTo === undefined) target = await latestMessage(db, groupId);
    else {
      const row = await findChannelMessage(db, upTo);
      if (!row || row.group_id !== groupId) throw notFound('Message');
      target = row;
    }
    const before = await readState(db, caller.userId, groupId);
    if (target && target.id > before.lastReadId) {
      await advanceRead(db, caller.userId, groupId, target, toStamp(this.ctx.clock.now()));
    }
    const after = await readState(db, caller.userId, groupId);
    if (after.lastReadId !== before.lastReadId) {
      await publishAfterCommit(this.ctx, [
        { channel: channels.inbox(caller.userId), event: { type: 'channel_read', ...after } },
      ]);
    }
    return after;
  }

  /** The sender deletes their own message; a moderator (send_sms) any. Gone for everyone; a pin on it goes too. */
  async deleteMessage(caller: Principal, messageId: number): Promise<void> {
    const a = await this.access(caller);
    const row = await findChannelMessage(this.ctx.db, messageId);
    if (!row || row.group_id !== a.groupId) throw notFound('Message');
    if (row.sender_id !== caller.userId && !a.canModerate) {
      throw new AppError('PERMISSION_DENIED', 'You can delete only your own messages.');
    }
    if (row.deleted_at) return;
    const now = toStamp(this.ctx.clock.now());
    const { deleted, unpinned } = await this.ctx.db
      .transaction()
      .execute((trx) => softDeleteChannelMessage(trx, messageId, a.groupId, caller.userId, now));
    if (!deleted) return;
    const mentionIds = await mentionedIds(this.ctx.db, messageId);
    const chapter = channels.chapter(a.groupId);
    const deletion = {
      type: 'channel_message_deleted',
      groupId: a.groupId,
      messageId,
      senderId: row.sender_id,
      mentionIds,
    } as const;
    await publishAfterCommit(this.ctx, [
      { channel: chapter, event: deletion },
      ...(unpinned
        ? [{ channel: chapter, event: { type: 'channel_pinned', groupId: a.groupId, pinned: null } } as const]
        : []),
    ]);
    // The people it named hear their new counts on their own channel, even where the chapter channel is not open.
    const states = await Promise.all(mentionIds.map((id) => readState(this.ctx.db, id, a.groupId)));
    const counts = states.map((s, i) => ({
      channel: channels.inbox(mentionIds[i] as number),
      event: { type: 'channel_read', ...s } as const,
    }));
    await publishAfterCommit(this.ctx, counts);
    // Its text leaves the channel's history, and the mentions of it kept in the named people's own.
    await scrubMessageHistory(this.ctx, { messageId, deleted: true }, [
      { channel: chapter, tombstone: deletion },
      ...counts.map((c) => ({ channel: c.channel, tombstone: c.event })),
    ]);
  }

  /** The sender's new text for their message, within the edit window (docs/chapter-channel.md). */
  async edit(caller: Principal, messageId: number, input: EditMessageRequest): Promise<ChannelMessage> {
    return editChannelMessage(this.ctx, caller, await this.writer(caller), messageId, input.content);
  }

  /** Puts (on) or takes away one of the caller's reactions; those who write in the channel react. */
  async react(caller: Principal, messageId: number, emoji: ReactionEmoji, on: boolean): Promise<ReactionsResult> {
    return reactToChannelMessage(this.ctx, caller, await this.writer(caller), messageId, emoji, on);
  }

  /** Pins a live message of the channel in place of the previous pin (moderators). */
  async pin(caller: Principal, messageId: number): Promise<ChannelPin> {
    const a = await this.moderator(caller);
    const row = await findChannelMessage(this.ctx.db, messageId);
    if (!row || row.group_id !== a.groupId || row.deleted_at) throw notFound('Message');
    await setPin(this.ctx.db, a.groupId, { messageId, by: caller.userId, at: toStamp(this.ctx.clock.now()) });
    const pinned = await loadPin(this.ctx.db, a.groupId);
    if (!pinned) throw notFound('Message');
    await publishAfterCommit(this.ctx, [
      { channel: channels.chapter(a.groupId), event: { type: 'channel_pinned', groupId: a.groupId, pinned } },
    ]);
    return pinned;
  }

  async unpin(caller: Principal): Promise<void> {
    const a = await this.moderator(caller);
    await setPin(this.ctx.db, a.groupId, null);
    await publishAfterCommit(this.ctx, [
      { channel: channels.chapter(a.groupId), event: { type: 'channel_pinned', groupId: a.groupId, pinned: null } },
    ]);
  }

  /** Everyone who reads the channel: the people a message can name. */
  async members(caller: Principal): Promise<ChannelMembers> {
    const a = await this.access(caller);
    const people = await selectChannelPeople(this.ctx.db, a.groupId);
    return {
      members: people
        .filter((p) => personAccess(p, a.settings) !== null)
        .map((p) => ({ id: p.id, name: p.name, avatarUrl: avatarPath(p.id, p.avatar_key), role: p.role })),
    };
  }

  private async moderator(caller: Principal): Promise<ChapterAccess> {
    const a = await this.access(caller);
    if (!a.canModerate) throw new AppError('PERMISSION_DENIED', 'Permission denied');
    return a;
  }

  private async spendBudget(userId: number): Promise<void> {
    // A retry of a stored message is free; each new message spends the budget. A Redis outage must not stop
    // members talking, so the budget fails open.
    const budget = await consume(this.sendBudget, String(userId)).catch((err: unknown) => {
      this.ctx.log.warn({ err: String(err) }, 'chapter send budget unavailable; sending without it');
      return { allowed: true, remaining: 0, msBeforeNext: 0 };
    });
    if (budget.allowed) return;
    const seconds = secondsUntil(budget.msBeforeNext);
    throw rateLimitError(
      budget.msBeforeNext,
      `You are sending messages too quickly. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and send again.`,
    );
  }

  /**
   * The mentions to keep: ids the composer sent for people who read this channel and whose `@Name` is in the
   * text. A stale pick (someone who left) or a made-up id is dropped, never an error: the message still goes.
   */
  private async resolveMentions(a: ChapterAccess, senderId: number, input: SendInput) {
    const ids = [...new Set(input.mentions)].filter((id) => id !== senderId);
    if (ids.length === 0) return [];
    const text = input.content.toLowerCase();
    const people = await selectChannelPeople(this.ctx.db, a.groupId, ids);
    return people
      .filter((p) => personAccess(p, a.settings) !== null && text.includes(`@${p.name.toLowerCase()}`))
      .map((p) => ({ userId: p.id, name: p.name }));
  }

  /** Each person named hears it on their own channel, and on their devices when their push setting is on. */
  private async notifyMentioned(message: ChannelMessage): Promise<void> {
    if (message.mentions.length === 0) return;
    const counts = await Promise.all(message.mentions.map((m) => readState(this.ctx.db, m.userId, message.groupId)));
    await publishAfterCommit(
      this.ctx,
      message.mentions.map((m, i) => ({
        channel: channels.inbox(m.userId),
        event: { type: 'channel_mention', message, mentionCount: counts[i]?.mentionCount ?? 0 } as const,
      })),
    );
    if (!this.notifier) return;
    // Each person named is told in their language, all of theirs read by one query.
    const tellings = await tellingsInLanguages(
      this.ctx.db,
      message.mentions.map((m) => m.userId),
      (language) => ({
        kind: 'mention',
        title: channelText(language, 'mentioned', { name: message.senderName }),
        body: messagePreviewIn(message.content, message.attachments, language).split('\n')[0]?.slice(0, 140) ?? '',
        link: webPaths.chapter,
        tag: `chapter-${message.groupId}`,
      }),
    );
    await this.notifier.notifyEach(tellings);
  }
}
