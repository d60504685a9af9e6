import type { Settings } from '@chapter/shared/settings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const settingsKey = ['settings'] as const;

// Seed §9: the settings query retries once, after 1 second.
const SETTINGS_RETRY_DELAY_MS = 1000;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest<Settings>('/api/settings', { signal }),
    retry: 1,
    retryDelay: SETTINGS_RETRY_DELAY_MS,
  });
}
