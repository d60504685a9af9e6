import { profileRoutes } from '@chapter/shared/api/profile.routes';
import { SESSION_GC_MS, SESSION_STALE_MS } from '@chapter/shared/constants';
import type { Profile } from '@chapter/shared/profile.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { ApiError } from './api-error.ts';
import { sessionFromToken, useAuthToken } from './auth.ts';
import { sessionKeys } from './session-keys.ts';

function fetchSession(signal?: AbortSignal): Promise<Profile> {
  return api(profileRoutes.get, { signal });
}

/**
 * The signed-in user's profile is the session. Its query is fresh for 5 minutes and kept 10. A refusal is final (it
 * signs the user out); while the server is out of reach the query keeps trying, at once when the browser comes back
 * online and otherwise with a backoff, so "Can't reach Chapter" goes away by itself (docs/installable-app.md).
 */
export const sessionQuery = (userId: number | null) =>
  queryOptions({
    queryKey: sessionKeys.user(userId),
    queryFn: ({ signal }) => fetchSession(signal),
    enabled: userId !== null,
    staleTime: SESSION_STALE_MS,
    gcTime: SESSION_GC_MS,
    // No answer, or the server (or a proxy before it) failing: worth asking again, unlike a refusal.
    retry: (_failures, error) => error instanceof ApiError && (error.network || error.status >= 500),
    // At most 1, 2, 4, then 8 s apart; half of each wait random, so a chapter's phones do not come back in step.
    retryDelay: (failures) => {
      const wait = Math.min(1000 * 2 ** failures, 8000);
      return wait / 2 + (Math.random() * wait) / 2;
    },
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
