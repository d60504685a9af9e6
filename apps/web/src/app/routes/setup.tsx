import * as webPaths from '@chapter/shared/web-paths';
import { Loader2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useSetupLink } from '../../features/auth/api/check-setup-link.ts';
import { SetupForm } from '../../features/auth/components/setup-form.tsx';

/** The one-time link the server prints at first start, when no administrator exists yet. */
export function SetupRoute() {
  const { token = '' } = useParams();
  const link = useSetupLink(token);
  return (
    <CenteredPage
      title="Create the administrator"
      description="This account runs the platform: it creates groups and appoints their leaders."
    >
      <title>Set up · Chapter</title>
      {link.isPending && (
        <div role="status" aria-label="Checking the setup link" className="flex justify-center py-6">
          <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        </div>
      )}
      {link.data?.valid === true && <SetupForm token={token} />}
      {(link.isError || link.data?.valid === false) && (
        <div className="flex flex-col gap-4">
          <Banner variant="destructive" title="Setup link not valid">
            <p>
              {link.isError
                ? 'The setup link could not be checked. Please try again.'
                : 'This setup link is invalid or was already used. If no administrator exists yet, restart the server to print a new link.'}
            </p>
          </Banner>
          <Link to={webPaths.login} className={buttonClasses('secondary', 'lg', 'w-full')}>
            Go to sign in
          </Link>
        </div>
      )}
    </CenteredPage>
  );
}
