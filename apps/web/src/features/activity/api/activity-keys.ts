/** Query keys of the activity feature; ['activities'] covers every list, detail and the unread badges. */
export const activityKeys = {
  all: ['activities'] as const,
  list: (params: Record<string, string | undefined>) => ['activities', 'list', params] as const,
  detail: (id: number) => ['activities', 'detail', id] as const,
  approvals: (type: string) => ['activities', 'approvals', type] as const,
};
