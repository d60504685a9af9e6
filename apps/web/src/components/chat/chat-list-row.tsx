import { badgeText } from '@chapter/shared/constants';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format/index.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { SELECTED_ROW } from '../layout/split-view.tsx';
import { chatTime } from './chat-time.ts';
import { chatMessages } from './messages.ts';

interface Props {
  to: string;
  /** The avatar or icon at the start. */
  leading: ReactNode;
  title: string;
  /** Beside the title, before the time (what kind of conversation it is). */
  label?: ReactNode;
  /** When the latest message was sent; none before the first. */
  sentAt: string | undefined;
  now: Date;
  /** The group's zone, in which "Yesterday" is counted. */
  timeZone: string | undefined;
  /** The latest message's line (or what stands for it). */
  preview: ReactNode;
  /** Someone is typing: the line says so in place of the latest message. */
  typing?: boolean;
  unread: number;
  /** Counts shown before the unread one (mentions). */
  badges?: ReactNode;
  /** Its shape where it stands (a card of its own, or a row of a list). */
  className?: string;
  /** Its colours unless it is the open one, which is marked instead. */
  idleClassName?: string;
  /** Arrived while away: stands out until the conversation is opened. */
  isNew?: boolean;
}

/**
 * One conversation in the inbox list: who or what, when, the latest message and how much of it is unread. The open
 * one (beside the list on wide screens) is marked, for screen readers too (aria-current="page").
 */
export function ChatListRow(props: Props) {
  const t = useMessages(chatMessages);
  const { unread } = props;
  return (
    <NavLink
      to={props.to}
      data-new={props.isNew || undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent focus-visible:bg-accent sm:px-5',
          props.className,
          isActive ? SELECTED_ROW : props.idleClassName,
        )
      }
    >
      {props.leading}
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          {/* data-excerpt: a member's or chapter's name, cut on purpose where it is long (layout-checks.ts). */}
          <span data-excerpt className={cn('min-w-0 truncate', unread > 0 ? 'font-semibold' : 'font-medium')}>
            {props.title}
          </span>
          {props.label}
          {props.sentAt && (
            <time
              dateTime={props.sentAt}
              title={formatDateTime(props.sentAt, props.timeZone)}
              className={cn(
                'ms-auto shrink-0 text-xs',
                unread > 0 ? 'font-medium text-primary' : 'text-muted-foreground',
              )}
            >
              {chatTime(props.sentAt, props.timeZone, props.now)}
            </time>
          )}
        </div>
        <div className="mt-0.5 flex items-center gap-2">
          {/* data-excerpt: the last message's first line, cut on purpose (e2e/support/layout-checks.ts). */}
          <p
            data-excerpt
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              props.typing ? 'text-primary italic' : unread > 0 ? 'text-foreground' : 'text-muted-foreground',
            )}
          >
            {props.typing ? t('typing') : props.preview}
          </p>
          {props.badges}
          {unread > 0 && (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground tabular-nums">
              {badgeText(unread)}
              <span className="sr-only"> {t('unread')}</span>
            </span>
          )}
        </div>
      </div>
    </NavLink>
  );
}
