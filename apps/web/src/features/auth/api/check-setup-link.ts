import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function checkSetupLink(token: string, signal?: AbortSignal): Promise<{ valid: boolean }> {
  return apiRequest<{ valid: boolean }>(`/api/setup/${encodeURIComponent(token)}`, { auth: false, signal });
}

/** Whether the one-time first-administrator link still works. */
export function useSetupLink(token: string) {
  return useQuery({
    queryKey: ['setup-link', token],
    queryFn: ({ signal }) => checkSetupLink(token, signal),
    staleTime: 0,
  });
}
