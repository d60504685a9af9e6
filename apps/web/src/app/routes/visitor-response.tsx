import { useSearchParams } from 'react-router';
import { InvitationResponse, invitationOutcome } from '../../features/visitors/components/invitation-response.tsx';

/** Where the accept and decline links of an invitation e-mail land (seed §2). */
export function VisitorResponseRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <title>Invitation · Chapter</title>
      <InvitationResponse outcome={invitationOutcome(params)} />
    </>
  );
}
