import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { RsvpResponse } from '@chapter/shared/meetings.labels';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meetingKeys } from './keys.ts';

function rsvp({ meetingId, response }: { meetingId: number; response: RsvpResponse }) {
  return api(m.rsvp, { params: { meetingId }, body: { response }, errorToast: true });
}

export function useRsvp() {
  return useMutation({
    mutationFn: rsvp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
