import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { accountMessages } from '../account/messages.ts';
import { SLOT, withSlot } from './message-slot.tsx';

/** Above every page while an account that signed in by a one-time link has no password to sign in with again. */
export function ChoosePasswordBanner() {
  const ta = useMessages(accountMessages);
  return (
    <Banner variant="info" urgent={false} title={ta('choosePassword')} className="mb-4">
      <p>
        {ta('oneTimeLink')}{' '}
        {withSlot(
          ta('choosePasswordToSignIn', { link: SLOT }),
          <Link to={webPaths.changePassword} className="font-medium text-primary underline underline-offset-2">
            {ta('choosePassword')}
          </Link>,
        )}
      </p>
    </Banner>
  );
}
