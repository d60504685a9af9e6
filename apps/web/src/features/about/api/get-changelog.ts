import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

interface Changelog {
  /** Release notes as HTML; rendered only through components/ui/safe-html.tsx. */
  html: string;
  version: string;
}

export function useChangelog() {
  return useQuery({
    queryKey: ['about', 'changelog'],
    queryFn: ({ signal }) => apiRequest<Changelog>('/api/about/changelog', { auth: false, signal }),
  });
}
