import { ATTACHMENT_ACCEPT } from '@chapter/shared/attachments';
import { AlertCircle, FileText, ImageIcon, Paperclip, X } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatPercent } from '../../lib/format/index.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import type { AttachmentDraft, DraftItem } from './attachment-draft.ts';
import { fileSize } from './chat-text.ts';
import { chatMessages } from './messages.ts';

/** The paperclip beside the message box: opens the device's file chooser (photos, PDFs, contact cards). */
export function AttachButton({ draft, disabled }: { draft: AttachmentDraft; disabled?: boolean }) {
  const t = useMessages(chatMessages);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label={t('attachPhotoOrFile')}
        title={t('attach')}
        className="flex size-10 shrink-0 items-center justify-center rounded-xl text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:opacity-60"
      >
        <Paperclip className="size-5" aria-hidden="true" />
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="attachment-input"
        onChange={(e) => {
          draft.add(Array.from(e.target.files ?? []));
          // The same file can be chosen again after it was removed.
          e.target.value = '';
        }}
      />
    </>
  );
}

function Chip({ item, onRemove }: { item: DraftItem; onRemove: () => void }) {
  const Icon = item.attachment?.kind === 'photo' || /\.(jpe?g|png|webp)$/i.test(item.name) ? ImageIcon : FileText;
  const t = useMessages(chatMessages);
  const percent = Math.round(item.progress * 100);
  return (
    <li
      className={cn(
        'flex max-w-full min-w-0 items-center gap-2 rounded-lg border bg-background py-1.5 pe-1 ps-2.5 text-sm',
        item.status === 'failed' && 'border-destructive/60',
      )}
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{item.name}</span>
        {item.status === 'uploading' ? (
          <span className="flex items-center gap-2 text-xs text-muted-foreground">
            <progress
              value={percent}
              max={100}
              aria-label={t('uploading', { name: item.name })}
              className="h-1.5 w-20 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            />
            {formatPercent(percent)}
          </span>
        ) : item.status === 'failed' ? (
          <span className="text-xs text-destructive-strong">{item.error}</span>
        ) : (
          <span className="text-xs text-muted-foreground">{fileSize(item.attachment?.size ?? item.size)}</span>
        )}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('remove', { name: item.name })}
        className="rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The files chosen for the message, above the box: progress while they upload, why one failed, and remove. */
export function AttachmentTray({ draft }: { draft: AttachmentDraft }) {
  const t = useMessages(chatMessages);
  if (draft.items.length === 0 && !draft.notice) return null;
  return (
    <div className="flex flex-col gap-1.5">
      {draft.notice && (
        <p role="alert" className="flex items-start gap-1.5 text-xs text-destructive-strong">
          <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span className="flex-1">{draft.notice}</span>
          <button type="button" onClick={draft.dismissNotice} className="underline underline-offset-2">
            {t('dismiss')}
          </button>
        </p>
      )}
      {draft.items.length > 0 && (
        <ul aria-label={t('attachments')} className="flex flex-wrap gap-1.5">
          {draft.items.map((item) => (
            <Chip key={item.key} item={item} onRemove={() => draft.remove(item.key)} />
          ))}
        </ul>
      )}
      {draft.items.some((i) => i.status === 'failed') && (
        <p role="alert" className="text-xs text-destructive-strong">
          {t('uploadFailedNotice')}
        </p>
      )}
    </div>
  );
}
