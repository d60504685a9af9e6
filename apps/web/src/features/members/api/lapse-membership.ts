import type { RenewalActionResult } from '@chapter/shared/lifecycle.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMembers } from './refresh.ts';

const lapse = (userId: number) => apiRequest<RenewalActionResult>(`/api/renewals/${userId}/lapse`, { method: 'POST' });

export function useLapseMembership() {
  return useMutation({ mutationFn: lapse, onSuccess: refreshMembers });
}
