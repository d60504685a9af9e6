import type { AttendanceSheet } from '@chapter/shared/meetings.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import { queryClient } from '../../../lib/query-client.ts';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { meetingKeys } from '../api/keys.ts';

/**
 * Several leaders at the door: another phone's marks land in this grid as they are made (attendance:{meetingId}).
 * Member marks are written into the cached sheet; a visitor change, or a stretch without the channel, refetches
 * the sheet.
 */
export function useAttendanceLive(meetingId: number): void {
  const key = meetingKeys.attendance(meetingId);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key, exact: true });
  useChannel(channels.attendance(meetingId), {
    onPublication: (event) => {
      // A server of another version during a deploy may send something else: then just reload the sheet.
      if (event?.type !== 'attendance_changed' || !Array.isArray(event.members)) return refetch();
      const marks = new Map(event.members.map((m) => [m.userId, m.status]));
      queryClient.setQueryData<AttendanceSheet>(key, (sheet) =>
        sheet
          ? {
              ...sheet,
              members: sheet.members.map((m) =>
                marks.has(m.userId) ? { ...m, status: marks.get(m.userId) ?? null } : m,
              ),
            }
          : sheet,
      );
      if (event.visitorsChanged) refetch();
    },
    onGap: refetch,
  });
}
