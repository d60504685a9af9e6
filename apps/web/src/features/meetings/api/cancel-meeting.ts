import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meetingKeys } from './keys.ts';

function cancel({ meetingId, reason }: { meetingId: number; reason: string }) {
  return api(m.cancel, { params: { meetingId }, body: { reason, notify: true }, errorToast: true });
}

export function useCancelMeeting() {
  return useMutation({
    mutationFn: cancel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
