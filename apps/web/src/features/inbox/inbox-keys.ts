import { unreadKeys } from '../../lib/unread-counts.ts';

/** Query keys of the inbox; everything sits under ['inbox'] so one invalidation refreshes it all. */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: ['inbox', 'list'] as const,
  /**
   * The shell's unread badge (lib/unread-counts.ts): a GET /api/inbox answer, or null where the endpoint is
   * missing. Pushes write its unreadCount here instead of refetching it on every event.
   */
  badge: unreadKeys.inbox,
  conversation: (conversationId: number) => ['inbox', 'conversation', conversationId] as const,
  /** The compose screen's recipient search and chosen recipient (mapped to a Correspondent, so not member keys). */
  recipients: (query: string) => ['inbox', 'recipients', query] as const,
  recipient: (userId: number | null) => ['inbox', 'recipient', userId] as const,
};
