import type { BroadcastPreview } from '@chapter/shared/messaging.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatCount } from '../../../lib/format/index.ts';

const people = (n: number) => formatCount(n, 'person', 'people');

interface Props {
  preview: BroadcastPreview | null;
  channel: 'sms' | 'email';
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The last step before a broadcast goes out: the message exactly as recipients get it, who gets it and who is
 * skipped, and one explicit "Send to N people" — a broadcast cannot be recalled.
 */
export function ConfirmBroadcastDialog({ preview, channel, sending, onCancel, onConfirm }: Props) {
  const n = preview?.recipientCount ?? 0;
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(o) => !o && !sending && onCancel()}
      title={`Send to ${people(n)}?`}
      description={preview ? `${channel === 'sms' ? 'SMS' : 'E-mail'} to ${preview.audience}` : undefined}
    >
      {preview && (
        <div className="flex flex-col gap-4">
          <figure className="flex flex-col gap-1">
            <figcaption className="text-sm font-medium">What they will get</figcaption>
            <div className="rounded-lg bg-muted p-3 text-sm">
              {preview.subject && <p className="mb-2 font-semibold">{preview.subject}</p>}
              <p className="whitespace-pre-wrap">{preview.text}</p>
            </div>
          </figure>
          {preview.skipped.length > 0 && (
            <div className="text-sm">
              <p className="font-medium">{people(preview.skipped.length)} will not get it:</p>
              <ul className="mt-1 list-disc ps-5 text-muted-foreground">
                {preview.skipped.map((s) => (
                  <li key={`${s.name}-${s.reason}`}>{`${s.name}: ${s.reason}`}</li>
                ))}
              </ul>
            </div>
          )}
          {preview.postsToChannel && (
            <p className="rounded-lg bg-primary-soft p-3 text-sm">
              It is also posted in the chapter channel and pinned at the top.
            </p>
          )}
          {preview.waitsForProvider && (
            <p className="rounded-lg bg-warning-soft p-3 text-sm text-warning-strong">
              {channel === 'sms'
                ? 'No SMS provider is set up yet: the messages wait in the outbox and go out once one is.'
                : 'No e-mail server is set up yet: the messages wait in the outbox and go out once one is.'}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} disabled={sending}>
              Keep editing
            </Button>
            <Button onClick={onConfirm} loading={sending}>
              {`Send to ${people(n)}`}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
