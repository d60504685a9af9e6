import { apiRequest } from '../../../lib/api-client.ts';
import { liveTarget } from '../inbox-live.ts';
import { applyInboxEvent } from '../live-updates.ts';

/** DELETE /api/inbox/messages/:id (own messages only); removed here at once, as the push would. */
export async function deleteMessage(me: number, conversationId: number, messageId: number): Promise<void> {
  await apiRequest<void>(`/api/inbox/messages/${messageId}`, { method: 'DELETE', errorToast: true });
  applyInboxEvent(liveTarget(me), { type: 'message_deleted', messageId, conversationId });
}
