import { unreadKeys } from '../../../lib/unread-counts.ts';
/** Query keys of the activity feature; ['activities'] covers every list, detail and the unread badges. */
export const activityKeys = {
  all: ['activities'] as const,
  /** Prefix of every list; pushes refresh them all. */
  lists: ['activities', 'list'] as const,
  list: (params: Record<string, string | undefined>) => ['activities', 'list', params] as const,
  details: ['activities', 'detail'] as const,
  detail: (id: number) => ['activities', 'detail', id] as const,
  allApprovals: ['activities', 'approvals'] as const,
  approvals: (type: string) => ['activities', 'approvals', type] as const,
  /** The quick slip's recent and frequent partners (a create refreshes them with the rest). */
  partners: ['activities', 'partners'] as const,
  /** The Given/Received badges (lib/unread-counts.ts reads the same key). */
  unreadCounts: unreadKeys.activity,
};
