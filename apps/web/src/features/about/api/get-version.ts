import { aboutRoutes } from '@chapter/shared/api/about.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { aboutKeys } from './keys.ts';

/** The update check asks on start and then every 30 minutes, also from a background tab. */
const VERSION_CHECK_INTERVAL_MS = 30 * 60_000;

export function useServerVersion() {
  return useQuery({
    queryKey: aboutKeys.version,
    queryFn: ({ signal }) => api(aboutRoutes.version, { auth: false, signal }),
    staleTime: VERSION_CHECK_INTERVAL_MS,
    refetchInterval: VERSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
}
