import { visitorsRoutes } from '@chapter/shared/api/visitors.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionKeys } from '../../../lib/session-keys.ts';

export function useApplyMembership() {
  return useMutation({
    mutationFn: (classification: string) => api(visitorsRoutes.apply, { body: { classification }, errorToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
