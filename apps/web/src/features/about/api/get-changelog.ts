import { aboutRoutes } from '@chapter/shared/api/about.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { aboutKeys } from './keys.ts';

/** Release notes; the HTML is rendered only through components/ui/safe-html.tsx. */
export function useChangelog() {
  return useQuery({
    queryKey: aboutKeys.changelog,
    queryFn: ({ signal }) => api(aboutRoutes.changelog, { auth: false, signal }),
  });
}
