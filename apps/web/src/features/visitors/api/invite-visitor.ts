import type { InviteVisitor, Visitor } from '@chapter/shared/visitors.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export function useInviteVisitor() {
  return useMutation({
    mutationFn: (body: InviteVisitor) => apiRequest<Visitor>('/api/visitors', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visitors'] }),
  });
}
