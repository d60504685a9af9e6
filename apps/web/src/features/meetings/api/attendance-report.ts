import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meetingKeys } from './keys.ts';

export function useAttendanceReport(from: string, to: string) {
  return useQuery({
    queryKey: meetingKeys.attendanceReport(from, to),
    queryFn: ({ signal }) => api(m.attendanceReport, { query: { from, to }, signal }),
    enabled: Boolean(from && to && from <= to),
  });
}
