import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from '../../../lib/members-query.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { activityKeys } from './activity-keys.ts';

/** The record's transitions: status, one-to-one, publish, approve, reject (POST /api/activities/:id/<path>). */
export type ActionPath = 'status' | 'one-to-one' | 'publish' | 'amount' | 'approve' | 'reject';

const actionRoutes = {
  status: activityRoutes.setStatus,
  'one-to-one': activityRoutes.oneToOne,
  publish: activityRoutes.publish,
  amount: activityRoutes.answerAmount,
  approve: activityRoutes.approve,
  reject: activityRoutes.reject,
} as const satisfies Record<ActionPath, string>;

export function useActivityAction() {
  return useMutation({
    mutationFn: ({ id, path, body }: { id: number; path: ActionPath; body: object }) =>
      // Each transition has its own body schema; the screens build the body that goes with the path.
      api(actionRoutes[path], { params: { id }, body: body as never }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: memberKeys.approvalCounts });
    },
  });
}
