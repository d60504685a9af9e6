import type { CreateSubstitution, Substitution } from '@chapter/shared/meetings.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export function useSubstituteAccounts(enabled: boolean) {
  return useQuery({
    queryKey: ['meetings', 'substitute-accounts'],
    queryFn: ({ signal }) =>
      apiRequest<{ items: Array<{ userId: number; name: string; email: string }> }>('/api/substitutes', { signal }),
    enabled,
  });
}

export function useNameSubstitute(meetingId: number) {
  return useMutation({
    mutationFn: (body: CreateSubstitution) =>
      apiRequest<Substitution>(`/api/meetings/${meetingId}/substitutions`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meetings'] }),
  });
}

export function useWithdrawSubstitute() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/api/substitutions/${id}`, { method: 'DELETE', errorToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meetings'] }),
  });
}
