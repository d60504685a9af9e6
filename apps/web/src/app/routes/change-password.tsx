import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { useCurrentUser } from '../../lib/session.ts';

export function ChangePasswordRoute() {
  const user = useCurrentUser();
  const logout = useLogout();
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
