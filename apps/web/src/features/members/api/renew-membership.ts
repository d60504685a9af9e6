import type { RenewalActionResult } from '@chapter/shared/lifecycle.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMembers } from './refresh.ts';

const renew = (userId: number) => apiRequest<RenewalActionResult>(`/api/renewals/${userId}/renew`, { method: 'POST' });

/** Extends a membership by 12 months (and revives a lapsed one). */
export function useRenewMembership() {
  return useMutation({ mutationFn: renew, onSuccess: refreshMembers });
}
