import { inboxRoutes } from '@chapter/shared/api/inbox.routes';
import { INBOX_PAGE_DEFAULT } from '@chapter/shared/inbox.labels';
import type { InboxList } from '@chapter/shared/inbox.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { inboxKeys } from '../inbox-keys.ts';
import type { InboxListPage } from '../inbox-list-cache.ts';

async function fetchInboxPage(cursor: string | null, signal: AbortSignal): Promise<InboxListPage> {
  const query = { limit: INBOX_PAGE_DEFAULT, cursor: cursor ?? undefined };
  const page = await api(inboxRoutes.list, { query, signal });
  // The list has just asked the server: the shell's badge takes the same count rather than asking again.
  queryClient.setQueryData<InboxList | null>(inboxKeys.badge, (old) =>
    old ? { ...old, unreadCount: page.unreadCount, totalCount: page.totalCount } : page,
  );
  return page;
}

/** GET /api/inbox, a page at a time (newest conversation first); pushes keep the loaded pages current. */
export function useInboxList() {
  return useInfiniteQuery({
    queryKey: inboxKeys.list,
    queryFn: ({ pageParam, signal }) => fetchInboxPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
