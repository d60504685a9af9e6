import { groupsRoutes } from '@chapter/shared/api/groups.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * The chapters a platform admin may import into (they have no chapter of their own): the first hundred by name,
 * which is every chapter of an installation this app serves today.
 */
export function useChapters(enabled: boolean) {
  return useQuery({
    queryKey: ['imports', 'chapters'],
    queryFn: ({ signal }) => api(groupsRoutes.list, { query: { limit: 100 }, signal }),
    enabled,
    select: (page) => page.items.map((g) => ({ id: g.id, name: g.name })),
  });
}
