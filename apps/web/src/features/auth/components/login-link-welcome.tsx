import * as webPaths from '@chapter/shared/web-paths';
import { LogIn } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/layout/centered-page.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { accountMessages } from '../account/messages.ts';
import { useRedeemLoginLink } from '../api/redeem-login-link.ts';
import { authMessages } from '../messages.ts';

/**
 * Where a visitor's one-time sign-in link lands. Opening the page changes nothing (mail scanners open links);
 * the tap signs in and opens the meeting, and the token leaves the address bar with the navigation.
 */
export function LoginLinkWelcome({ token }: { token: string }) {
  const t = useMessages(authMessages);
  const ta = useMessages(accountMessages);
  const navigate = useNavigate();
  const redeem = useRedeemLoginLink();
  const spent = apiErrorOf(redeem.error)?.code === 'INVALID_LOGIN_LINK';

  if (spent) {
    return (
      <CenteredPage title={ta('linkUsedTitle')} description={<p>{ta('linkUsedText')}</p>}>
        <Link to={webPaths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('signIn')}
        </Link>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      title={ta('welcomeTitle')}
      description={<p>{ta('linkWelcomeText')}</p>}
      icon={
        <span className="inline-flex rounded-full bg-primary-soft p-3 text-primary">
          <LogIn className="size-6" aria-hidden="true" />
        </span>
      }
    >
      {redeem.isError && (
        <Banner variant="destructive" title={ta('notSignedInYet')} className="mb-4">
          {ta('errorTryAgain', { message: redeem.error.message })}
        </Banner>
      )}
      <Button
        size="lg"
        className="w-full"
        loading={redeem.isPending}
        onClick={() => redeem.mutate(token, { onSuccess: ({ next }) => void navigate(next, { replace: true }) })}
      >
        {ta('signInToMeeting')}
      </Button>
    </CenteredPage>
  );
}
