import type {
  BroadcastDetail,
  BroadcastPage,
  BroadcastPreview,
  BroadcastRequest,
  BroadcastSent,
  Quota,
} from '@chapter/shared/messaging.schemas';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

const groupParam = (groupId: number | undefined) => (groupId ? `groupId=${groupId}` : '');

/** GET /api/messaging/quota: today's SMS allowance. */
export function useQuota(groupId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: ['messaging', 'quota', groupId],
    queryFn: ({ signal }) => apiRequest<Quota>(`/api/messaging/quota?${groupParam(groupId)}`, { signal }),
    enabled,
  });
}

/** GET /api/messaging/broadcasts, newest first. */
export function useBroadcasts(groupId: number | undefined) {
  return useInfiniteQuery({
    queryKey: ['messaging', 'list', groupId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<BroadcastPage>(
        `/api/messaging/broadcasts?limit=10&${groupParam(groupId)}${pageParam ? `&cursor=${pageParam}` : ''}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/messaging/broadcasts/:id with each recipient's delivery status. */
export function useBroadcast(id: number | null) {
  return useQuery({
    queryKey: ['messaging', 'detail', id],
    queryFn: ({ signal }) => apiRequest<BroadcastDetail>(`/api/messaging/broadcasts/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** POST /api/messaging/broadcasts/preview: who would get the message and its exact text; sends nothing. */
export function usePreviewBroadcast() {
  return useMutation({
    mutationFn: (body: BroadcastRequest) =>
      apiRequest<BroadcastPreview>('/api/messaging/broadcasts/preview', { method: 'POST', body }),
  });
}

/** POST /api/messaging/broadcasts */
export function useSendBroadcast() {
  return useMutation({
    mutationFn: (body: BroadcastRequest) =>
      apiRequest<BroadcastSent>('/api/messaging/broadcasts', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging'] }),
  });
}
