import { useEffect, useRef } from 'react';
import { isPageFocused } from '../../../lib/page-focus.ts';
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
  const wanted = useRef(0);
  wanted.current = latestUnread ?? 0;
  const inFlight = useRef(false);

  useEffect(() => {
    if (!latestUnread) return;
    const mark = () => {
      if (inFlight.current || !wanted.current || !isPageFocused()) return;
      inFlight.current = true;
      const sentFor = wanted.current;
      markConversationRead(me, conversationId)
        .then(() => {
          inFlight.current = false;
          // A message that arrived while the request was out may not be covered by it.
          if (wanted.current && wanted.current !== sentFor) mark();
        })
        .catch(() => {
          // The next arrival or a return to the tab tries again.
          inFlight.current = false;
        });
    };
    mark();
    window.addEventListener('focus', mark);
    document.addEventListener('visibilitychange', mark);
    return () => {
      window.removeEventListener('focus', mark);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [me, conversationId, latestUnread]);
}
