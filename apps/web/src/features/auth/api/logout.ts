import { authRoutes } from '@chapter/shared/api/auth.routes';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { endSession, getToken } from '../../../lib/auth.ts';

/** A failed logout call is ignored; the local logout always proceeds (docs/product-rules.md "Session"). */
async function logout(token: string): Promise<void> {
  await api(authRoutes.logout, { token, ignoreSessionEnd: true }).catch(() => undefined);
}

/**
 * Logs out and lands on /login without remembering the page the user left. The local session ends first (token
 * removed, connection closed, cache cleared), and only then is the server told: once it revokes the session it
 * also closes the socket, and a screen reacting to that (a refetch, a reconnect) would otherwise go out with the
 * revoked token.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const token = getToken();
    endSession('logout');
    await navigate('/login', { replace: true });
    if (token) await logout(token);
  };
}
