import { visitorsRoutes } from '@chapter/shared/api/visitors.routes';
import type { InviteVisitor } from '@chapter/shared/visitors.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { visitorKeys } from './list-visitors.ts';

export function useInviteVisitor() {
  return useMutation({
    mutationFn: (body: InviteVisitor) => api(visitorsRoutes.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorKeys.all }),
  });
}
