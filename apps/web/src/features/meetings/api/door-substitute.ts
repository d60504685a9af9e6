import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { DoorSubstituteInput } from '@chapter/shared/meetings.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meetingKeys } from './keys.ts';

/** Records a substitute who turned up for a member; the answer is the whole sheet, the member marked S. */
export function useRecordDoorSubstitute(meetingId: number) {
  return useMutation({
    mutationFn: (body: DoorSubstituteInput) => api(m.recordDoorSubstitute, { params: { meetingId }, body }),
    onSuccess: (sheet) => {
      queryClient.setQueryData(meetingKeys.attendance(meetingId), sheet);
      return queryClient.invalidateQueries({ queryKey: meetingKeys.attendanceReports });
    },
  });
}
