import { Navigate } from 'react-router';
import { useAuthToken } from '../../lib/auth.ts';

/** Seed §2: an unknown path goes to /home when signed in, otherwise to /login. */
export function FallbackRoute() {
  const token = useAuthToken();
  return <Navigate to={token ? '/home' : '/login'} replace />;
}
