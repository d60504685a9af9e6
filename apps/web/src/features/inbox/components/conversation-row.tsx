import { messagePreview } from '@chapter/shared/attachments';
import { badgeText } from '@chapter/shared/constants';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, relativeTime } from '../../../lib/format/index.ts';
import type { InboxRow } from '../inbox-list-cache.ts';

interface Props {
  row: InboxRow;
  me: number;
  /** The other member's name while they are typing to me. */
  typing: string | undefined;
  now: Date;
  /** The group's zone, in which "Yesterday" is counted. */
  timeZone: string | undefined;
}

/** One conversation: the other member, the latest message, when, and how many of it I have not read. */
export function ConversationRow({ row, me, typing, now, timeZone }: Props) {
  const mine = row.senderId === me;
  const otherName = (mine ? row.recipientName : row.senderName) || 'Member';
  const unread = row.conversationUnreadCount;
  return (
    <li>
      <Link
        to={`/inbox/conversation/${row.conversationId}`}
        data-new={row.isNew || undefined}
        className={cn(
          'flex items-center gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent focus-visible:bg-accent sm:px-5',
          row.isNew && 'bg-primary-soft/60',
        )}
      >
        <Avatar name={otherName} src={null} size={96} className="size-11" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <span className={cn('min-w-0 truncate', unread > 0 ? 'font-semibold' : 'font-medium')}>{otherName}</span>
            <time
              dateTime={row.sentAt}
              title={formatDateTime(row.sentAt, timeZone)}
              className={cn(
                'ml-auto shrink-0 text-xs',
                unread > 0 ? 'font-medium text-primary' : 'text-muted-foreground',
              )}
            >
              {relativeTime(row.sentAt, timeZone, now)}
            </time>
          </div>
          <div className="mt-0.5 flex items-center gap-2">
            {typing ? (
              <p className="min-w-0 flex-1 truncate text-sm text-primary italic">typing…</p>
            ) : (
              <p
                className={cn(
                  'min-w-0 flex-1 truncate text-sm',
                  unread > 0 ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {mine && <span className="text-muted-foreground">You: </span>}
                {messagePreview(row.content, row.attachments)}
              </p>
            )}
            {unread > 0 && (
              <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground tabular-nums">
                {badgeText(unread)}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}
