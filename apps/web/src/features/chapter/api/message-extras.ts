import { chapterChannelRoutes } from '@chapter/shared/api/chapter-channel.routes';
import type { ReactionEmoji } from '@chapter/shared/message-extras.labels';
import { api } from '../../../lib/api.ts';
import { setEdited, setReactions } from '../../../lib/message-extras.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { ChapterCache } from '../chapter-cache.ts';
import { chapterKeys } from '../chapter-keys.ts';

const update = (fn: (m: ChapterCache['messages']) => ChapterCache['messages']) =>
  queryClient.setQueryData<ChapterCache>(chapterKeys.messages, (c) => (c ? { ...c, messages: fn(c.messages) } : c));

/**
 * Puts (on) or takes away my reaction; the message shows the server's counts at once, as the push would. A failure
 * is told in a toast by the API client and changes nothing here.
 */
export async function reactToChapterMessage(messageId: number, emoji: ReactionEmoji, on: boolean) {
  const route = on ? chapterChannelRoutes.react : chapterChannelRoutes.unreact;
  const answer = await api(route, { params: { id: messageId, emoji }, errorToast: true }).catch(() => null);
  if (answer) update((m) => setReactions(m, messageId, answer.reactions));
}

/** Saves my new text (within the edit window); a refusal rejects with the server's reason. */
export async function editChapterMessage(messageId: number, content: string) {
  const message = await api(chapterChannelRoutes.edit, { params: { id: messageId }, body: { content } });
  const { editedAt } = message;
  if (editedAt) update((m) => setEdited(m, { messageId, content: message.content, editedAt }));
}
