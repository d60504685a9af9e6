import { inboxRoutes } from '@chapter/shared/api/inbox.routes';
import { INBOX_PAGE_DEFAULT } from '@chapter/shared/inbox.labels';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { type ConversationCache, mergeLatest, prependOlder } from '../conversation-cache.ts';
import { inboxKeys } from '../inbox-keys.ts';

function fetchConversationPage(id: number, before: string | null, signal?: AbortSignal) {
  const query = { limit: INBOX_PAGE_DEFAULT, before: before ?? undefined };
  return api(inboxRoutes.conversation, { params: { id }, query, signal });
}

/**
 * One conversation, newest page first. A refetch (after a real-time gap) merges the fresh newest page into
 * what is loaded, so older pages and unsent messages survive it.
 */
export function useConversation(conversationId: number) {
  return useQuery({
    queryKey: inboxKeys.conversation(conversationId),
    queryFn: async ({ signal }) => {
      const page = await fetchConversationPage(conversationId, null, signal);
      return mergeLatest(queryClient.getQueryData<ConversationCache>(inboxKeys.conversation(conversationId)), page);
    },
  });
}

/** Infinite scroll back: loads the page before the oldest loaded message. */
export function useLoadOlder(conversationId: number) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = async () => {
    const key = inboxKeys.conversation(conversationId);
    const current = queryClient.getQueryData<ConversationCache>(key);
    if (loading || !current?.hasMoreBack || !current.before) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchConversationPage(conversationId, current.before);
      queryClient.setQueryData<ConversationCache>(key, (old) => (old ? prependOlder(old, page) : old));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return { load, loading, failed };
}
