import { MESSAGE_MAX_LENGTH } from '@chapter/shared/inbox.labels';
import { SendHorizontal } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format/index.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Button } from '../ui/button.tsx';
import type { AttachmentDraft } from './attachment-draft.ts';
import { AttachButton, AttachmentTray } from './attachment-picker.tsx';
import { chatMessages } from './messages.ts';

/** The counter appears this close to the 5,000-character limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;
const MAX_HEIGHT_PX = 160;

interface Props {
  /** Sends the trimmed text; the box empties when it answers true. */
  onSend: (content: string) => boolean | Promise<boolean>;
  onTyping?: () => void;
  onStopTyping?: () => void;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** Controlled text (with onValueChange), for a screen that edits it too (inserting a mention). */
  value?: string;
  /** Every change of the text, with the caret's position after it. */
  onValueChange?: (text: string, caret: number) => void;
  /** The box itself, for a screen that moves the caret. */
  boxRef?: RefObject<HTMLTextAreaElement | null>;
  /** Runs before the composer's own keys; a handler that calls preventDefault keeps Enter from sending. */
  onBoxKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** More attributes for the box (e.g. the aria-* of an autocomplete). */
  boxProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'onKeyDown'>;
  /** Shown above the box (e.g. suggestions). */
  above?: ReactNode;
  /** Photos and files to send with the text (docs/attachments.md): the Attach button and the chosen files. */
  draft?: AttachmentDraft;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, a counter shows near the limit and Send stays
 * off while the message is empty or too long. Shared by the inbox and the chapter channel.
 */
export function Composer({
  onSend,
  onTyping,
  onStopTyping,
  disabled = false,
  placeholder,
  autoFocus,
  value,
  onValueChange,
  boxRef,
  onBoxKeyDown,
  boxProps,
  above,
  draft,
}: Props) {
  const t = useMessages(chatMessages);
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const setText = (next: string, caret = next.length) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next, caret);
  };
  const [busy, setBusy] = useState(false);
  const ownBox = useRef<HTMLTextAreaElement>(null);
  const box = boxRef ?? ownBox;
  const counterId = useId();
  const length = text.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  // A caption is optional when files go with the message; nothing goes while one is uploading or failed.
  const hasContent = length > 0 || (draft?.attachments.length ?? 0) > 0;
  const canSend = hasContent && !tooLong && !disabled && !busy && !draft?.blocked;

  // Opening a conversation, or picking whom to write to, is a request to write: the caret waits in the box.
  useEffect(() => {
    if (autoFocus) box.current?.focus({ preventScroll: true });
  }, [autoFocus, box]);

  // Grows with its content up to a few lines, then scrolls.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onStopTyping?.();
    setBusy(true);
    try {
      if (await onSend(text.trim())) {
        setText('');
        draft?.clear();
      }
    } finally {
      setBusy(false);
      box.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onBoxKeyDown?.(event);
    if (event.defaultPrevented) return;
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="relative flex flex-col gap-1">
      {above}
      {draft && <AttachmentTray draft={draft} />}
      <div className="flex items-end gap-2">
        {draft && <AttachButton draft={draft} disabled={disabled} />}
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('message')}</span>
          <textarea
            rows={1}
            placeholder={placeholder ?? t('writeMessage')}
            aria-invalid={tooLong || undefined}
            aria-describedby={length >= COUNTER_FROM ? counterId : undefined}
            {...boxProps}
            ref={box}
            value={text}
            disabled={disabled}
            onChange={(e) => {
              setText(e.target.value, e.target.selectionStart ?? e.target.value.length);
              if (e.target.value.trim()) onTyping?.();
              else onStopTyping?.();
            }}
            onKeyDown={onKeyDown}
            onBlur={onStopTyping}
            className={cn(
              'block max-h-40 min-h-10 w-full resize-none rounded-xl border border-input bg-background px-3.5 py-2 text-base leading-6 shadow-xs sm:text-sm',
              'placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
              'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
            )}
          />
        </label>
        <Button type="submit" size="icon" className="size-10 rounded-xl" disabled={!canSend} aria-label={t('send')}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {length >= COUNTER_FROM && (
        <p
          id={counterId}
          aria-live="polite"
          className={cn(
            'text-end text-xs tabular-nums',
            tooLong ? 'font-medium text-destructive-strong' : 'text-muted-foreground',
          )}
        >
          {tooLong
            ? t('overLimit', { count: length - MESSAGE_MAX_LENGTH, limit: formatNumber(MESSAGE_MAX_LENGTH) })
            : `${formatNumber(length)} / ${formatNumber(MESSAGE_MAX_LENGTH)}`}
        </p>
      )}
    </form>
  );
}
