import { authRoutes } from '@chapter/shared/api/auth.routes';
import { api } from './api.ts';
import { getToken, sessionFromToken, setToken } from './auth.ts';
import { notifyDone } from './notify.ts';
import { queryClient } from './query-client.ts';
import { sessionKeys } from './session-keys.ts';

let taking: Promise<boolean> | null = null;

/**
 * The applicant waiting on the app was approved (the push on inbox:{me}, or the waiting screen's check): the same
 * session goes on as a member's. Its token is renewed so the app's own permission checks, and the real-time
 * connection (which reconnects with the new token), follow the new role; the profile is read again and the
 * member is told. True when it happened here; false when this tab already holds a member's token (another tab
 * did it, or the push and the check both fired).
 */
export function takeUpMembership(groupName: string | undefined): Promise<boolean> {
  // An applicant's token carries no permissions; a member's always carries some.
  if ((sessionFromToken(getToken())?.permissions.length ?? 0) > 0) return Promise.resolve(false);
  taking ??= (async () => {
    try {
      const { token } = await api(authRoutes.renewToken);
      setToken(token);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      notifyDone(
        "You're approved",
        `Welcome to ${groupName ?? 'your group'}: the roster, the calendar and your group's activity are open to you now.`,
        { duration: 10_000 },
      );
      return true;
    } finally {
      taking = null;
    }
  })();
  return taking;
}
