import { visitorFollowUpRoutes as f } from '@chapter/shared/api/visitor-follow-up.keys';
import type { VisitorTemplateRequest } from '@chapter/shared/visitor-follow-up.schemas';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Under the visitors' prefix: an invitation or an edit of a visitor refreshes these too. */
const followUpKeys = {
  all: ['visitors', 'follow-up'] as const,
  tasks: (scope: 'mine' | 'group', state: 'open' | 'done') => ['visitors', 'follow-up', 'tasks', scope, state] as const,
  visitor: (visitorId: number) => ['visitors', 'follow-up', 'visitor', visitorId] as const,
  template: ['visitors', 'follow-up', 'template'] as const,
  funnel: (from: string, to: string) => ['visitors', 'follow-up', 'funnel', from, to] as const,
};

const refresh = () => queryClient.invalidateQueries({ queryKey: ['visitors'] });

export function useVisitorTasks(scope: 'mine' | 'group', state: 'open' | 'done') {
  return useInfiniteQuery({
    queryKey: followUpKeys.tasks(scope, state),
    queryFn: ({ pageParam, signal }) =>
      api(f.tasks, { query: { scope, state, limit: 50, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useUpdateTask() {
  return useMutation({
    mutationFn: ({ taskId, done }: { taskId: number; done: boolean }) =>
      api(f.updateTask, { params: { taskId }, body: { done } }),
    onSuccess: refresh,
  });
}

export function useVisitorFollowUp(visitorId: number, enabled: boolean) {
  return useQuery({
    queryKey: followUpKeys.visitor(visitorId),
    queryFn: ({ signal }) => api(f.followUp, { params: { visitorId }, signal }),
    enabled,
  });
}

export function useSetHost(visitorId: number) {
  return useMutation({
    mutationFn: (hostId: number) => api(f.setHost, { params: { visitorId }, body: { hostId } }),
    onSuccess: refresh,
  });
}

export function useSecondVisit(visitorId: number) {
  return useMutation({
    mutationFn: (body: { meetingId: number; message?: string | null }) =>
      api(f.secondVisit, { params: { visitorId }, body }),
    onSuccess: refresh,
  });
}

export function useThankYouTemplate() {
  return useQuery({ queryKey: followUpKeys.template, queryFn: ({ signal }) => api(f.template, { signal }) });
}

export function useSaveTemplate() {
  return useMutation({
    mutationFn: (body: VisitorTemplateRequest) => api(f.saveTemplate, { body }),
    onSuccess: (saved) => queryClient.setQueryData(followUpKeys.template, saved),
  });
}

export function useResetTemplate() {
  return useMutation({
    mutationFn: () => api(f.resetTemplate),
    onSuccess: (saved) => queryClient.setQueryData(followUpKeys.template, saved),
  });
}

export function useVisitorFunnel(from: string, to: string) {
  return useQuery({
    queryKey: followUpKeys.funnel(from, to),
    queryFn: ({ signal }) => api(f.funnel, { query: { from, to }, signal }),
    enabled: from !== '' && to !== '',
  });
}
