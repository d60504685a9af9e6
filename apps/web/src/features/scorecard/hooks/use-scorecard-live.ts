import { channels } from '@chapter/shared/realtime.channels';
import { queryClient } from '../../../lib/query-client.ts';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { scorecardKeys } from '../api/keys.ts';

const refresh = () => void queryClient.invalidateQueries({ queryKey: scorecardKeys.all });

/**
 * The numbers are computed live on the server: any record given or received (activity-given/received:{me}) or a
 * mentorship change may move them, so the scorecard queries refetch, and again after a gap in the connection.
 */
export function useScorecardLive(userId: number): void {
  const handlers = { onPublication: refresh, onGap: refresh };
  useChannel(channels.activityGiven(userId), handlers);
  useChannel(channels.activityReceived(userId), handlers);
  useChannel(channels.mentorship(userId), handlers);
}
