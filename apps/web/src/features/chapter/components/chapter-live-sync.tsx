import { channels } from '@chapter/shared/realtime.channels';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { isPageFocused } from '../../../lib/page-focus.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { toast } from '../../../lib/toast.ts';
import { readChannelInboxEvent } from '../chapter-events.ts';
import { chapterKeys } from '../chapter-keys.ts';
import { chapterTarget } from '../chapter-live.ts';
import { applyChannelInboxEvent } from '../live-updates.ts';

const CHAPTER_PATH = '/inbox/chapter';
const PREVIEW_LENGTH = 140;

/**
 * App-wide listener for the member's own chapter channel events on inbox:{me} (mounted by the signed-in layout):
 * their counts after reading or writing on another device, and mentions, which raise the Inbox badge and show a
 * notice unless the channel is on screen.
 */
export function ChapterLiveSync({ userId }: { userId: number }) {
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  useChannel(channels.inbox(userId), {
    onPublication: (data) => {
      const event = readChannelInboxEvent(data);
      if (!event) return;
      const named = applyChannelInboxEvent(chapterTarget(userId), event);
      if (!named || (path.current === CHAPTER_PATH && isPageFocused())) return;
      const text = named.content.split('\n')[0] ?? '';
      toast({
        title: `${named.senderName || 'A member'} mentioned you in the chapter channel`,
        description: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
      });
    },
    onGap: () => void queryClient.invalidateQueries({ queryKey: chapterKeys.summary }),
  });
  return null;
}
