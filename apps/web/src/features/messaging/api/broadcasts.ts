import { messagingRoutes } from '@chapter/shared/api/messaging.routes';
import type { BroadcastRequest } from '@chapter/shared/messaging.schemas';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { messagingKeys } from './keys.ts';

/** Today's SMS allowance. */
export function useQuota(groupId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: messagingKeys.quota(groupId),
    queryFn: ({ signal }) => api(messagingRoutes.quota, { query: { groupId }, signal }),
    enabled,
  });
}

/** Broadcasts sent, newest first. */
export function useBroadcasts(groupId: number | undefined) {
  return useInfiniteQuery({
    queryKey: messagingKeys.list(groupId),
    queryFn: ({ pageParam, signal }) =>
      api(messagingRoutes.list, { query: { limit: 10, groupId, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One broadcast with each recipient's delivery status. */
export function useBroadcast(id: number | null) {
  return useQuery({
    queryKey: messagingKeys.detail(id),
    queryFn: ({ signal }) => api(messagingRoutes.detail, { params: { broadcastId: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** Who would get the message and its exact text; sends nothing. */
export function usePreviewBroadcast() {
  return useMutation({
    mutationFn: (body: BroadcastRequest) => api(messagingRoutes.preview, { body }),
  });
}

/** Sends a broadcast. */
export function useSendBroadcast() {
  return useMutation({
    mutationFn: (body: BroadcastRequest) => api(messagingRoutes.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
