import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { useCurrentUser } from '../../lib/session.ts';

/** The forced change after a temporary password, or the first password after signing in by a one-time link. */
export function ChangePasswordRoute() {
  const user = useCurrentUser();
  const logout = useLogout();
  if (!user.hasPassword) {
    return (
      <CenteredPage
        title="Choose a password"
        description="You signed in with a one-time link. Choose a password to sign in with next time, on any device."
      >
        <title>Choose a password · Chapter</title>
        <ChangePasswordForm firstPassword />
        <Link to={webPaths.home} className={buttonClasses('ghost', 'md', 'mt-3 w-full')}>
          Not now
        </Link>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage
      title="Change your password"
      description={
        user.mustChangePassword
          ? 'You signed in with a temporary password. Choose a new password to continue.'
          : 'Choose a new password for your account.'
      }
    >
      <title>Change password · Chapter</title>
      <ChangePasswordForm />
      <Button variant="ghost" className="mt-3 w-full" onClick={() => void logout()}>
        Sign out instead
      </Button>
    </CenteredPage>
  );
}
