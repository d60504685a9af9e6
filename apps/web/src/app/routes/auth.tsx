import { AuthScreen } from '../../features/auth/components/auth-screen.tsx';

/** /login and /register are one screen; /register opens in register mode (docs/product-rules.md "Routes"). */
export function LoginRoute() {
  return (
    <>
      <title>Sign in · Chapter</title>
      <AuthScreen initialMode="login" />
    </>
  );
}

export function RegisterRoute() {
  return (
    <>
      <title>Create account · Chapter</title>
      <AuthScreen initialMode="register" />
    </>
  );
}
