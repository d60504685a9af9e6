import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { RecordAttendance } from '@chapter/shared/meetings.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sendTimeout } from '../../../lib/send-timeout.ts';
import { meetingKeys } from './keys.ts';

export function useAttendanceSheet(meetingId: number | undefined) {
  return useQuery({
    queryKey: meetingKeys.attendance(meetingId ?? 0),
    queryFn: ({ signal }) => api(m.attendanceSheet, { params: { meetingId: meetingId ?? 0 }, signal }),
    enabled: meetingId !== undefined,
  });
}

/**
 * One tap = one request; the answer is the whole sheet, written straight into the cache. Every period report
 * counts this mark, so those refetch. Failures are the caller's to tell: a mark without a connection, or without an
 * answer in time (lib/send-timeout.ts), is queued (attendance-queue.ts) rather than lost.
 */
export function useRecordAttendance(meetingId: number) {
  return useMutation({
    mutationFn: (body: RecordAttendance) =>
      api(m.recordAttendance, { params: { meetingId }, body, signal: sendTimeout() }),
    onSuccess: (sheet) => {
      queryClient.setQueryData(meetingKeys.attendance(meetingId), sheet);
      return queryClient.invalidateQueries({ queryKey: meetingKeys.attendanceReports });
    },
  });
}
