import { messagePreview } from '@chapter/shared/attachments';
import { badgeText } from '@chapter/shared/constants';
import { AtSign, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, relativeTime } from '../../../lib/format/index.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { useChapterSummary } from '../api/get-summary.ts';
import { useChapterChannel } from '../hooks/use-chapter-channel.ts';

/**
 * The chapter channel at the top of the inbox: its name, the latest message, and how much of it is unread (and
 * how many messages name me), kept current live. Nothing when the member has no channel.
 */
export function ChapterEntry({ now }: { now: Date }) {
  const me = useCurrentUser().id;
  const timeZone = useGroupTimeZone();
  const summary = useChapterSummary();
  useChapterChannel(me, summary.data?.groupId);

  if (summary.isPending) {
    return <div aria-hidden="true" className="h-[4.5rem] animate-pulse rounded-2xl border bg-card" />;
  }
  if (summary.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 rounded-2xl border bg-card px-4 py-3 text-sm">
        <span className="flex-1 text-destructive-strong">The chapter channel could not be loaded.</span>
        <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const s = summary.data;
  if (!s) return null;
  const last = s.lastMessage;
  const unread = s.unreadCount;
  const who = last ? (last.senderId === me ? 'You' : last.senderName || 'Member') : '';
  return (
    <Link
      to="/inbox/chapter"
      className="flex items-center gap-3 rounded-2xl border bg-card px-4 py-3 shadow-xs transition-colors outline-none hover:bg-accent focus-visible:bg-accent sm:px-5"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Users className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className={cn('min-w-0 truncate', unread > 0 ? 'font-semibold' : 'font-medium')}>{s.groupName}</span>
          {/* On a phone the chapter's name needs the room; the label stays for screen readers. */}
          <span className="sr-only shrink-0 text-xs text-muted-foreground sm:not-sr-only">Chapter channel</span>
          {last && (
            <time
              dateTime={last.sentAt}
              title={formatDateTime(last.sentAt, timeZone)}
              className={cn(
                'ml-auto shrink-0 text-xs',
                unread > 0 ? 'font-medium text-primary' : 'text-muted-foreground',
              )}
            >
              {relativeTime(last.sentAt, timeZone, now)}
            </time>
          )}
        </div>
        <div className="mt-0.5 flex items-center gap-2">
          <p
            className={cn('min-w-0 flex-1 truncate text-sm', unread > 0 ? 'text-foreground' : 'text-muted-foreground')}
          >
            {last ? (
              <>
                <span className="text-muted-foreground">{who}: </span>
                {messagePreview(last.content, last.attachments)}
              </>
            ) : (
              'The whole chapter in one conversation'
            )}
          </p>
          {s.mentionCount > 0 && (
            <span className="inline-flex h-5 shrink-0 items-center gap-0.5 rounded-full bg-destructive px-1.5 text-[11px] font-semibold text-white tabular-nums">
              <AtSign className="size-3" aria-hidden="true" />
              {badgeText(s.mentionCount)}
              <span className="sr-only"> {s.mentionCount === 1 ? 'mention' : 'mentions'}</span>
            </span>
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
  );
}
