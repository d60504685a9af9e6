import { useParams, useSearchParams } from 'react-router';
import { APP_NAME } from '../../components/layout/brand.tsx';
import { LoginLinkWelcome } from '../../features/auth/components/login-link-welcome.tsx';
import { InvitationConfirm } from '../../features/visitors/components/invitation-confirm.tsx';
import { InvitationResponse, invitationOutcome } from '../../features/visitors/components/invitation-response.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { appMessages } from './messages.ts';

/**
 * Where the accept and decline links of an invitation e-mail land: with an open invitation's token, the
 * confirm step; after it (or without a token), the outcome the query names
 * (docs/product-rules.md "Invitation response").
 */
export function VisitorResponseRoute() {
  const t = useMessages(appMessages);
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirming = token && params.get('alreadyProcessed') !== 'true';
  return (
    <>
      <title>{`${t('invitationPage')} · ${APP_NAME}`}</title>
      {confirming ? (
        <InvitationConfirm token={token} action={params.get('action') === 'decline' ? 'decline' : 'accept'} />
      ) : (
        <InvitationResponse outcome={invitationOutcome(params)} />
      )}
    </>
  );
}

/**
 * A one-time sign-in link from a visitor's confirmation e-mail (docs/product-rules.md "Visitor sign-in"). It lives
 * in the invitation screens' file: the same visitor opens both, and a file of its own would split the shared code of
 * the centred pages into one more file on every signed-in page.
 */
export function WelcomeRoute() {
  const t = useMessages(appMessages);
  const { token = '' } = useParams();
  return (
    <>
      <title>{`${t('welcomePage')} · ${APP_NAME}`}</title>
      <LoginLinkWelcome token={token} />
    </>
  );
}
