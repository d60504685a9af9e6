import { unreadCountsResponse } from '@chapter/shared/activity.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import { queryClient } from '../../../lib/query-client.ts';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { activityKeys } from '../api/activity-keys.ts';

/** Publications carry the owner's fresh counts; lists and details are fetched again. */
function onPublication(data: unknown): void {
  const counts = unreadCountsResponse.safeParse((data as { counts?: unknown } | null)?.counts);
  if (counts.success) queryClient.setQueryData(activityKeys.unreadCounts, counts.data);
  const type = (data as { type?: string } | null)?.type;
  if (type === 'activity_seen') return;
  void queryClient.invalidateQueries({ queryKey: activityKeys.lists });
  void queryClient.invalidateQueries({ queryKey: activityKeys.details });
  void queryClient.invalidateQueries({ queryKey: activityKeys.allApprovals });
}

const onGap = () => void queryClient.invalidateQueries({ queryKey: activityKeys.all });

/**
 * App-wide listener on activity-given:{me} and activity-received:{me} (mounted by the signed-in layout):
 * the Given/Received badges and open lists move without a reload.
 */
export function ActivityLiveSync({ userId }: { userId: number }) {
  useChannel(channels.activityGiven(userId), { onPublication, onGap });
  useChannel(channels.activityReceived(userId), { onPublication, onGap });
  return null;
}
