import type { RenewalSummary } from '@chapter/shared/lifecycle.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const fetchSummary = (signal: AbortSignal) => apiRequest<RenewalSummary>('/api/renewals/summary', { signal });

export function useRenewalSummary() {
  return useQuery({ queryKey: ['members', 'renewal-summary'], queryFn: ({ signal }) => fetchSummary(signal) });
}
