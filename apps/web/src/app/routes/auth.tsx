import * as webPaths from '@chapter/shared/web-paths';
import { useLocation } from 'react-router';
import { AuthScreen } from '../../features/auth/components/auth-screen.tsx';

/**
 * /login and /register are one screen; /register opens in register mode (docs/product-rules.md "Routes"). Both
 * addresses render this one component, so moving between them keeps what the screen holds.
 */
export function AuthRoute() {
  const register = useLocation().pathname === webPaths.register;
  return (
    <>
      <title>{register ? 'Create account · Chapter' : 'Sign in · Chapter'}</title>
      <AuthScreen />
    </>
  );
}
