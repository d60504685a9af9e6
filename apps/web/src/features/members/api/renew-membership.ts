import { renewalsRoutes } from '@chapter/shared/api/renewals.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

const renew = (userId: number) => api(renewalsRoutes.renew, { params: { userId } });

/** Extends a membership by 12 months (and revives a lapsed one). */
export function useRenewMembership() {
  return useMutation({ mutationFn: renew, onSuccess: refreshMembers });
}
