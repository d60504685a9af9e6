import type { RosterPage } from '@chapter/shared/members.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mentorshipKeys } from './keys.ts';

/** The group's active members for the leaders' assign pickers (the first 100 by name). */
export function useGroupMembers(enabled: boolean) {
  return useQuery({
    queryKey: mentorshipKeys.members,
    queryFn: ({ signal }) => apiRequest<RosterPage>('/api/members?limit=100', { signal }),
    enabled,
  });
}
