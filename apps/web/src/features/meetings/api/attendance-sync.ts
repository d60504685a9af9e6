import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { AttendanceConflict } from '@chapter/shared/meetings.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { type ApiError, apiErrorOf, isFinalRefusal } from '../../../lib/api-error.ts';
import { askForBackgroundSync } from '../../../lib/background-sync.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { reconnectRealtimeNow } from '../../../lib/realtime.ts';
import { useReconnectSignal } from '../../../lib/reconnect-signals.ts';
import { sendTimeout } from '../../../lib/send-timeout.ts';
import { useRetryWhileWaiting } from '../../../lib/use-retry-while-waiting.ts';
import { dropQueue, dropSent, queuedMarks, useQueuedMarks } from '../attendance-queue.ts';
import { meetingKeys } from './keys.ts';

/**
 * Sends the marks queued on this device for a meeting (docs/installable-app.md "Writing offline"), as one batch:
 * on opening the grid, and while any wait, whenever the server may be back (the browser's online event, the
 * real-time reconnect, a Background Sync, the app shown again) and every few seconds with a backoff. A send the
 * server does not answer in time is abandoned and the marks stay queued; sending a batch twice changes nothing on
 * the server. Marks another leader changed meanwhile come back as conflicts for the Secretary to settle; the others
 * are applied and leave the queue. A refusal the server would repeat (the meeting was deleted, the leader lost the
 * right to record) stops the automatic sending: the marks stay until the Secretary tries again or discards them.
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
      const result = await api(m.recordAttendance, {
        params: { meetingId },
        body: { members: marks },
        signal: sendTimeout(),
      });
      dropSent(meetingId, marks);
      // The answer is the server's sheet after the batch: a read started before it must not overwrite it.
      await queryClient.cancelQueries({ queryKey: meetingKeys.attendance(meetingId), exact: true });
      queryClient.setQueryData(meetingKeys.attendance(meetingId), result);
      setConflicts((shown) => [
        ...shown.filter((c) => !result.conflicts.some((n) => n.userId === c.userId)),
        ...result.conflicts,
      ]);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.attendanceReports });
      // The server answers again: the live updates (other leaders' marks) need not wait out their backoff.
      reconnectRealtimeNow();
    } catch (err) {
      // Still no connection, no answer in time, a server error or a sign-in to renew: the marks wait.
      const refused = apiErrorOf(err);
      if (refused && isFinalRefusal(refused)) setRefused(refused);
    } finally {
      sending.current = false;
    }
  }, [meetingId]);

  const waiting = queued.length > 0 && !refused;
  useEffect(() => {
    if (waiting) askForBackgroundSync('chapter-attendance');
  }, [waiting]);
  useEffect(() => {
    if (!refused) void send();
  }, [send, refused]);
  useRetryWhileWaiting(waiting, send);

  // Back from a cut: whatever this phone still had to send goes first (unless the server refused it for good), then
  // the grid takes the server's sheet, with the marks other leaders made meanwhile.
  useReconnectSignal(() => {
    const sent = refused ? Promise.resolve() : send();
    void sent.finally(() =>
      queryClient.invalidateQueries({ queryKey: meetingKeys.attendance(meetingId), exact: true }),
    );
  });

  const settle = (userId: number) => setConflicts((shown) => shown.filter((c) => c.userId !== userId));
  /** After a refusal: send again (the effect above runs once more), or give the marks up. */
  const retry = () => setRefused(null);
  const discard = () => {
    dropQueue(meetingId);
    setRefused(null);
  };
  return { queued, conflicts, settle, refused, retry, discard, flush: () => void (refused ? undefined : send()) };
}
