import type { MeetingDetail } from '@chapter/shared/meetings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useMeeting(meetingId: number) {
  return useQuery({
    queryKey: ['meetings', 'detail', meetingId],
    queryFn: ({ signal }) => apiRequest<MeetingDetail>(`/api/meetings/${meetingId}`, { signal }),
  });
}
