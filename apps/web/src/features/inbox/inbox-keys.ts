/** Query keys of the inbox; everything sits under ['inbox'] so one invalidation refreshes it all. */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: ['inbox', 'list'] as const,
  /**
   * The shell's unread badge (lib/unread-counts.ts): a GET /api/inbox answer, or null where the endpoint is
   * missing. Pushes write its unreadCount here instead of refetching it on every event.
   */
  badge: ['inbox', 'unread-badge'] as const,
  conversation: (conversationId: number) => ['inbox', 'conversation', conversationId] as const,
};
