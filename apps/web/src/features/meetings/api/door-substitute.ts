import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { DoorSubstituteInput } from '@chapter/shared/meetings.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meetingKeys } from './keys.ts';

/** Records a substitute who turned up for a member; the answer is the whole sheet, the member marked S. */
export function useRecordDoorSubstitute(meetingId: number) {
  return useMutation({
    mutationFn: (body: DoorSubstituteInput) => api(m.recordDoorSubstitute, { params: { meetingId }, body }),
    onSuccess: (sheet) => {
      queryClient.setQueryData(meetingKeys.attendance(meetingId), sheet);
      void queryClient.invalidateQueries({ queryKey: ['meetings', 'door-substitute'] });
      return queryClient.invalidateQueries({ queryKey: meetingKeys.attendanceReports });
    },
  });
}

/** A door substitute and the meetings they covered a member at (leaders who record attendance). */
export function useDoorSubstituteHistory(substituteId: number) {
  return useQuery({
    queryKey: meetingKeys.doorSubstitute(substituteId),
    queryFn: ({ signal }) => api(m.doorSubstituteHistory, { params: { substituteId }, signal }),
  });
}
