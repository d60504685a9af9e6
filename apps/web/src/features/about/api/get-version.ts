import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

interface VersionInfo {
  serverVersion: string;
  clientVersion: string;
}

/** The update check asks on start and then every 30 minutes, also from a background tab. */
const VERSION_CHECK_INTERVAL_MS = 30 * 60_000;

export function useServerVersion() {
  return useQuery({
    queryKey: ['about', 'version'],
    queryFn: ({ signal }) => apiRequest<VersionInfo>('/api/about/version', { auth: false, signal }),
    staleTime: VERSION_CHECK_INTERVAL_MS,
    refetchInterval: VERSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
}
