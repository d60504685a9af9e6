import { authRoutes } from '@chapter/shared/api/auth.routes';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { endSession } from '../../../lib/auth.ts';
import { mayLogOut } from '../../../lib/sign-out-checks.ts';

/** A failed logout call is ignored; the local logout always proceeds (docs/product-rules.md "Session"). */
async function logout(): Promise<void> {
  await api(authRoutes.logout, { ignoreSessionEnd: true }).catch(() => undefined);
}

/**
 * Logs out and lands on /login without remembering the page the user left. The sign-out checks run first (attendance
 * marks still on this device are sent or discarded, as the leader chooses); one may cancel the logout.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    if (!(await mayLogOut())) return;
    await logout();
    endSession('logout');
    await navigate('/login', { replace: true });
  };
}
