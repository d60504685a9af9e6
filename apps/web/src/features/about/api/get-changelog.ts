import { aboutRoutes } from '@chapter/shared/api/about.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Release notes; the HTML is rendered only through components/ui/safe-html.tsx. */
export function useChangelog() {
  return useQuery({
    queryKey: ['about', 'changelog'],
    queryFn: ({ signal }) => api(aboutRoutes.changelog, { auth: false, signal }),
  });
}
