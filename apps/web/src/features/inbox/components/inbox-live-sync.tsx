import { channels } from '@chapter/shared/realtime.channels';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyChapterInboxPush } from '../../../lib/chapter-inbox-events.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { unreadKeys } from '../../../lib/unread-counts.ts';
import { notifyNewMessage } from '../desktop-notification.ts';
import { readInboxEvent } from '../inbox-events.ts';
import { inboxKeys } from '../inbox-keys.ts';
import { liveTarget, processedIds } from '../inbox-live.ts';
import { applyInboxEvent } from '../live-updates.ts';
import { PROCESSED_IDS_CHECK_MS } from '../processed-ids.ts';

/**
 * App-wide listener on inbox:{me} (mounted by the signed-in layout): keeps the badge, the inbox list and open
 * conversations current from pushes, and raises desktop notifications for new messages. The member's own chapter
 * channel events on the same channel go to lib/chapter-inbox-events.ts, and an applicant's approval to
 * lib/membership-approval.ts.
 */
export function InboxLiveSync({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  useChannel(channels.inbox(userId), {
    onPublication: (data) => {
      if (data?.type === 'membership_approved') {
        // The applicant's own approval: the session goes on as a member's, on the member's home. Loaded when it
        // happens, once in an account's life, rather than on every signed-in page.
        const groupName = typeof data.groupName === 'string' ? data.groupName : undefined;
        import('../../../lib/membership-approval.ts')
          .then((m) => m.takeUpMembership(groupName))
          .then(
            (done) => done && navigate(webPaths.home),
            () => undefined,
          );
        return;
      }
      if (applyChapterInboxPush(queryClient, data, path.current)) return;
      const event = readInboxEvent(data);
      if (!event) return;
      const arrived = applyInboxEvent(liveTarget(userId), event);
      if (arrived && arrived.recipientId === userId) {
        void notifyNewMessage(arrived, (id) => navigate(webPath(webPaths.conversation, { conversationId: id })));
      }
    },
    // Missed pushes cannot be replayed: ask the server again (badge, list, open conversations, chapter counts).
    onGap: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      void queryClient.invalidateQueries({ queryKey: unreadKeys.chapter });
    },
  });
  useEffect(() => {
    const timer = setInterval(() => processedIds.trim(), PROCESSED_IDS_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}
