import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';

/** Above every page while an account that signed in by a one-time link has no password to sign in with again. */
export function ChoosePasswordBanner() {
  return (
    <Banner variant="info" urgent={false} title="Choose a password" className="mb-4">
      <p>
        You signed in with a one-time link.{' '}
        <Link to={webPaths.changePassword} className="font-medium text-primary underline underline-offset-2">
          Choose a password
        </Link>{' '}
        to sign in again later.
      </p>
    </Banner>
  );
}
