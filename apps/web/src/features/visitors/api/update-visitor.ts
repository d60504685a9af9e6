import type { UpdateVisitor, Visitor } from '@chapter/shared/visitors.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export function useUpdateVisitor() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateVisitor }) =>
      apiRequest<Visitor>(`/api/visitors/${id}`, { method: 'PATCH', body, errorToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visitors'] }),
  });
}
