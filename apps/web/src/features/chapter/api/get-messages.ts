import { chapterChannelRoutes } from '@chapter/shared/api/chapter-channel.routes';
import { CHANNEL_PAGE_DEFAULT } from '@chapter/shared/chapter-channel.labels';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { type ChapterCache, mergeLatest, prependOlder } from '../chapter-cache.ts';
import { chapterKeys } from '../chapter-keys.ts';

function fetchPage(before: string | null, signal?: AbortSignal) {
  return api(chapterChannelRoutes.messages, {
    query: { limit: CHANNEL_PAGE_DEFAULT, before: before ?? undefined },
    signal,
  });
}

/**
 * The channel, newest page first. A refetch (after a real-time gap) merges the fresh newest page into what is
 * loaded, so older pages and unsent messages survive it.
 */
export function useChapterMessages(enabled: boolean) {
  return useQuery({
    queryKey: chapterKeys.messages,
    enabled,
    queryFn: async ({ signal }) =>
      mergeLatest(queryClient.getQueryData<ChapterCache>(chapterKeys.messages), await fetchPage(null, signal)),
  });
}

/** Infinite scroll back: loads the page before the oldest loaded message. */
export function useLoadOlderChapter() {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = async () => {
    const current = queryClient.getQueryData<ChapterCache>(chapterKeys.messages);
    if (loading || !current?.hasMoreBack || !current.before) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchPage(current.before);
      queryClient.setQueryData<ChapterCache>(chapterKeys.messages, (old) => (old ? prependOlder(old, page) : old));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return { load, loading, failed };
}
