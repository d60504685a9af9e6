import { channels } from '@chapter/shared/realtime.channels';
import { queryClient } from '../../../lib/query-client.ts';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { readChapterEvent } from '../chapter-events.ts';
import { chapterKeys } from '../chapter-keys.ts';
import { chapterTarget } from '../chapter-live.ts';
import { applyChapterEvent } from '../live-updates.ts';

// Every listener of a channel is handed the same publication object: with the list's row and the channel screen
// on screen together (wide layout), each publication is applied once, by whichever listener sees it first.
const applied = new WeakSet<object>();

/**
 * Listens on chapter:{groupId} while mounted (the inbox list and the channel screen): new messages, deletions and
 * pins keep the summary and the loaded messages current. After a gap the server is asked again.
 */
export function useChapterChannel(me: number, groupId: number | undefined) {
  useChannel(groupId ? channels.chapter(groupId) : null, {
    onPublication: (data) => {
      if (typeof data === 'object' && data !== null) {
        if (applied.has(data)) return;
        applied.add(data);
      }
      const event = readChapterEvent(data);
      if (event) applyChapterEvent(chapterTarget(me), event);
    },
    onGap: () => {
      void queryClient.invalidateQueries({ queryKey: chapterKeys.summary });
      void queryClient.invalidateQueries({ queryKey: chapterKeys.messages });
    },
  });
}
