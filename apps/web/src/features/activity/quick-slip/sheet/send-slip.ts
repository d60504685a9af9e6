import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { api } from '../../../../lib/api.ts';
import { type ApiError, apiErrorOf, isFinalRefusal } from '../../../../lib/api-error.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { sendTimeout } from '../../../../lib/send-timeout.ts';
import { activityKeys } from '../../api/activity-keys.ts';
import type { QueuedSlip } from './slip-queue.ts';

type SlipOutcome = { sent: ActivityRecord } | { kept: true } | { refused: ApiError };

/**
 * Sends one slip (docs/quick-slip.md "Offline"): sent; kept, when there is no connection or no answer within the
 * send timeout (a dead venue uplink), to be sent again with the same clientRequestId, which the server stores once;
 * or refused, when the server would refuse it again (a field to correct, a member who left).
 */
export async function sendSlip(slip: QueuedSlip): Promise<SlipOutcome> {
  if (navigator.onLine === false) return { kept: true };
  try {
    const sent = await api(activityRoutes.create, { body: slip.request, signal: sendTimeout() });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    return { sent };
  } catch (err) {
    const refused = apiErrorOf(err);
    return refused && isFinalRefusal(refused) ? { refused } : { kept: true };
  }
}
