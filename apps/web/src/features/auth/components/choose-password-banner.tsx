import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { slot, withElements } from '../../../lib/i18n/with-elements.tsx';
import { accountMessages } from '../account/messages.ts';

/** Above every page while an account that signed in by a one-time link has no password to sign in with again. */
export function ChoosePasswordBanner() {
  const ta = useMessages(accountMessages);
  return (
    <Banner variant="info" urgent={false} title={ta('choosePassword')} className="mb-4">
      <p>
        {ta('oneTimeLink')}{' '}
        {withElements(ta('choosePasswordToSignIn', { link: slot(0) }), [
          <Link
            key="link"
            to={webPaths.changePassword}
            className="font-medium text-primary underline underline-offset-2"
          >
            {ta('choosePassword')}
          </Link>,
        ])}
      </p>
    </Banner>
  );
}
