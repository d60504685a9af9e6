import { chapterChannelRoutes } from '@chapter/shared/api/chapter-channel.routes';
import { CHANNEL_PAGE_DEFAULT, CHANNEL_PAGE_MAX } from '@chapter/shared/chapter-channel.labels';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useLoadOlderPages } from '../../../lib/use-load-older.ts';
import { type ChapterCache, mergeLatest, prependOlder } from '../chapter-cache.ts';
import { chapterKeys } from '../chapter-keys.ts';

function fetchPage(before: string | null, limit: number, signal?: AbortSignal) {
  return api(chapterChannelRoutes.messages, { query: { limit, before: before ?? undefined }, signal });
}

/**
 * The channel, newest page first. A refetch (after a real-time gap) merges the fresh newest page into what is
 * loaded, so older pages and unsent messages survive it.
 */
export function useChapterMessages(enabled: boolean) {
  return useQuery({
    queryKey: chapterKeys.messages,
    enabled,
    // The cache is read once the page is here: what was sent or received while it loaded is in it by then.
    queryFn: async ({ signal }) => {
      const page = await fetchPage(null, CHANNEL_PAGE_DEFAULT, signal);
      return mergeLatest(queryClient.getQueryData<ChapterCache>(chapterKeys.messages), page);
    },
  });
}

/** Infinite scroll back: loads the page before the oldest loaded message. */
export function useLoadOlderChapter() {
  return useLoadOlderPages({
    key: chapterKeys.messages,
    fetchPage,
    prepend: prependOlder,
    sizes: { page: CHANNEL_PAGE_DEFAULT, find: CHANNEL_PAGE_MAX },
  });
}
