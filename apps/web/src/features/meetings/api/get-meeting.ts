import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meetingKeys } from './keys.ts';

export function useMeeting(meetingId: number) {
  return useQuery({
    queryKey: meetingKeys.detail(meetingId),
    queryFn: ({ signal }) => api(m.detail, { params: { meetingId }, signal }),
  });
}
