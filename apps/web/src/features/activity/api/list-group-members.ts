import type { RosterPage } from '@chapter/shared/members.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityKeys } from './activity-keys.ts';

/** The group's active members for the "who" picker of the create forms (a group has 20–50). */
export function useGroupMembers() {
  return useQuery({
    queryKey: activityKeys.roster,
    queryFn: ({ signal }) => apiRequest<RosterPage>('/api/members?limit=100', { signal }),
    staleTime: 5 * 60_000,
  });
}
