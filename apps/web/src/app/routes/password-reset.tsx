import { useParams } from 'react-router';
import { APP_NAME } from '../../components/layout/brand.tsx';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { appMessages } from './messages.ts';

export function PasswordResetRoute() {
  const t = useMessages(appMessages);
  const { token = '' } = useParams();
  return (
    <CenteredPage title={t('resetTitle')} description={t('resetIntro')}>
      <title>{`${t('resetPage')} · ${APP_NAME}`}</title>
      <ResetPasswordForm token={token} />
    </CenteredPage>
  );
}
