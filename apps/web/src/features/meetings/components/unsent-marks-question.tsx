import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { api } from '../../../lib/api.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { dropSent, waitingMarks } from '../attendance-queue.ts';
import { meetingsMessages } from '../messages.ts';
import { discardWaitingMarks } from '../unsent-marks.ts';

/**
 * Sends every waiting batch, one meeting after another; a failure stops and leaves the rest queued. A batch without
 * an answer in 6 s (as lib/send-timeout.ts) fails too, so a dead uplink never leaves the leader stuck in the dialog;
 * the browser's own timeout signal here, which needs no module of ours.
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
 * The question itself (UnsentMarksDialog loads it when it is asked): send the marks now and log out, discard them and
 * log out, or stay signed in.
 */
export function UnsentMarksQuestion({ open, answer }: { open: boolean; answer: (logOut: boolean) => void }) {
  const t = useMessages(meetingsMessages);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const count = open ? waitingMarks().reduce((n, w) => n + w.marks.length, 0) : 0;

  const close = (logOut: boolean) => {
    setFailure(undefined);
    answer(logOut);
  };
  const send = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      await sendWaitingMarks();
      close(true);
    } catch {
      setFailure(t('unsentFailure'));
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
      open={open}
      onOpenChange={(open) => !open && close(false)}
      title={t('unsentTitle')}
      description={t('unsentIntro', { count })}
    >
      <div className="flex flex-col gap-4 text-sm">
        <FormFailure title={t('notSent')} message={failure} onDismiss={() => setFailure(undefined)} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={sending}>
            {t('staySignedIn')}
          </Button>
          <Button variant="destructive" onClick={discard} disabled={sending}>
            {t('discardAndLogOut')}
          </Button>
          <Button loading={sending} onClick={() => void send()}>
            {t('sendAndLogOut')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
