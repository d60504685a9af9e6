import { renewalsRoutes } from '@chapter/shared/api/renewals.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

const lapse = (userId: number) => api(renewalsRoutes.lapse, { params: { userId } });

export function useLapseMembership() {
  return useMutation({ mutationFn: lapse, onSuccess: refreshMembers });
}
