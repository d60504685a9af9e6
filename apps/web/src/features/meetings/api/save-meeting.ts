import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { CreateMeeting, UpdateMeeting } from '@chapter/shared/meetings.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meetingKeys } from './keys.ts';

type SaveInput = { meetingId: number; body: UpdateMeeting } | { meetingId?: undefined; body: CreateMeeting };

function save(input: SaveInput) {
  return input.meetingId
    ? api(m.update, { params: { meetingId: input.meetingId }, body: input.body })
    : api(m.create, { body: input.body });
}

/** Creates (no meetingId) or edits a meeting. */
export function useSaveMeeting() {
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
