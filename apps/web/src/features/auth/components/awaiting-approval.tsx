import { profileRoutes } from '@chapter/shared/api/profile.routes';
import type { Profile } from '@chapter/shared/profile.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { api } from '../../../lib/api.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { takeUpMembership } from '../../../lib/membership-approval.ts';
import { accountMessages } from '../account/messages.ts';

/**
 * How often the waiting screen asks whether the application was decided. The push on inbox:{me} usually says so
 * first; this covers a connection that is down (docs/product-rules.md "Joining").
 */
const CHECK_MS = 30_000;

/**
 * The applicant's home while the group decides: what is happening and, once a leader approves, the member's
 * home in place, with no new sign-in.
 */
export function AwaitingApproval({ user }: { user: Profile }) {
  const ta = useMessages(accountMessages);
  const groupName = user.group?.name;
  // Its own query, not the session's: the session changes only once the member's token is in place. It starts
  // from the session's profile, so the screen costs no request until the first check.
  const status = useQuery({
    queryKey: ['application-status', user.id],
    queryFn: ({ signal }) => api(profileRoutes.get, { signal }),
    initialData: user,
    staleTime: CHECK_MS,
    refetchInterval: CHECK_MS,
    select: (profile) => profile.membership?.status,
  });
  const approved = status.data === 'active';
  useEffect(() => {
    // A failure (offline) is tried again at the next check.
    if (approved) takeUpMembership(groupName).catch(() => undefined);
  }, [approved, groupName]);

  return (
    <Banner variant="warning" title={ta('awaitingTitle')} urgent={false}>
      <p>{groupName ? ta('awaitingText', { group: groupName }) : ta('awaitingTextNoGroup')}</p>
    </Banner>
  );
}
