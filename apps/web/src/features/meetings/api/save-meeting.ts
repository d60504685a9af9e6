import type { CreateMeeting, Meeting, UpdateMeeting } from '@chapter/shared/meetings.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

function save(input: { meetingId?: number; body: CreateMeeting | UpdateMeeting }) {
  return input.meetingId
    ? apiRequest<Meeting>(`/api/meetings/${input.meetingId}`, { method: 'PUT', body: input.body })
    : apiRequest<Meeting>('/api/meetings', { method: 'POST', body: input.body });
}

/** Creates (no meetingId) or edits a meeting. */
export function useSaveMeeting() {
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meetings'] }),
  });
}
