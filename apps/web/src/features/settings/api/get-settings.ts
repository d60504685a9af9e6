import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../../../lib/settings-query.ts';

export const settingsKey = settingsQuery().queryKey;

// The settings query retries once, after 1 second.
const SETTINGS_RETRY_DELAY_MS = 1000;

export function useSettings() {
  return useQuery({ ...settingsQuery(), retry: 1, retryDelay: SETTINGS_RETRY_DELAY_MS });
}
