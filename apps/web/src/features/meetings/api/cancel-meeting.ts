import type { Meeting } from '@chapter/shared/meetings.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

function cancel({ meetingId, reason }: { meetingId: number; reason: string }) {
  return apiRequest<Meeting>(`/api/meetings/${meetingId}/cancel`, {
    method: 'POST',
    body: { reason, notify: true },
    errorToast: true,
  });
}

export function useCancelMeeting() {
  return useMutation({
    mutationFn: cancel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meetings'] }),
  });
}
