import { badgeText } from '@chapter/shared/constants';
import * as webPaths from '@chapter/shared/web-paths';
import { AtSign, Users } from 'lucide-react';
import { ChatListRow } from '../../../components/chat/chat-list-row.tsx';
import { messagePreview } from '../../../components/chat/chat-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { useChapterSummary } from '../api/get-summary.ts';
import { useChapterChannel } from '../hooks/use-chapter-channel.ts';
import { chapterMessages } from '../messages.ts';

/**
 * The chapter channel at the top of the inbox: its name, the latest message, and how much of it is unread (and
 * how many messages name me), kept current live. Nothing when the member has no channel.
 */
export function ChapterEntry({ now }: { now: Date }) {
  const t = useMessages(chapterMessages);
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
        <span className="flex-1 text-destructive-strong">{t('entryFailed')}</span>
        <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  const s = summary.data;
  if (!s) return null;
  const last = s.lastMessage;
  const who = !last
    ? ''
    : last.senderId === me
      ? t('youPrefix')
      : t('senderPrefix', { name: last.senderName || t('member') });
  return (
    <ChatListRow
      to={webPaths.chapter}
      className="rounded-2xl border"
      idleClassName="bg-card shadow-xs"
      leading={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Users className="size-5" aria-hidden="true" />
        </span>
      }
      title={s.groupName}
      // In a list narrower than 28rem (a phone, the pane beside a conversation) the chapter's name needs the room;
      // the label stays for screen readers. The inbox list is the container measured.
      label={
        <span className="sr-only shrink-0 text-xs text-muted-foreground @md:not-sr-only">{t('chapterChannel')}</span>
      }
      sentAt={last?.sentAt}
      now={now}
      timeZone={timeZone}
      preview={
        last ? (
          <>
            <span className="text-muted-foreground">{who} </span>
            {messagePreview(last.content, last.attachments)}
          </>
        ) : (
          t('wholeChapter')
        )
      }
      unread={s.unreadCount}
      badges={
        s.mentionCount > 0 && (
          <span className="inline-flex h-5 shrink-0 items-center gap-0.5 rounded-full bg-destructive px-1.5 text-[11px] font-semibold text-white tabular-nums">
            <AtSign className="size-3" aria-hidden="true" />
            {badgeText(s.mentionCount)}
            <span className="sr-only"> {t('mentions', { count: s.mentionCount })}</span>
          </span>
        )
      }
    />
  );
}
