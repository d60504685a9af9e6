import * as webPaths from '@chapter/shared/web-paths';
import { Navigate } from 'react-router';
import { useAuthToken } from '../../lib/auth.ts';

/** An unknown path goes to /home when signed in, otherwise to /login (docs/product-rules.md "Routes"). */
export function FallbackRoute() {
  const token = useAuthToken();
  return <Navigate to={token ? webPaths.home : webPaths.login} replace />;
}
