import { channels } from '@chapter/shared/realtime.channels';
import { queryClient } from '../../../lib/query-client.ts';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { readChapterEvent } from '../chapter-events.ts';
import { chapterKeys } from '../chapter-keys.ts';
import { chapterTarget } from '../chapter-live.ts';
import { applyChapterEvent } from '../live-updates.ts';

/**
 * Listens on chapter:{groupId} while mounted (the inbox list and the channel screen): new messages, deletions and
 * pins keep the summary and the loaded messages current. After a gap the server is asked again.
 */
export function useChapterChannel(me: number, groupId: number | undefined) {
  useChannel(groupId ? channels.chapter(groupId) : null, {
    onPublication: (data) => {
      const event = readChapterEvent(data);
      if (event) applyChapterEvent(chapterTarget(me), event);
    },
    onGap: () => {
      void queryClient.invalidateQueries({ queryKey: chapterKeys.summary });
      void queryClient.invalidateQueries({ queryKey: chapterKeys.messages });
    },
  });
}
