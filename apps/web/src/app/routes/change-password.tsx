import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { APP_NAME } from '../../components/layout/brand.tsx';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { appMessages } from './messages.ts';

/** The forced change after a temporary password, or the first password after signing in by a one-time link. */
export function ChangePasswordRoute() {
  const t = useMessages(appMessages);
  const user = useCurrentUser();
  const logout = useLogout();
  if (!user.hasPassword) {
    return (
      <CenteredPage title={t('choosePassword')} description={t('choosePasswordIntro')}>
        <title>{`${t('choosePassword')} · ${APP_NAME}`}</title>
        <ChangePasswordForm firstPassword />
        <Link to={webPaths.home} className={buttonClasses('ghost', 'md', 'mt-3 w-full')}>
          {t('notNow')}
        </Link>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage
      title={t('changePasswordTitle')}
      description={user.mustChangePassword ? t('temporaryPasswordIntro') : t('changePasswordIntro')}
    >
      <title>{`${t('changePasswordPage')} · ${APP_NAME}`}</title>
      <ChangePasswordForm />
      <Button variant="ghost" className="mt-3 w-full" onClick={() => void logout()}>
        {t('signOutInstead')}
      </Button>
    </CenteredPage>
  );
}
