import { setupRoutes } from '@chapter/shared/api/setup.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from './keys.ts';

/** Whether the one-time first-administrator link still works. */
export function useSetupLink(token: string) {
  return useQuery({
    queryKey: authKeys.setupLink(token),
    queryFn: ({ signal }) => api(setupRoutes.check, { params: { token }, auth: false, signal }),
    staleTime: 0,
  });
}
