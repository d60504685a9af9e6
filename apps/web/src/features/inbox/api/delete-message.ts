import { inboxRoutes } from '@chapter/shared/api/inbox.routes';
import { api } from '../../../lib/api.ts';
import { liveTarget } from '../inbox-live.ts';
import { applyInboxEvent } from '../live-updates.ts';

/** Deletes one of my own messages; removed here at once, as the push would. */
export async function deleteMessage(me: number, conversationId: number, messageId: number): Promise<void> {
  await api(inboxRoutes.remove, { params: { id: messageId }, errorToast: true });
  applyInboxEvent(liveTarget(me), { type: 'message_deleted', messageId, conversationId });
}
