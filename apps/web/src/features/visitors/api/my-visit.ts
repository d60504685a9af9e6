import { visitorsRoutes } from '@chapter/shared/api/visitors.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** A signed-in visitor's invitation: who invited them and the meeting they are coming to. */
export function useMyVisit(enabled: boolean) {
  return useQuery({
    queryKey: ['visitors', 'mine'],
    queryFn: ({ signal }) => api(visitorsRoutes.mine, { signal }),
    enabled,
  });
}
