import { renewalsRoutes } from '@chapter/shared/api/renewals.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberQueueKeys } from './refresh.ts';

export function useRenewalSummary() {
  return useQuery({
    queryKey: memberQueueKeys.renewalSummary,
    queryFn: ({ signal }) => api(renewalsRoutes.summary, { signal }),
  });
}
