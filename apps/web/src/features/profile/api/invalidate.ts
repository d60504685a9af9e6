import { memberKeys } from '../../../lib/members-query.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionKeys } from '../../../lib/session.ts';

/** After a profile change: the member's page, the roster and (for one's own) the session everyone reads. */
export function refreshAfterProfileChange(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  ]);
}
