import { channels } from '@chapter/shared/realtime.channels';
import { queryClient } from '../../../lib/query-client.ts';
import { type Gap, refreshAfterGap, useChannel } from '../../../lib/realtime-channels.ts';
import { scorecardKeys } from '../api/keys.ts';

const refresh = () => void queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
// The three channels report their first subscribe together: one refresh covers them (lib/realtime-channels.ts).
const catchUp = (gap: Gap) => void refreshAfterGap(scorecardKeys.all, gap);

const handlers = { onPublication: refresh, onGap: catchUp };

/**
 * The numbers are computed live on the server: any record given or received (activity-given/received:{me}) or a
 * mentorship change may move them, so the scorecard queries refetch, and again after a gap in the connection.
 */
export function useScorecardLive(userId: number): void {
  useChannel(channels.activityGiven(userId), handlers);
  useChannel(channels.activityReceived(userId), handlers);
  useChannel(channels.mentorship(userId), handlers);
}
