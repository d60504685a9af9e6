import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { api } from '../../../lib/api.ts';
import { formatCount } from '../../../lib/format/index.ts';
import { addSignOutCheck } from '../../../lib/sign-out-checks.ts';
import { dropSent, waitingMarks } from '../attendance-queue.ts';
import { askAboutUnsentMarks, discardWaitingMarks, useUnsentMarksQuestion } from '../unsent-marks.ts';

/**
 * Sends every waiting batch, one meeting after another; a failure stops and leaves the rest queued. A batch without
 * an answer in 6 s (as api/send-timeout.ts) fails too, so a dead uplink never leaves the leader stuck in the dialog;
 * the browser's own timeout signal here, since this dialog is on every signed-in page's first load.
 */
async function sendWaitingMarks(): Promise<void> {
  for (const { meetingId, marks } of waitingMarks()) {
    await api(m.recordAttendance, {
      params: { meetingId },
      body: { members: marks },
      signal: AbortSignal.timeout(6_000),
    });
    dropSent(meetingId, marks);
  }
}

/**
 * Asked when a leader logs out with attendance marks that have not reached the server: send them now or discard
 * them, so none stay behind on the device (docs/installable-app.md "Writing offline").
 */
export function UnsentMarksDialog() {
  const question = useUnsentMarksQuestion();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // While mounted, a logout asks here first.
  useEffect(() => addSignOutCheck(askAboutUnsentMarks), []);
  const count = question.open ? waitingMarks().reduce((n, w) => n + w.marks.length, 0) : 0;

  const close = (logOut: boolean) => {
    setFailure(undefined);
    question.answer(logOut);
  };
  const send = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      await sendWaitingMarks();
      close(true);
    } catch {
      setFailure(
        'They could not be sent: check the connection and try again, or discard them if they no longer matter.',
      );
    } finally {
      setSending(false);
    }
  };
  const discard = () => {
    discardWaitingMarks();
    close(true);
  };

  return (
    <Dialog
      open={question.open}
      onOpenChange={(open) => !open && close(false)}
      title="Attendance marks not sent yet"
      description={`${formatCount(count, 'attendance mark')} you took on this device ${count === 1 ? 'has' : 'have'} not reached the server. Send them before you log out, or discard them: once you log out they cannot be sent from here.`}
    >
      <div className="flex flex-col gap-4 text-sm">
        <FormFailure title="Not sent" message={failure} onDismiss={() => setFailure(undefined)} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={sending}>
            Stay signed in
          </Button>
          <Button variant="destructive" onClick={discard} disabled={sending}>
            Discard and log out
          </Button>
          <Button loading={sending} onClick={() => void send()}>
            Send and log out
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
