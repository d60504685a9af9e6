import { queryClient } from '../../../lib/query-client.ts';

/** Member changes show everywhere: roster, profiles, queues, renewals all live under the ['members'] prefix. */
export const refreshMembers = (): Promise<void> => queryClient.invalidateQueries({ queryKey: ['members'] });
