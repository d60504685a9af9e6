import { AlertCircle } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatDateTime, formatTime } from '../../lib/format/index.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Avatar } from '../ui/avatar.tsx';
import type { ChatItemPlace } from './message-list.tsx';
import { chatMessages } from './messages.ts';

interface Props extends ChatItemPlace {
  /** The stored message's id (none while it is being sent). */
  messageId: number | undefined;
  sentAt: string;
  /** The text, possibly with highlighted parts (mentions). */
  children: ReactNode;
  /** In a group conversation, who wrote it: shown beside the first of their messages in a row. */
  sender?: { name: string; avatarUrl: string | null };
  /** Beside the time in my own messages: sending, sent, read. */
  status?: ReactNode;
  /** An announcement from the leadership, or a message naming me, stands out. */
  tone?: 'announcement' | 'mention';
  /** What the reader may do with it: the message's actions menu (components/chat/message-actions-menu.tsx). */
  actions?: ReactNode;
  /** Tap, long-press and context-menu handlers that open the actions menu from the bubble itself. */
  pressHandlers?: HTMLAttributes<HTMLDivElement>;
  /** Above the text: the message this one replies to. */
  quote?: ReactNode;
  /** Under the bubble: its reactions. */
  below?: ReactNode;
  /** The sender changed the text after sending. */
  edited?: boolean;
  /** A send that did not go through: why, and what can be done. */
  failure?: { reason: string; onRetry: () => void; onDiscard: () => void };
}

/** One message: my own on the right, others' on the left (with their name and avatar in a group). */
export function MessageBubble({
  messageId,
  sentAt,
  children,
  mine,
  continued,
  timeZone,
  sender,
  status,
  tone,
  actions,
  pressHandlers,
  quote,
  below,
  edited = false,
  failure,
}: Props) {
  const t = useMessages(chatMessages);
  const showSender = sender && !mine && !continued;
  const announcement = tone === 'announcement';
  return (
    <li
      data-message-id={messageId}
      className={cn(
        'group flex flex-col rounded-xl transition-colors duration-500 outline-none data-[highlighted=true]:bg-primary-soft',
        mine ? 'items-end' : 'items-start',
        continued ? 'mt-1' : 'mt-3',
      )}
    >
      <div className={cn('flex max-w-[85%] items-end gap-1 sm:max-w-[70%]', mine && 'flex-row-reverse')}>
        {sender && !mine && (
          // The avatar sits by the first message of a run; the others keep its room so the bubbles line up.
          <span className="me-1 size-8 shrink-0 self-start">
            {showSender && <Avatar name={sender.name} src={sender.avatarUrl} size={96} className="size-8" />}
          </span>
        )}
        <div
          {...pressHandlers}
          className={cn(
            'min-w-0 rounded-2xl px-3.5 py-2 shadow-xs [-webkit-touch-callout:none] [@media(hover:none)]:select-none',
            mine ? 'rounded-ee-md' : 'rounded-es-md',
            announcement
              ? 'border border-warning/60 bg-warning-soft text-foreground'
              : mine
                ? 'bg-primary text-primary-foreground'
                : 'bg-muted text-foreground',
            tone === 'mention' && !mine && 'ring-2 ring-primary/40',
            failure && 'opacity-70',
          )}
        >
          {announcement && <p className="mb-0.5 text-xs font-semibold text-warning-strong">{t('announcement')}</p>}
          {showSender && <p className="mb-0.5 text-xs font-semibold text-primary">{sender.name}</p>}
          {quote}
          <div className="text-[15px] leading-snug break-words whitespace-pre-wrap">{children}</div>
          <p
            className={cn(
              'mt-1 flex items-center justify-end gap-1 text-[11px] leading-none',
              announcement ? 'text-warning-strong' : mine ? 'text-primary-foreground/90' : 'text-muted-foreground',
            )}
          >
            {edited && <span>{t('edited')}</span>}
            <time dateTime={sentAt} title={formatDateTime(sentAt, timeZone)}>
              {formatTime(sentAt, timeZone)}
            </time>
            {status}
          </p>
        </div>
        {actions && <span className="flex shrink-0 self-center">{actions}</span>}
      </div>
      {below && <div className={cn('max-w-[85%] sm:max-w-[70%]', sender && !mine && 'ps-10')}>{below}</div>}
      {failure && (
        <p role="alert" className="mt-1 flex items-center gap-1.5 text-xs text-destructive-strong">
          <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
          <span>{failure.reason}</span>
          <button type="button" onClick={failure.onRetry} className="font-semibold underline underline-offset-2">
            {t('retry')}
          </button>
          <span aria-hidden="true">·</span>
          <button type="button" onClick={failure.onDiscard} className="underline underline-offset-2">
            {t('discard')}
          </button>
        </p>
      )}
    </li>
  );
}
