import { inboxRoutes } from '@chapter/shared/api/inbox.routes';
import { api } from '../../../lib/api.ts';
import { liveTarget } from '../inbox-live.ts';
import { applyMarkedRead } from '../live-updates.ts';

/** Marks a conversation read; the answer updates the badge, the list and the conversation. */
export async function markConversationRead(me: number, conversationId: number): Promise<void> {
  const result = await api(inboxRoutes.markRead, { params: { id: conversationId } });
  applyMarkedRead(liveTarget(me), result);
}
