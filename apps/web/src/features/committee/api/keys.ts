import { memberKeys } from '../../../lib/members-query.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The committee's query keys, all under 'committee' so one invalidation refreshes the screen. */
export const committeeKeys = {
  all: ['committee'] as const,
  seats: ['committee', 'seats'] as const,
  applications: ['committee', 'applications'] as const,
  application: (userId: number) => ['committee', 'applications', userId] as const,
  notes: (userId: number) => ['committee', 'notes', userId] as const,
  reviews: ['committee', 'reviews'] as const,
  history: (userId: number) => ['committee', 'history', userId] as const,
};

/** After a change: the committee's lists; with `members`, the roster too (a seat, or an approval adding a member). */
export const refreshCommittee = async (members = false): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: committeeKeys.all }),
    members ? queryClient.invalidateQueries({ queryKey: memberKeys.all }) : undefined,
  ]);
};
