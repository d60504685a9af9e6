import type { AttendanceReport } from '@chapter/shared/meetings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useAttendanceReport(from: string, to: string) {
  return useQuery({
    queryKey: ['meetings', 'attendance-report', from, to],
    queryFn: ({ signal }) => apiRequest<AttendanceReport>(`/api/attendance/report?from=${from}&to=${to}`, { signal }),
    enabled: Boolean(from && to && from <= to),
  });
}
