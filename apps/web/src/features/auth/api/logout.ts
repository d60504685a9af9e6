import { authRoutes } from '@chapter/shared/api/auth.routes';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { endSession, getToken } from '../../../lib/auth.ts';

/**
 * Logs out and lands on /login without remembering the page the user left. The local session ends first (token
 * removed, connection closed, cache cleared) and the server is told after, with the token it held: revoking the
 * session closes its socket, and a screen reacting to that (a refetch, a reconnect) would otherwise go out with the
 * revoked token. A failed logout call is ignored; the local logout always proceeds (docs/product-rules.md "Session").
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const token = getToken();
    endSession('logout');
    await navigate('/login', { replace: true });
    if (token) await api(authRoutes.logout, { token, ignoreSessionEnd: true }).catch(() => undefined);
  };
}
