import type { ActivityUnreadCounts } from '@chapter/shared/activity.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import { queryClient } from '../../../lib/query-client.ts';
import { type Gap, refreshAfterGap, useChannel } from '../../../lib/realtime-channels.ts';
import { activityKeys } from '../api/activity-keys.ts';

/**
 * The owner's fresh counts, when the publication carries them. A plain check rather than the shared schema: this
 * listener is on every signed-in screen, and the schema would bring the validation library to each of them.
 */
function countsOf(data: unknown): ActivityUnreadCounts | null {
  const c = (data as { counts?: Partial<Record<keyof ActivityUnreadCounts, unknown>> } | null)?.counts;
  const count = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  return c && count(c.givenCount) && count(c.receivedCount)
    ? { givenCount: c.givenCount as number, receivedCount: c.receivedCount as number }
    : null;
}

/** Publications carry the owner's fresh counts; lists and details are fetched again. */
function onPublication(data: unknown): void {
  const counts = countsOf(data);
  if (counts) queryClient.setQueryData(activityKeys.unreadCounts, counts);
  const type = (data as { type?: string } | null)?.type;
  if (type === 'activity_seen') return;
  void queryClient.invalidateQueries({ queryKey: activityKeys.lists });
  void queryClient.invalidateQueries({ queryKey: activityKeys.details });
  void queryClient.invalidateQueries({ queryKey: activityKeys.allApprovals });
}

// Both channels report their first subscribe together: one refresh covers them (lib/realtime-channels.ts).
const onGap = (gap: Gap) => void refreshAfterGap(activityKeys.all, gap);

/**
 * App-wide listener on activity-given:{me} and activity-received:{me} (mounted by the signed-in layout):
 * the Given/Received badges and open lists move without a reload.
 */
export function ActivityLiveSync({ userId }: { userId: number }) {
  useChannel(channels.activityGiven(userId), { onPublication, onGap });
  useChannel(channels.activityReceived(userId), { onPublication, onGap });
  return null;
}
