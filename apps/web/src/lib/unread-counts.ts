import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { chapterChannelRoutes } from '@chapter/shared/api/chapter-channel.routes';
import { inboxRoutes } from '@chapter/shared/api/inbox.routes';
import { UNREAD_COUNTS_STALE_MS } from '@chapter/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { ApiError } from './api-error.ts';

/**
 * Badge counts. An endpoint that answers 404 (not deployed yet) gives null, and a null count shows no
 * badge: a missing number is never replaced by a made-up one.
 */
async function orNullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The badges' query keys, shared with the inbox and activity features' key factories. */
export const unreadKeys = {
  inbox: ['inbox', 'unread-badge'] as const,
  activity: ['activities', 'unread-counts'] as const,
  /** The chapter channel's summary (features/chapter keeps it current from pushes); null without a channel. */
  chapter: ['chapter', 'summary'] as const,
};

/** The chapter channel: its name, the member's rights, unread and mention counts, latest message and pin. */
export const chapterSummaryQuery = () =>
  queryOptions({
    queryKey: unreadKeys.chapter,
    queryFn: ({ signal }) => orNullWhenMissing(api(chapterChannelRoutes.summary, { signal })),
  });

/**
 * The Inbox badge: unread direct messages plus unread chapter channel messages that name the member. The
 * channel's own chatter counts on its row in the inbox, not here (docs/chapter-channel.md "Unread counts").
 * Under the inbox key, so anything that changes the inbox (a new message, a read) refreshes the badge too.
 */
export function useInboxUnreadCount(): number | null {
  const { data } = useQuery({
    queryKey: unreadKeys.inbox,
    queryFn: ({ signal }) => orNullWhenMissing(api(inboxRoutes.list, { query: { limit: 1 }, signal })),
  });
  const chapter = useQuery(chapterSummaryQuery());
  if (!data) return null;
  return data.unreadCount + (chapter.data?.mentionCount ?? 0);
}

/**
 * The chapter channel's own badge, beside the Inbox badge in the navigation (never added into it): every unread
 * message in the channel, as on its row in the inbox. Live: features/chapter keeps the summary current from pushes.
 */
export function useChapterChannelUnreadCount(): number | null {
  return useQuery(chapterSummaryQuery()).data?.unreadCount ?? null;
}

interface ActivityUnreadCounts {
  givenCount: number;
  receivedCount: number;
}

/** Unread counts stay fresh for 30 s and are refetched when the window regains focus. */
export function useActivityUnreadCounts(): ActivityUnreadCounts | null {
  const { data } = useQuery({
    queryKey: unreadKeys.activity,
    queryFn: ({ signal }) => orNullWhenMissing(api(activityRoutes.unreadCounts, { signal })),
    staleTime: UNREAD_COUNTS_STALE_MS,
    refetchOnWindowFocus: true,
  });
  return data ?? null;
}
