import { useMarkReadWhileFocused } from '../../../lib/use-mark-read-while-focused.ts';
import { markConversationRead } from '../api/mark-read.ts';
import type { ConversationMessage } from '../conversation-cache.ts';

/**
 * Marks the open conversation read: when it opens, and when messages arrive while it is open and the page has
 * focus; coming back to the tab catches up with what arrived meanwhile.
 */
export function useAutoMarkRead(
  me: number,
  conversationId: number,
  messages: readonly ConversationMessage[] | undefined,
) {
  // The newest message to me still unread; a change means there is something new to mark.
  const latestUnread = messages?.reduce((max, m) => (m.recipientId === me && !m.isRead ? Math.max(max, m.id) : max), 0);
  useMarkReadWhileFocused(latestUnread ?? 0, () => markConversationRead(me, conversationId));
}
