import type { MarkReadResult } from '@chapter/shared/inbox.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { liveTarget } from '../inbox-live.ts';
import { applyMarkedRead } from '../live-updates.ts';

/** POST /api/inbox/conversations/:id/read; the answer updates the badge, the list and the conversation. */
export async function markConversationRead(me: number, conversationId: number): Promise<void> {
  const result = await apiRequest<MarkReadResult>(`/api/inbox/conversations/${conversationId}/read`, {
    method: 'POST',
  });
  applyMarkedRead(liveTarget(me), result);
}
