import { inboxRoutes } from '@chapter/shared/api/inbox.routes';
import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import type { ReplyQuote } from '@chapter/shared/message-extras.schemas';
import { unsentReason } from '../../../components/chat/chat-text.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  type ConversationCache,
  type ConversationMessage,
  markFailed,
  markSending,
  upsertMessage,
} from '../conversation-cache.ts';
import { inboxKeys } from '../inbox-keys.ts';
import { liveTarget } from '../inbox-live.ts';
import { applyInboxEvent } from '../live-updates.ts';

type Target = { conversationId: number } | { recipientId: number };

/** The clientMessageId makes a resend return the stored copy instead of a second one. */
function postMessage(
  target: Target,
  content: string,
  clientMessageId: string,
  attachmentIds: string[],
  replyToId?: number,
) {
  return api(inboxRoutes.send, {
    body: { ...target, content, clientMessageId, attachmentIds, ...(replyToId && { replyToId }) },
  });
}

/** What a failed send says under the message. */
export function sendFailure(err: unknown): string {
  return unsentReason(err);
}

/** Sends a message and applies the stored copy everywhere, as its real-time push would. */
export async function sendMessage(
  me: number,
  target: Target,
  content: string,
  clientMessageId: string,
  attachments: readonly AttachmentDescriptor[] = [],
  replyToId?: number,
) {
  const message = await postMessage(
    target,
    content,
    clientMessageId,
    attachments.map((a) => a.id),
    replyToId,
  );
  applyInboxEvent(liveTarget(me), { type: 'new_message', message });
  // The push may have come first and been applied already; the optimistic copy must still give way.
  queryClient.setQueryData<ConversationCache>(inboxKeys.conversation(message.conversationId), (c) =>
    c ? upsertMessage(c, message) : c,
  );
  return message;
}

interface Participants {
  conversationId: number;
  me: { id: number; name: string };
  other: { id: number; name: string };
}

let nextTempId = 0;

/**
 * Optimistic sending inside a conversation: the message shows at once as "sending", becomes the server's copy
 * on success, and stays as "failed" otherwise; a retry reuses its clientMessageId.
 */
export function useConversationSender({ conversationId, me, other }: Participants) {
  const key = inboxKeys.conversation(conversationId);
  const update = (fn: (c: ConversationCache) => ConversationCache) =>
    queryClient.setQueryData<ConversationCache>(key, (c) => (c ? fn(c) : c));

  const deliver = async (
    content: string,
    clientMessageId: string,
    attachments: readonly AttachmentDescriptor[],
    replyToId?: number,
  ) => {
    try {
      await sendMessage(me.id, { conversationId }, content, clientMessageId, attachments, replyToId);
    } catch (err) {
      update((c) => markFailed(c, clientMessageId, sendFailure(err)));
    }
  };

  /** `attachments`: uploads sent with it; `replyTo`: the message this one answers, quoted above it. */
  const send = (content: string, attachments: AttachmentDescriptor[] = [], replyTo: ReplyQuote | null = null) => {
    const clientMessageId = crypto.randomUUID();
    nextTempId -= 1;
    const pending: ConversationMessage = {
      id: nextTempId,
      senderId: me.id,
      senderName: me.name,
      recipientId: other.id,
      recipientName: other.name,
      conversationId,
      content,
      isRead: false,
      sentAt: new Date().toISOString(),
      clientMessageId,
      attachments,
      reactions: [],
      replyTo,
      editedAt: null,
      delivery: 'sending',
    };
    update((c) => upsertMessage(c, pending));
    void deliver(content, clientMessageId, attachments, replyTo?.id);
  };

  const retry = (message: ConversationMessage) => {
    update((c) => markSending(c, message.clientMessageId));
    void deliver(message.content, message.clientMessageId, message.attachments ?? [], message.replyTo?.id);
  };

  return { send, retry };
}
