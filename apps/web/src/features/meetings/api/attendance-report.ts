import type { AttendanceReport } from '@chapter/shared/meetings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Prefix of every period report's cache entry; recording a mark invalidates them all. */
export const ATTENDANCE_REPORT_KEY = ['meetings', 'attendance-report'] as const;

export function useAttendanceReport(from: string, to: string) {
  return useQuery({
    queryKey: [...ATTENDANCE_REPORT_KEY, from, to],
    queryFn: ({ signal }) => apiRequest<AttendanceReport>(`/api/attendance/report?from=${from}&to=${to}`, { signal }),
    enabled: Boolean(from && to && from <= to),
  });
}
