import { chapterChannelRoutes } from '@chapter/shared/api/chapter-channel.routes';
import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import type { ChannelMention } from '@chapter/shared/chapter-channel.schemas';
import type { ReplyQuote } from '@chapter/shared/message-extras.schemas';
import { unsentReason } from '../../../components/chat/chat-text.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { type ChapterCache, type ChapterMessage, setDelivery, upsertMessage } from '../chapter-cache.ts';
import { chapterKeys } from '../chapter-keys.ts';
import { chapterTarget } from '../chapter-live.ts';
import { applyNewMessage } from '../live-updates.ts';

interface Me {
  id: number;
  name: string;
  avatarUrl: string | null;
}

/** What a failed send says under the message. */
function sendFailure(err: unknown): string {
  return unsentReason(err);
}

const update = (fn: (c: ChapterCache) => ChapterCache) =>
  queryClient.setQueryData<ChapterCache>(chapterKeys.messages, (c) => (c ? fn(c) : c));

/**
 * A message written before the channel's first page has arrived starts the list, so that it shows at once and the
 * server's answer has a copy to replace; the page merges in when it comes (mergeLatest keeps both).
 */
const NOTHING_LOADED: ChapterCache = { messages: [], hasMoreBack: true, before: null };

let nextTempId = 0;

/**
 * Optimistic sending into the channel: the message shows at once as "sending", becomes the server's copy on
 * success, and stays as "failed" otherwise; a retry reuses its clientMessageId, so it is never stored twice.
 */
export function useChapterSender(me: Me, groupId: number) {
  const deliver = async (message: ChapterMessage) => {
    const { content, clientMessageId, mentions, attachments, replyTo } = message;
    if (!clientMessageId) return;
    try {
      const stored = await api(chapterChannelRoutes.send, {
        body: {
          content,
          clientMessageId,
          mentions: mentions.map((m) => m.userId),
          attachmentIds: (attachments ?? []).map((a) => a.id),
          ...(replyTo && { replyToId: replyTo.id }),
        },
      });
      applyNewMessage(chapterTarget(me.id), stored);
    } catch (err) {
      update((c) => setDelivery(c, clientMessageId, 'failed', sendFailure(err)));
    }
  };

  /** `attachments`: uploads sent with it; `replyTo`: the message this one answers, quoted above it. */
  const send = (
    content: string,
    mentions: ChannelMention[],
    attachments: AttachmentDescriptor[] = [],
    replyTo: ReplyQuote | null = null,
  ) => {
    nextTempId -= 1;
    const pending: ChapterMessage = {
      id: nextTempId,
      groupId,
      senderId: me.id,
      senderName: me.name,
      senderAvatarUrl: me.avatarUrl,
      kind: 'message',
      content,
      mentions,
      sentAt: new Date().toISOString(),
      clientMessageId: crypto.randomUUID(),
      attachments,
      reactions: [],
      replyTo,
      editedAt: null,
      delivery: 'sending',
    };
    queryClient.setQueryData<ChapterCache>(chapterKeys.messages, (c) => upsertMessage(c ?? NOTHING_LOADED, pending));
    void deliver(pending);
  };

  const retry = (message: ChapterMessage) => {
    if (!message.clientMessageId) return;
    update((c) => setDelivery(c, message.clientMessageId as string, 'sending'));
    void deliver(message);
  };

  return { send, retry };
}
