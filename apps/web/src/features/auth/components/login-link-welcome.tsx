import * as webPaths from '@chapter/shared/web-paths';
import { LogIn } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/layout/centered-page.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useRedeemLoginLink } from '../api/redeem-login-link.ts';

/**
 * Where a visitor's one-time sign-in link lands. Opening the page changes nothing (mail scanners open links);
 * the tap signs in and opens the meeting, and the token leaves the address bar with the navigation.
 */
export function LoginLinkWelcome({ token }: { token: string }) {
  const navigate = useNavigate();
  const redeem = useRedeemLoginLink();
  const spent = apiErrorOf(redeem.error)?.code === 'INVALID_LOGIN_LINK';

  if (spent) {
    return (
      <CenteredPage
        title="This link has already been used"
        description={
          <p>
            Sign-in links work once, for a day. Sign in with your password; if you have none yet, choose “Forgot
            password?” on the sign-in screen and we'll e-mail you a link to set one.
          </p>
        }
      >
        <Link to={webPaths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign in
        </Link>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      title="Welcome!"
      description={<p>This link signs you in on this device, once, and opens the meeting you're coming to.</p>}
      icon={
        <span className="inline-flex rounded-full bg-primary-soft p-3 text-primary">
          <LogIn className="size-6" aria-hidden="true" />
        </span>
      }
    >
      {redeem.isError && (
        <Banner variant="destructive" title="You are not signed in yet" className="mb-4">
          {redeem.error.message} Please try again.
        </Banner>
      )}
      <Button
        size="lg"
        className="w-full"
        loading={redeem.isPending}
        onClick={() => redeem.mutate(token, { onSuccess: ({ next }) => void navigate(next, { replace: true }) })}
      >
        Sign in and see the meeting
      </Button>
    </CenteredPage>
  );
}
