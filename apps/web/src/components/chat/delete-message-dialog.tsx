import { useState } from 'react';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { chatMessages } from './messages.ts';

interface Props<M extends { content: string }> {
  message: M | null;
  /** Who loses it, e.g. "It will be removed for both of you." */
  description: string;
  onClose: () => void;
  onConfirm: (message: M) => Promise<void>;
}

/** Asks before deleting a message, which cannot be brought back. Shared by the inbox and the chapter channel. */
export function DeleteMessageDialog<M extends { content: string }>({
  message,
  description,
  onClose,
  onConfirm,
}: Props<M>) {
  const t = useMessages(chatMessages);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!message) return;
    setDeleting(true);
    try {
      await onConfirm(message);
      onClose();
    } catch {
      // The API client has shown what went wrong; the dialog stays so the user can try again or cancel.
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && !deleting && onClose()}
      title={t('deleteTitle')}
      description={t('deleteDescription', { description })}
    >
      {message && (
        <blockquote className="mb-4 line-clamp-4 rounded-lg border-s-4 border-primary/50 bg-muted px-3 py-2 text-sm whitespace-pre-wrap">
          {message.content}
        </blockquote>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={deleting}>
          {t('cancel')}
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} loading={deleting}>
          {t('delete')}
        </Button>
      </div>
    </Dialog>
  );
}
