import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import type { Gap } from './realtime-channels.ts';

/**
 * At a channel's first subscribe, an answer received this recently counts as current: it was fetched while the
 * screen and its live connection were being set up, and the next publication refreshes it anyway.
 */
const FIRST_SUBSCRIBE_FRESH_MS = 5000;

/**
 * Refreshes a feature's answers after a live channel reports a gap (docs/realtime.md "Missed messages"). A feature
 * that listens on several channels hears one gap per channel, all at once after a sign-in; fetching everything
 * again for each of them sent every request four times. So an answer still on its way is awaited rather than
 * cancelled and asked again, and at a first subscribe an answer younger than FIRST_SUBSCRIBE_FRESH_MS is kept.
 * After a reconnect that could not recover, everything else is fetched again, once.
 */
export function refreshAfterGap(queryKey: QueryKey, gap: Gap): Promise<void> {
  const now = Date.now();
  const current = (dataUpdatedAt: number) => gap.first && now - dataUpdatedAt < FIRST_SUBSCRIBE_FRESH_MS;
  return queryClient.invalidateQueries(
    {
      queryKey,
      predicate: (query) => query.state.fetchStatus === 'fetching' || !current(query.state.dataUpdatedAt),
    },
    { cancelRefetch: false },
  );
}
