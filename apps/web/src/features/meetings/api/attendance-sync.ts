import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { AttendanceConflict } from '@chapter/shared/meetings.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyFailed } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { dropSent, queuedMarks, useQueuedMarks } from '../attendance-queue.ts';
import { meetingKeys } from './keys.ts';

/**
 * Sends the marks queued on this device for a meeting (docs/installable-app.md): on opening the grid and whenever
 * the connection returns, as one batch, once. Marks another leader changed meanwhile come back as conflicts for
 * the Secretary to settle; the others are applied and leave the queue.
 */
export function useAttendanceSync(meetingId: number) {
  const queued = useQueuedMarks(meetingId);
  const [conflicts, setConflicts] = useState<AttendanceConflict[]>([]);
  const sending = useRef(false);

  const send = useCallback(async () => {
    const marks = queuedMarks(meetingId);
    if (sending.current || marks.length === 0 || navigator.onLine === false) return;
    sending.current = true;
    try {
      const result = await api(m.recordAttendance, { params: { meetingId }, body: { members: marks } });
      dropSent(meetingId, marks);
      queryClient.setQueryData(meetingKeys.attendance(meetingId), result);
      setConflicts((shown) => [
        ...shown.filter((c) => !result.conflicts.some((n) => n.userId === c.userId)),
        ...result.conflicts,
      ]);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.attendanceReports });
    } catch (err) {
      // Still no connection: the marks wait for the next 'online'. Anything else the Secretary must hear about.
      if (!(err instanceof ApiError && err.network)) notifyFailed('Marks not sent', err);
    } finally {
      sending.current = false;
    }
  }, [meetingId]);

  useEffect(() => {
    void send();
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [send]);

  const settle = (userId: number) => setConflicts((shown) => shown.filter((c) => c.userId !== userId));
  return { queued, conflicts, settle };
}
