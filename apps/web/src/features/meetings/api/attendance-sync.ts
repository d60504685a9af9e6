import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { AttendanceConflict } from '@chapter/shared/meetings.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { dropQueue, dropSent, queuedMarks, useQueuedMarks } from '../attendance-queue.ts';
import { meetingKeys } from './keys.ts';

/**
 * Sends the marks queued on this device for a meeting (docs/installable-app.md): on opening the grid and whenever
 * the connection returns, as one batch, once. Marks another leader changed meanwhile come back as conflicts for
 * the Secretary to settle; the others are applied and leave the queue. A refusal the server would repeat (the
 * meeting was deleted, the leader lost the right to record) stops the automatic sending: the marks stay until the
 * Secretary tries again or discards them, instead of failing on every reconnect.
 */
export function useAttendanceSync(meetingId: number) {
  const queued = useQueuedMarks(meetingId);
  const [conflicts, setConflicts] = useState<AttendanceConflict[]>([]);
  const [refused, setRefused] = useState<ApiError | null>(null);
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
      // Still no connection, a server error or a sign-in to renew: the marks wait for the next attempt.
      if (err instanceof ApiError && isFinalRefusal(err)) setRefused(err);
    } finally {
      sending.current = false;
    }
  }, [meetingId]);

  useEffect(() => {
    if (refused) return;
    void send();
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [send, refused]);

  const settle = (userId: number) => setConflicts((shown) => shown.filter((c) => c.userId !== userId));
  /** After a refusal: send again (the effect above runs once more), or give the marks up. */
  const retry = () => setRefused(null);
  const discard = () => {
    dropQueue(meetingId);
    setRefused(null);
  };
  return { queued, conflicts, settle, refused, retry, discard };
}

/** A 4xx the same request would get again; 401 (sign in again), 408 and 429 (wait) are worth retrying. */
function isFinalRefusal(err: ApiError): boolean {
  return !err.network && err.status >= 400 && err.status < 500 && ![401, 408, 429].includes(err.status);
}
