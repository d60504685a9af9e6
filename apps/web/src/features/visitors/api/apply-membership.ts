import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export function useApplyMembership() {
  return useMutation({
    mutationFn: (classification: string) =>
      apiRequest<{ message: string }>('/api/visitors/apply', {
        method: 'POST',
        body: { classification },
        errorToast: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}
