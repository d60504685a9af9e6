import type {
  ConversationPage,
  InboxList,
  InboxMessage,
  MarkReadResult,
  SendMessageRequest,
} from '@chapter/shared/inbox.schemas';
import type { EditMessageRequest, ReactionEmoji, ReactionsResult } from '@chapter/shared/message-extras.schemas';
import { channels } from '@chapter/shared/realtime.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { isSet, toStamp } from '../../db/sql-values.ts';
import { findUserName } from '../../kernel/users.repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import type { PushNotifier } from '../../lib/push-notifier.ts';
import { consume, createLimiter, type Limiter, rateLimitError, secondsUntil } from '../../lib/rate-limit.ts';
import { publishAfterCommit, scrubMessageHistory } from '../../realtime/publish-after-commit.ts';
import { linkAttachments } from '../attachments/attachment-links.ts';
import { textLanguageOf } from '../notifications/text-languages.ts';
import { presentMessage, presentMessages } from './inbox.presenter.ts';
import {
  conversationParticipants,
  countUnread,
  findConversationId,
  findCorrespondent,
  findMessage,
  findMessageByClientId,
  inboxCounters,
  insertConversation,
  insertMessage,
  lockInboxCounters,
  markConversationRead,
  messageCount,
  recordNewMessage,
  selectConversationPage,
  selectInboxPage,
  softDeleteMessage,
} from './inbox.repository.ts';
import { checkQuotable, editInboxMessage, presentOne, reactToInboxMessage } from './inbox-extras.ts';
import { messagePreviewIn } from './message-preview.ts';

const isUniqueViolation = (err: unknown) => {
  const code = String((err as { code?: unknown }).code ?? '');
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT');
};

/**
 * One-to-one messaging between members of the same group (platform admins with anyone). The database is the
 * source of truth; real-time pushes go out after the commit and a failed push never fails the request.
 */
export class InboxService {
  /** Participants never change, and typing events ask for them several times a second. */
  private readonly participantCache = new Map<number, readonly number[]>();

  /** Messages per sender per minute (shared through Redis when several processes run). */
  private readonly sendBudget: Limiter;

  constructor(
    private readonly ctx: AppContext,
    private readonly push?: PushNotifier,
  ) {
    this.sendBudget = createLimiter(
      { keyPrefix: 'inbox-send', points: ctx.config.limits.messagesPerMinute, duration: 60 },
      ctx.redis,
    );
  }

  /** The latest message of each conversation, newest first, with the caller's unread counts. */
  async list(caller: Principal, cursor: number | undefined, limit: number): Promise<InboxList> {
    const { db } = this.ctx;
    const rows = await selectInboxPage(db, caller.userId, cursor, limit + 1);
    const page = rows.slice(0, limit);
    const [counters, presented] = await Promise.all([
      inboxCounters(db, caller.userId),
      presentMessages(db, page, caller.userId),
    ]);
    return {
      messages: presented.map(({ row, message }) => ({
        ...message,
        conversationUnreadCount: Number(row.conversation_unread ?? 0),
      })),
      unreadCount: counters.unread,
      totalCount: counters.conversations,
      nextCursor: rows.length > limit ? String(page[page.length - 1]?.id) : null,
    };
  }

  /** A page of a conversation, oldest → newest. Non-participants get 404. */
  async conversation(
    caller: Principal,
    conversationId: number,
    before: number | undefined,
    limit: number,
  ): Promise<ConversationPage> {
    const otherId = await this.otherParticipant(caller, conversationId);
    const { db } = this.ctx;
    const [rows, totalCount, otherName] = await Promise.all([
      selectConversationPage(db, conversationId, before, limit + 1),
      messageCount(db, conversationId),
      findUserName(db, otherId),
    ]);
    const page = rows.slice(0, limit).reverse();
    const hasMoreBack = rows.length > limit;
    return {
      conversationId,
      otherUser: { id: otherId, name: otherName ?? '' },
      messages: (await presentMessages(db, page, caller.userId)).map((p) => p.message),
      totalCount,
      hasMoreBack,
      before: hasMoreBack && page[0] ? String(page[0].id) : null,
    };
  }

  /**
   * Stores a message once per (sender, clientMessageId): a resend returns the first copy (created false).
   * Creates the conversation on the first message between two users.
   */
  async send(caller: Principal, input: SendMessageRequest): Promise<{ message: InboxMessage; created: boolean }> {
    const existing = await findMessageByClientId(this.ctx.db, caller.userId, input.clientMessageId);
    if (existing) return { message: await presentOne(this.ctx.db, existing, caller.userId), created: false };
    // A retry of a stored message (above) is free; each new message spends the sender's budget.
    // The budget guards against floods; a Redis outage must not stop members talking, so it fails open.
    const budget = await consume(this.sendBudget, String(caller.userId)).catch((err: unknown) => {
      this.ctx.log.warn({ err: String(err) }, 'inbox send budget unavailable; sending without it');
      return { allowed: true, remaining: 0, msBeforeNext: 0 };
    });
    if (!budget.allowed) {
      const seconds = secondsUntil(budget.msBeforeNext);
      throw rateLimitError(
        budget.msBeforeNext,
        `You are sending messages too quickly. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and send again.`,
      );
    }
    const recipientId = await this.resolveRecipient(caller, input);
    let messageId: number;
    try {
      messageId = await this.store(caller.userId, recipientId, input);
    } catch (err) {
      // A parallel resend stored it first, or the other user opened the conversation at the same moment.
      if (!isUniqueViolation(err)) throw err;
      const raced = await findMessageByClientId(this.ctx.db, caller.userId, input.clientMessageId);
      if (raced) return { message: await presentOne(this.ctx.db, raced, caller.userId), created: false };
      messageId = await this.store(caller.userId, recipientId, input);
    }
    const row = await findMessage(this.ctx.db, messageId);
    if (!row) throw new Error('stored message vanished');
    // Most messages carry none: only then is there something to read back.
    const message =
      input.attachmentIds.length === 0 ? presentMessage(row, []) : await presentOne(this.ctx.db, row, caller.userId);
    const event = { type: 'new_message', message } as const;
    await publishAfterCommit(this.ctx, [
      { channel: channels.inbox(recipientId), event },
      { channel: channels.inbox(caller.userId), event },
      { channel: channels.conversation(message.conversationId), event },
    ]);
    // A message of attachments alone is named in the recipient's language ("Foto"): only then is it read.
    const wordless = !message.content.trim() && message.attachments.length > 0;
    const language = this.push && wordless ? await textLanguageOf(this.ctx.db, recipientId) : 'en';
    this.push?.notifyLater(recipientId, {
      title: message.senderName,
      body: messagePreviewIn(message.content, message.attachments, language).split('\n')[0]?.slice(0, 140) ?? '',
      url: webPath(webPaths.conversation, { conversationId: message.conversationId }),
      tag: `conversation-${message.conversationId}`,
    });
    return { message, created: true };
  }

  /** Marks the caller's received messages of a conversation read and tells both sides. */
  async markRead(caller: Principal, conversationId: number): Promise<MarkReadResult> {
    const otherId = await this.otherParticipant(caller, conversationId);
    const now = toStamp(this.ctx.clock.now());
    const messageIds = await markConversationRead(this.ctx.db, conversationId, caller.userId, now);
    const unreadCount = await countUnread(this.ctx.db, caller.userId);
    if (messageIds.length > 0) {
      const status = { type: 'read_status_update', conversationId, messageIds, isRead: true } as const;
      const read = { type: 'message_read', conversationId, readerId: caller.userId, unreadCount } as const;
      await publishAfterCommit(this.ctx, [
        { channel: channels.inbox(caller.userId), event: read },
        { channel: channels.inbox(otherId), event: status },
        { channel: channels.conversation(conversationId), event: status },
      ]);
    }
    return { conversationId, messageIds, unreadCount };
  }

  /** Soft-deletes the caller's own message for both sides; anyone else's answers 404. */
  async deleteMessage(caller: Principal, messageId: number): Promise<void> {
    const row = await findMessage(this.ctx.db, messageId);
    if (!row || row.sender_id !== caller.userId) throw notFound('Message');
    if (row.deleted_at) return;
    const now = toStamp(this.ctx.clock.now());
    const deleted = await this.ctx.db.transaction().execute(async (trx) => {
      if (this.ctx.dialect === 'postgres') await lockInboxCounters(trx, row.sender_id, row.recipient_id);
      return softDeleteMessage(trx, row.conversation_id, messageId, now);
    });
    if (!deleted) return;
    const base = { type: 'message_deleted', messageId, conversationId: row.conversation_id } as const;
    const [senderUnread, recipientUnread] = await Promise.all([
      countUnread(this.ctx.db, row.sender_id),
      countUnread(this.ctx.db, row.recipient_id),
    ]);
    const deletions = [
      { channel: channels.inbox(row.recipient_id), event: { ...base, unreadCount: recipientUnread } },
      { channel: channels.inbox(row.sender_id), event: { ...base, unreadCount: senderUnread } },
      { channel: channels.conversation(row.conversation_id), event: base },
    ];
    await publishAfterCommit(this.ctx, deletions);
    // Its text leaves the history those channels keep for recovery: a reconnecting client gets the deletion only.
    await scrubMessageHistory(
      this.ctx,
      { messageId, deleted: true },
      deletions.map((d) => ({ channel: d.channel, tombstone: d.event })),
    );
  }

  /** The sender's new text for their message, within the edit window (docs/product-rules.md "Inbox"). */
  edit(caller: Principal, messageId: number, input: EditMessageRequest): Promise<InboxMessage> {
    return editInboxMessage(this.ctx, caller, messageId, input.content);
  }

  /** Puts (on) or takes away one of the caller's reactions to a message of their conversations. */
  react(caller: Principal, messageId: number, emoji: ReactionEmoji, on: boolean): Promise<ReactionsResult> {
    return reactToInboxMessage(this.ctx, caller, messageId, emoji, on);
  }

  /** For the real-time server: who is in a conversation. */
  async participants(conversationId: number): Promise<readonly number[] | undefined> {
    const cached = this.participantCache.get(conversationId);
    if (cached) return cached;
    const found = await conversationParticipants(this.ctx.db, conversationId);
    if (found) {
      if (this.participantCache.size >= 10_000) this.participantCache.clear();
      this.participantCache.set(conversationId, found);
    }
    return found;
  }

  /** For the real-time server: the name shown with typing events and presence. */
  async displayName(userId: number): Promise<string> {
    return (await findUserName(this.ctx.db, userId)) ?? '';
  }

  private async otherParticipant(caller: Principal, conversationId: number): Promise<number> {
    const participants = await this.participants(conversationId);
    if (!participants?.includes(caller.userId)) throw notFound('Conversation');
    return participants.find((id) => id !== caller.userId) ?? caller.userId;
  }

  /** The recipient, if the caller may message them: same group (both active) or a platform admin involved. */
  private async resolveRecipient(caller: Principal, input: SendMessageRequest): Promise<number> {
    const viaConversation = input.conversationId !== undefined;
    const recipientId =
      input.conversationId !== undefined
        ? await this.otherParticipant(caller, input.conversationId)
        : (input.recipientId as number);
    if (recipientId === caller.userId) {
      throw new AppError('VALIDATION_ERROR', 'You cannot message yourself', {
        details: [{ field: 'recipientId', message: 'Choose another member' }],
      });
    }
    const other = await findCorrespondent(this.ctx.db, recipientId);
    const allowed =
      other?.status === 'active' &&
      (caller.isAdmin ||
        isSet(other.is_admin) ||
        (caller.groupId !== null && other.membership_status === 'active' && other.group_id === caller.groupId));
    if (allowed) return recipientId;
    // A stranger is answered as unknown; a former contact learns they can no longer be messaged.
    if (viaConversation) throw new AppError('PERMISSION_DENIED', 'You can no longer message this member');
    throw notFound('Recipient');
  }

  private async store(senderId: number, recipientId: number, input: SendMessageRequest): Promise<number> {
    const now = toStamp(this.ctx.clock.now());
    return this.ctx.db.transaction().execute(async (trx) => {
      if (this.ctx.dialect === 'postgres') await lockInboxCounters(trx, senderId, recipientId);
      const conversationId =
        (await findConversationId(trx, senderId, recipientId)) ??
        (await insertConversation(trx, senderId, recipientId, now));
      await checkQuotable(trx, input.replyToId, conversationId);
      const messageId = await insertMessage(trx, {
        conversation_id: conversationId,
        sender_id: senderId,
        recipient_id: recipientId,
        content: input.content,
        client_message_id: input.clientMessageId,
        sent_at: now,
        reply_to_id: input.replyToId ?? null,
      });
      await recordNewMessage(trx, conversationId, messageId);
      await linkAttachments(trx, senderId, input.attachmentIds, { message_id: messageId });
      return messageId;
    });
  }
}
