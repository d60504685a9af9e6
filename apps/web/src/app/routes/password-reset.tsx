import { useParams } from 'react-router';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export function PasswordResetRoute() {
  const { token = '' } = useParams();
  return (
    <CenteredPage title="Choose a new password" description="Enter your new password twice to finish resetting it.">
      <title>Reset password · Chapter</title>
      <ResetPasswordForm token={token} />
    </CenteredPage>
  );
}
