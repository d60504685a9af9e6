import { chapterChannelRoutes } from '@chapter/shared/api/chapter-channel.routes';
import { api } from '../../../lib/api.ts';
import { chapterTarget } from '../chapter-live.ts';
import { applyChapterEvent, applyReadState } from '../live-updates.ts';

/** Deletes a message (mine, or anyone's for a moderator); removed here at once, as the push would. */
export async function deleteChapterMessage(me: number, groupId: number, message: { id: number; senderId: number }) {
  await api(chapterChannelRoutes.remove, { params: { id: message.id }, errorToast: true });
  applyChapterEvent(chapterTarget(me), {
    type: 'channel_message_deleted',
    groupId,
    messageId: message.id,
    senderId: message.senderId,
    mentionIds: [],
  });
}

/** Reads the channel up to a message; the answer is my position and counts. */
export async function markChapterRead(me: number, upTo: number) {
  const state = await api(chapterChannelRoutes.read, { body: { upTo } });
  applyReadState(chapterTarget(me), state);
  return state;
}

/** Pins a message for everyone (moderators). */
export async function pinChapterMessage(me: number, groupId: number, messageId: number) {
  const pinned = await api(chapterChannelRoutes.pin, { body: { messageId }, errorToast: true });
  applyChapterEvent(chapterTarget(me), { type: 'channel_pinned', groupId, pinned });
}

export async function unpinChapterMessage(me: number, groupId: number) {
  await api(chapterChannelRoutes.unpin, { errorToast: true });
  applyChapterEvent(chapterTarget(me), { type: 'channel_pinned', groupId, pinned: null });
}
