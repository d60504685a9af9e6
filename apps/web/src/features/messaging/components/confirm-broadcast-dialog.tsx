import type { BroadcastPreview } from '@chapter/shared/messaging.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { messagingMessages } from '../messages.ts';

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
  const t = useMessages(messagingMessages);
  const n = preview?.recipientCount ?? 0;
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(o) => !o && !sending && onCancel()}
      title={t('confirmTitle', { count: n })}
      description={preview ? t('confirmDescription', { channel, audience: preview.audience }) : undefined}
    >
      {preview && (
        <div className="flex flex-col gap-4">
          <figure className="flex flex-col gap-1">
            <figcaption className="text-sm font-medium">{t('whatTheyGet')}</figcaption>
            <div className="rounded-lg bg-muted p-3 text-sm">
              {preview.subject && <p className="mb-2 font-semibold">{preview.subject}</p>}
              <p className="whitespace-pre-wrap">{preview.text}</p>
            </div>
          </figure>
          {preview.skipped.length > 0 && (
            <div className="text-sm">
              <p className="font-medium">{t('skipped', { count: preview.skipped.length })}</p>
              <ul className="mt-1 list-disc ps-5 text-muted-foreground">
                {preview.skipped.map((s) => (
                  <li key={`${s.name}-${s.reason}`}>{`${s.name}: ${s.reason}`}</li>
                ))}
              </ul>
            </div>
          )}
          {preview.postsToChannel && <p className="rounded-lg bg-primary-soft p-3 text-sm">{t('alsoPosted')}</p>}
          {preview.waitsForProvider && (
            <p className="rounded-lg bg-warning-soft p-3 text-sm text-warning-strong">
              {t('waitsForProvider', { channel })}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} disabled={sending}>
              {t('keepEditing')}
            </Button>
            <Button onClick={onConfirm} loading={sending}>
              {t('sendToCount', { count: n })}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
