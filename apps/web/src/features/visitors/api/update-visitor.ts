import { visitorsRoutes } from '@chapter/shared/api/visitors.routes';
import type { UpdateVisitor } from '@chapter/shared/visitors.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { visitorKeys } from './list-visitors.ts';

export function useUpdateVisitor() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateVisitor }) =>
      api(visitorsRoutes.update, { params: { visitorId: id }, body, errorToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorKeys.all }),
  });
}
