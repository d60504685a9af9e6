import { inboxRoutes } from '@chapter/shared/api/inbox.routes';
import type { ReactionEmoji } from '@chapter/shared/message-extras.labels';
import { api } from '../../../lib/api.ts';
import { setEdited, setReactions } from '../../../lib/message-extras.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { ConversationCache } from '../conversation-cache.ts';
import { inboxKeys } from '../inbox-keys.ts';

const update = (conversationId: number, fn: (c: ConversationCache) => ConversationCache) =>
  queryClient.setQueryData<ConversationCache>(inboxKeys.conversation(conversationId), (c) => (c ? fn(c) : c));

/**
 * Puts (on) or takes away my reaction; the message shows the server's counts at once, as the push would. A failure
 * is told in a toast by the API client and changes nothing here.
 */
export async function reactToMessage(conversationId: number, messageId: number, emoji: ReactionEmoji, on: boolean) {
  const route = on ? inboxRoutes.react : inboxRoutes.unreact;
  const answer = await api(route, { params: { id: messageId, emoji }, errorToast: true }).catch(() => null);
  if (answer)
    update(conversationId, (c) => ({ ...c, messages: setReactions(c.messages, messageId, answer.reactions) }));
}

/** Saves my new text (within the edit window); a refusal rejects with the server's reason. */
export async function editMessage(conversationId: number, messageId: number, content: string) {
  const message = await api(inboxRoutes.edit, { params: { id: messageId }, body: { content } });
  const { editedAt } = message;
  if (editedAt)
    update(conversationId, (c) => ({
      ...c,
      messages: setEdited(c.messages, { messageId, content: message.content, editedAt }),
    }));
}
