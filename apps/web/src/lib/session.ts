import { profileRoutes } from '@chapter/shared/api/profile.routes';
import { SESSION_GC_MS, SESSION_STALE_MS } from '@chapter/shared/constants';
import type { Profile } from '@chapter/shared/profile.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { sessionFromToken, useAuthToken } from './auth.ts';
import { sessionKeys } from './session-keys.ts';

function fetchSession(signal?: AbortSignal): Promise<Profile> {
  return api(profileRoutes.get, { signal });
}

/** The signed-in user's profile is the session. Its query is fresh for 5 minutes, kept 10, and never retried. */
export const sessionQuery = (userId: number | null) =>
  queryOptions({
    queryKey: sessionKeys.user(userId),
    queryFn: ({ signal }) => fetchSession(signal),
    enabled: userId !== null,
    staleTime: SESSION_STALE_MS,
    gcTime: SESSION_GC_MS,
    retry: false,
  });

export function useSession() {
  const token = useAuthToken();
  return useQuery(sessionQuery(sessionFromToken(token)?.id ?? null));
}

/**
 * The group's IANA time zone, in which the app shows every date and time (docs/web-formatting.md); undefined
 * before the session loads or for an account without a group, where the device's zone stands in.
 */
export function useGroupTimeZone(): string | undefined {
  return useSession().data?.group?.timeZone;
}

/** The profile inside the authenticated layout, which renders nothing until it has loaded. */
export function useCurrentUser(): Profile {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentUser is only available inside the authenticated layout');
  return data;
}
