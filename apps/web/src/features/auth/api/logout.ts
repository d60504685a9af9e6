import { authRoutes } from '@chapter/shared/api/auth.routes';
import * as webPaths from '@chapter/shared/web-paths';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { endSession, getToken } from '../../../lib/auth.ts';
import { mayLogOut } from '../../../lib/sign-out-checks.ts';

/**
 * Logs out and lands on /login without remembering the page the user left. The sign-out checks run first
 * (attendance marks still on this device are sent or discarded, as the leader chooses); one may cancel the logout.
 * Then the local session ends (token removed, connection closed, cache cleared) and the server is told after, with
 * the token it held: revoking the session closes its socket, and a screen reacting to that (a refetch, a reconnect)
 * would otherwise go out with the revoked token. A failed logout call is ignored; the local logout always proceeds
 * (docs/product-rules.md "Session").
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    if (!(await mayLogOut())) return;
    const token = getToken();
    endSession('logout');
    await navigate(webPaths.login, { replace: true });
    if (token) await api(authRoutes.logout, { token, ignoreSessionEnd: true }).catch(() => undefined);
  };
}
