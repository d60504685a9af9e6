import { settingsRoutes } from '@chapter/shared/api/settings.routes';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * The signed-in user's settings: one cache entry for the settings screen and for the features that read a
 * setting (desktop notifications), so a change made on the screen applies everywhere at once.
 */
export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'] as const,
    queryFn: ({ signal }) => api(settingsRoutes.get, { signal }),
  });
