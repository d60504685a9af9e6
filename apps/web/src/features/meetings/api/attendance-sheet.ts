import type { AttendanceSheet, RecordAttendance } from '@chapter/shared/meetings.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ATTENDANCE_REPORT_KEY } from './attendance-report.ts';

const key = (meetingId: number) => ['meetings', 'attendance', meetingId];

export function useAttendanceSheet(meetingId: number | undefined) {
  return useQuery({
    queryKey: key(meetingId ?? 0),
    queryFn: ({ signal }) => apiRequest<AttendanceSheet>(`/api/meetings/${meetingId}/attendance`, { signal }),
    enabled: meetingId !== undefined,
  });
}

/**
 * One tap = one request; the answer is the whole sheet, written straight into the cache. Every period report
 * counts this mark, so those refetch.
 */
export function useRecordAttendance(meetingId: number) {
  return useMutation({
    mutationFn: (body: RecordAttendance) =>
      apiRequest<AttendanceSheet>(`/api/meetings/${meetingId}/attendance`, { method: 'PUT', body, errorToast: true }),
    onSuccess: (sheet) => {
      queryClient.setQueryData(key(meetingId), sheet);
      return queryClient.invalidateQueries({ queryKey: ATTENDANCE_REPORT_KEY });
    },
  });
}
