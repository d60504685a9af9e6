import { useParams } from 'react-router';
import { LoginLinkWelcome } from '../../features/auth/components/login-link-welcome.tsx';

/** A one-time sign-in link from a visitor's e-mail (docs/product-rules.md "Visitor sign-in"). */
export function WelcomeRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Welcome · Chapter</title>
      <LoginLinkWelcome token={token} />
    </>
  );
}
