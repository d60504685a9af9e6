import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { WalkIn } from '@chapter/shared/meetings.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meetingKeys } from './keys.ts';

/** Adds a visitor at the door; the answer is the whole sheet, with them checked in. */
export function useAddWalkIn(meetingId: number) {
  return useMutation({
    mutationFn: (body: WalkIn) => api(m.addWalkIn, { params: { meetingId }, body }),
    onSuccess: (sheet) => {
      queryClient.setQueryData(meetingKeys.attendance(meetingId), sheet);
      return queryClient.invalidateQueries({ queryKey: meetingKeys.attendanceReports });
    },
  });
}
