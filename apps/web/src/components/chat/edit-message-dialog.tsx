import { MESSAGE_MAX_LENGTH } from '@chapter/shared/inbox.labels';
import { type FormEvent, useEffect, useState } from 'react';
import { formatNumber } from '../../lib/format/index.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { TextArea } from '../ui/text-area.tsx';
import { unsentReason } from './chat-text.ts';
import { chatMessages } from './messages.ts';

interface Props<M extends { content: string }> {
  message: M | null;
  onClose: () => void;
  /** Saves the new text; a refusal (e.g. the edit window has passed) rejects with the server's reason. */
  onSave: (message: M, content: string) => Promise<void>;
}

/**
 * Edits one of my messages within the edit window. The text stays in the box when saving fails, with the
 * reason under it. Shared by the inbox and the chapter channel.
 */
export function EditMessageDialog<M extends { content: string }>({ message, onClose, onSave }: Props<M>) {
  const t = useMessages(chatMessages);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setText(message?.content ?? '');
    setError(undefined);
  }, [message]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message) return;
    const content = text.trim();
    if (!content) return setError(t('emptyMessage'));
    if (content.length > MESSAGE_MAX_LENGTH) {
      return setError(t('messageTooLong', { max: formatNumber(MESSAGE_MAX_LENGTH) }));
    }
    setSaving(true);
    setError(undefined);
    try {
      await onSave(message, content);
      onClose();
    } catch (err) {
      setError(unsentReason(err, 'saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && !saving && onClose()}
      title={t('editTitle')}
      description={t('editDescription')}
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
        <TextArea
          label={t('message')}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
