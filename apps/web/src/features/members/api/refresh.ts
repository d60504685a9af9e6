import type { RenewalWindow } from '@chapter/shared/lifecycle.schemas';
import { memberKeys } from '../../../lib/members-query.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The leaders' queues, under the shared 'members' prefix (lib/members-query.ts) so one invalidation reaches them. */
export const memberQueueKeys = {
  applications: [...memberKeys.all, 'applications'] as const,
  substitutions: [...memberKeys.all, 'substitutions'] as const,
  renewals: (window: RenewalWindow) => [...memberKeys.all, 'renewals', window] as const,
  renewalSummary: [...memberKeys.all, 'renewal-summary'] as const,
};

/** Member changes show everywhere: roster, profiles, queues, renewals all live under the ['members'] prefix. */
export const refreshMembers = (): Promise<void> => queryClient.invalidateQueries({ queryKey: memberKeys.all });
