/**
 * The messaging feature's query keys; everything starts with 'messaging', so a sent broadcast invalidates
 * `messagingKeys.all`.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  quota: (groupId: number | undefined) => ['messaging', 'quota', groupId] as const,
  list: (groupId: number | undefined) => ['messaging', 'list', groupId] as const,
  detail: (id: number | null) => ['messaging', 'detail', id] as const,
};
