import { channels } from '@chapter/shared/realtime.channels';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { notifyNewMessage } from '../desktop-notification.ts';
import { readInboxEvent } from '../inbox-events.ts';
import { inboxKeys } from '../inbox-keys.ts';
import { liveTarget, processedIds } from '../inbox-live.ts';
import { applyInboxEvent } from '../live-updates.ts';
import { PROCESSED_IDS_CHECK_MS } from '../processed-ids.ts';

/**
 * App-wide listener on inbox:{me} (mounted by the signed-in layout): keeps the badge, the inbox list and open
 * conversations current from pushes, and raises desktop notifications for new messages.
 */
export function InboxLiveSync({ userId }: { userId: number }) {
  const navigate = useNavigate();
  useChannel(channels.inbox(userId), {
    onPublication: (data) => {
      const event = readInboxEvent(data);
      if (!event) return;
      const arrived = applyInboxEvent(liveTarget(userId), event);
      if (arrived && arrived.recipientId === userId) {
        void notifyNewMessage(arrived, (id) => navigate(`/inbox/conversation/${id}`));
      }
    },
    // Missed pushes cannot be replayed: ask the server again (badge, list, open conversations).
    onGap: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
  useEffect(() => {
    const timer = setInterval(() => processedIds.trim(), PROCESSED_IDS_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}
