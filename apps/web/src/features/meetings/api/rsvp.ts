import type { RsvpResponse } from '@chapter/shared/meetings.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

function rsvp({ meetingId, response }: { meetingId: number; response: RsvpResponse }) {
  return apiRequest<{ response: RsvpResponse }>(`/api/meetings/${meetingId}/rsvp`, {
    method: 'PUT',
    body: { response },
    errorToast: true,
  });
}

export function useRsvp() {
  return useMutation({
    mutationFn: rsvp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meetings'] }),
  });
}
