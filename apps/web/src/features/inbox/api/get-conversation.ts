import { inboxRoutes } from '@chapter/shared/api/inbox.routes';
import { INBOX_PAGE_DEFAULT, INBOX_PAGE_MAX } from '@chapter/shared/inbox.labels';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useLoadOlderPages } from '../../../lib/use-load-older.ts';
import { type ConversationCache, mergeLatest, prependOlder } from '../conversation-cache.ts';
import { inboxKeys } from '../inbox-keys.ts';

function fetchConversationPage(id: number, before: string | null, limit: number, signal?: AbortSignal) {
  return api(inboxRoutes.conversation, { params: { id }, query: { limit, before: before ?? undefined }, signal });
}

/**
 * One conversation, newest page first. A refetch (after a real-time gap) merges the fresh newest page into
 * what is loaded, so older pages and unsent messages survive it.
 */
export function useConversation(conversationId: number) {
  return useQuery({
    queryKey: inboxKeys.conversation(conversationId),
    queryFn: async ({ signal }) => {
      const page = await fetchConversationPage(conversationId, null, INBOX_PAGE_DEFAULT, signal);
      return mergeLatest(queryClient.getQueryData<ConversationCache>(inboxKeys.conversation(conversationId)), page);
    },
  });
}

/** Infinite scroll back: loads the page before the oldest loaded message. */
export function useLoadOlder(conversationId: number) {
  return useLoadOlderPages({
    key: inboxKeys.conversation(conversationId),
    fetchPage: (before, limit) => fetchConversationPage(conversationId, before, limit),
    prepend: prependOlder,
    sizes: { page: INBOX_PAGE_DEFAULT, find: INBOX_PAGE_MAX },
  });
}
