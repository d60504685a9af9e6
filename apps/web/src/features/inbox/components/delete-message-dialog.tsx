import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ConversationMessage } from '../conversation-cache.ts';

interface Props {
  message: ConversationMessage | null;
  onClose: () => void;
  onConfirm: (message: ConversationMessage) => Promise<void>;
}

/** Asks before deleting: the message disappears for both members and cannot be brought back. */
export function DeleteMessageDialog({ message, onClose, onConfirm }: Props) {
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
      title="Delete this message?"
      description="It will be removed for both of you. This cannot be undone."
    >
      {message && (
        <blockquote className="mb-4 line-clamp-4 rounded-lg border-l-4 border-primary/50 bg-muted px-3 py-2 text-sm whitespace-pre-wrap">
          {message.content}
        </blockquote>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} loading={deleting}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
