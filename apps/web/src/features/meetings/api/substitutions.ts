import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { CreateSubstitution } from '@chapter/shared/meetings.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meetingKeys } from './keys.ts';

export function useSubstituteAccounts(enabled: boolean) {
  return useQuery({
    queryKey: meetingKeys.substituteAccounts,
    queryFn: ({ signal }) => api(m.substitutes, { signal }),
    enabled,
  });
}

export function useNameSubstitute(meetingId: number) {
  return useMutation({
    mutationFn: (body: CreateSubstitution) => api(m.createSubstitution, { params: { meetingId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export function useWithdrawSubstitute() {
  return useMutation({
    mutationFn: (substitutionId: number) =>
      api(m.withdrawSubstitution, { params: { substitutionId }, errorToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
