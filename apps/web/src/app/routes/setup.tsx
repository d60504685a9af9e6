import * as webPaths from '@chapter/shared/web-paths';
import { Loader2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { APP_NAME } from '../../components/layout/brand.tsx';
import { CenteredPage } from '../../components/layout/centered-page.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useSetupLink } from '../../features/auth/api/check-setup-link.ts';
import { SetupForm } from '../../features/auth/components/setup-form.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { appMessages } from './messages.ts';

/** The one-time link the server prints at first start, when no administrator exists yet. */
export function SetupRoute() {
  const t = useMessages(appMessages);
  const { token = '' } = useParams();
  const link = useSetupLink(token);
  return (
    <CenteredPage title={t('setupTitle')} description={t('setupIntro')}>
      <title>{`${t('setupPage')} · ${APP_NAME}`}</title>
      {link.isPending && (
        <div role="status" aria-label={t('checkingSetupLink')} className="flex justify-center py-6">
          <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        </div>
      )}
      {link.data?.valid === true && <SetupForm token={token} />}
      {(link.isError || link.data?.valid === false) && (
        <div className="flex flex-col gap-4">
          <Banner variant="destructive" title={t('setupLinkInvalid')}>
            <p>{link.isError ? t('setupLinkUnchecked') : t('setupLinkUsed')}</p>
          </Banner>
          <Link to={webPaths.login} className={buttonClasses('secondary', 'lg', 'w-full')}>
            {t('goToSignIn')}
          </Link>
        </div>
      )}
    </CenteredPage>
  );
}
