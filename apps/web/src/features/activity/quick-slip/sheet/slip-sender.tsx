import { useCallback, useEffect, useRef } from 'react';
import { Banner } from '../../../../components/ui/banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { askForBackgroundSync } from '../../../../lib/background-sync.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../../lib/notify.ts';
import { useRetryWhileWaiting } from '../../../../lib/use-retry-while-waiting.ts';
import { createdToast } from '../../activity-words.ts';
import { slipSheetMessages } from './messages.ts';
import { sendSlip } from './send-slip.ts';
import { dropSlip, markRefused, queuedSlips, useQueuedSlips } from './slip-queue.ts';
import { UnsentSlipsQuestion } from './unsent-slips-question.tsx';

/**
 * Sends the slips kept on this device (docs/quick-slip.md "Offline") the way attendance marks are sent
 * (docs/installable-app.md "Writing offline"): at once, then whenever the server may be back (the browser's
 * online event, the real-time connection reconnecting, the app shown again, a Background Sync) and every 1, 2, 4
 * and at most 8 seconds (lib/use-retry-while-waiting.ts). One at a time, oldest first. Says how many wait; a slip
 * the server refused for good stays, with its reason, until sent again or discarded. A logout asks about them first.
 */
export function SlipSender() {
  const q = useMessages(slipSheetMessages);
  const slips = useQueuedSlips();
  const refused = slips.filter((s) => s.refused !== undefined);
  const waiting = slips.length - refused.length;
  const sending = useRef(false);

  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (const slip of queuedSlips().filter((s) => s.refused === undefined)) {
        const outcome = await sendSlip(slip);
        const id = slip.request.clientRequestId;
        if ('kept' in outcome) return;
        if ('refused' in outcome) {
          markRefused(id, outcome.refused.message);
          continue;
        }
        dropSlip(id);
        const done = createdToast(outcome.sent);
        notifyDone(done.title, done.message);
      }
    } finally {
      sending.current = false;
    }
  }, []);

  const anyWaiting = waiting > 0;
  useEffect(() => {
    if (anyWaiting) askForBackgroundSync('chapter-slips');
  }, [anyWaiting]);
  useEffect(() => {
    void send();
  }, [send]);
  useRetryWhileWaiting(anyWaiting, send);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-30 flex flex-col items-center gap-2 px-4 md:bottom-4">
      {anyWaiting && (
        <p
          role="status"
          className="pointer-events-auto rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-md"
        >
          {q('waiting', { count: waiting })}
        </p>
      )}
      {refused.length > 0 && (
        <div className="pointer-events-auto w-full max-w-md">
          <Banner variant="destructive" title={q('refused', { count: refused.length })}>
            <ul className="flex flex-col gap-2">
              {refused.map((slip) => (
                <li key={slip.request.clientRequestId} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1">
                    {q('refusedItem', { name: slip.receiverName, reason: slip.refused })}
                  </span>
                  <Button size="sm" variant="secondary" onClick={() => markRefused(slip.request.clientRequestId, null)}>
                    {q('tryAgain')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => dropSlip(slip.request.clientRequestId)}>
                    {q('discard')}
                  </Button>
                </li>
              ))}
            </ul>
          </Banner>
        </div>
      )}
      <UnsentSlipsQuestion />
    </div>
  );
}
