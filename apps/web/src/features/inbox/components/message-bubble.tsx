import { AlertCircle, Check, CheckCheck, Clock, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatTime } from '../../../lib/format/index.ts';
import { type ConversationMessage, isPending } from '../conversation-cache.ts';

interface Props {
  message: ConversationMessage;
  mine: boolean;
  /** Follows a message from the same sender: sits closer to it. */
  continued: boolean;
  /** The group's zone, in which the time is shown. */
  timeZone: string | undefined;
  onDelete: (message: ConversationMessage) => void;
  onRetry: (message: ConversationMessage) => void;
  onDiscard: (message: ConversationMessage) => void;
}

/** Sending, sent or read, for my own messages: a clock, one tick, two ticks. */
function DeliveryMark({ message }: { message: ConversationMessage }) {
  if (message.delivery === 'sending') return <Clock role="img" aria-label="Sending" className="size-3.5" />;
  if (message.delivery === 'failed') return null;
  if (message.isRead) return <CheckCheck role="img" aria-label="Read" className="size-3.5" />;
  return <Check role="img" aria-label="Sent" className="size-3.5" />;
}

export function MessageBubble({ message, mine, continued, timeZone, onDelete, onRetry, onDiscard }: Props) {
  const failed = message.delivery === 'failed';
  return (
    <li
      data-message-id={isPending(message) ? undefined : message.id}
      className={cn('group flex flex-col', mine ? 'items-end' : 'items-start', continued ? 'mt-1' : 'mt-3')}
    >
      <div className={cn('flex max-w-[85%] items-center gap-1 sm:max-w-[70%]', mine && 'flex-row-reverse')}>
        <div
          className={cn(
            'min-w-0 rounded-2xl px-3.5 py-2 shadow-xs',
            mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
            failed && 'opacity-70',
          )}
        >
          <p className="text-[15px] leading-snug break-words whitespace-pre-wrap">{message.content}</p>
          <p
            className={cn(
              'mt-1 flex items-center justify-end gap-1 text-[11px] leading-none',
              mine ? 'text-primary-foreground/75' : 'text-muted-foreground',
            )}
          >
            <time dateTime={message.sentAt} title={formatDateTime(message.sentAt, timeZone)}>
              {formatTime(message.sentAt, timeZone)}
            </time>
            {mine && <DeliveryMark message={message} />}
          </p>
        </div>
        {mine && !isPending(message) && (
          <button
            type="button"
            onClick={() => onDelete(message)}
            aria-label="Delete message"
            className="shrink-0 rounded-md p-1.5 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 hover:bg-accent hover:text-destructive focus-visible:opacity-100 [@media(hover:none)]:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {failed && (
        <p role="alert" className="mt-1 flex items-center gap-1.5 text-xs text-destructive-strong">
          <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
          <span>{message.failure ?? 'Not sent'}</span>
          <button type="button" onClick={() => onRetry(message)} className="font-semibold underline underline-offset-2">
            Retry
          </button>
          <span aria-hidden="true">·</span>
          <button type="button" onClick={() => onDiscard(message)} className="underline underline-offset-2">
            Discard
          </button>
        </p>
      )}
    </li>
  );
}
