import { membersRoutes } from '@chapter/shared/api/members.routes';
import type { RosterQuery } from '@chapter/shared/members.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { queryClient } from './query-client.ts';
import { sessionKeys } from './session-keys.ts';

/**
 * Member queries several screens share. Every key starts with 'members', so any change to a member (a role, a
 * deactivation, an approval) refreshes them all with one invalidation of the prefix.
 */
export const memberKeys = {
  all: ['members'] as const,
  /** A page of the roster for a search: the roster screen, the admin lists and the pickers. */
  roster: (query: RosterQuery) => ['members', 'roster', query] as const,
  detail: (userId: number) => ['members', 'detail', userId] as const,
  approvalCounts: ['members', 'approval-counts'] as const,
};

/** After a change to a member (a profile, an avatar, an e-mail): their page, the roster and, for one's own, the session. */
export function refreshAfterProfileChange(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  ]);
}

/** A page of the roster; pickers and screens differ only in the query they send. */
export const fetchRoster = (query: RosterQuery, signal?: AbortSignal) => api(membersRoutes.list, { query, signal });

const PICKER = { limit: 100 } satisfies RosterQuery;

/** The group's active members (a group has 20–50), for the "who" pickers of the create and assign forms. */
export function useGroupMembers(enabled = true) {
  return useQuery({
    queryKey: memberKeys.roster(PICKER),
    queryFn: ({ signal }) => fetchRoster(PICKER, signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
