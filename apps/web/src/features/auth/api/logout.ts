import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/auth.ts';

/** Seed §7: a failed logout call is ignored; the local logout always proceeds. */
async function logout(): Promise<void> {
  await apiRequest('/api/logout', { method: 'POST', ignoreSessionEnd: true }).catch(() => undefined);
}

/** Logs out and lands on /login without remembering the page the user left. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout();
    endSession('logout');
    await navigate('/login', { replace: true });
  };
}
