import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormFailure } from '../../../../components/ui/form-failure.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { addSignOutCheck } from '../../../../lib/sign-out-checks.ts';
import { slipSheetMessages } from './messages.ts';
import { sendSlip } from './send-slip.ts';
import { dropSlip, queuedSlips } from './slip-queue.ts';

type Answer = (logOut: boolean) => void;

/**
 * Logging out with slips on this device asks first, as attendance marks do (docs/quick-slip.md "Offline"): send
 * them and log out, discard them and log out, or stay signed in. Registered by the sender, which is mounted only
 * while slips wait, so it costs the other pages nothing.
 */
export function UnsentSlipsQuestion() {
  const q = useMessages(slipSheetMessages);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(
    () =>
      addSignOutCheck(() =>
        queuedSlips().length === 0
          ? Promise.resolve(true)
          : new Promise<boolean>((resolve) => setAnswer(() => resolve)),
      ),
    [],
  );

  const close = (logOut: boolean) => {
    setFailure(undefined);
    answer?.(logOut);
    setAnswer(null);
  };
  const send = async () => {
    setSending(true);
    setFailure(undefined);
    let all = true;
    for (const slip of queuedSlips()) {
      const outcome = await sendSlip(slip);
      if ('sent' in outcome) dropSlip(slip.request.clientRequestId);
      else all = false;
    }
    setSending(false);
    if (all) close(true);
    else setFailure(q('unsentFailure'));
  };
  const discard = () => {
    for (const slip of queuedSlips()) dropSlip(slip.request.clientRequestId);
    close(true);
  };

  return (
    <Dialog
      open={answer !== null}
      onOpenChange={(open) => !open && close(false)}
      title={q('unsentTitle')}
      description={q('unsentIntro', { count: answer ? queuedSlips().length : 0 })}
    >
      <div className="flex flex-col gap-4 text-sm">
        <FormFailure title={q('notSent')} message={failure} onDismiss={() => setFailure(undefined)} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={sending}>
            {q('staySignedIn')}
          </Button>
          <Button variant="destructive" onClick={discard} disabled={sending}>
            {q('discardAndLogOut')}
          </Button>
          <Button loading={sending} onClick={() => void send()}>
            {q('sendAndLogOut')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
