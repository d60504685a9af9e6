import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { ChatListRow } from '../../../components/chat/chat-list-row.tsx';
import { messagePreview } from '../../../components/chat/chat-text.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { InboxRow } from '../inbox-list-cache.ts';
import { inboxMessages } from '../messages.ts';

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
  const t = useMessages(inboxMessages);
  const mine = row.senderId === me;
  const otherName = (mine ? row.recipientName : row.senderName) || t('member');
  return (
    <li>
      <ChatListRow
        to={webPath(webPaths.conversation, { conversationId: row.conversationId })}
        leading={<Avatar name={otherName} src={null} size={96} className="size-11" />}
        title={otherName}
        sentAt={row.sentAt}
        now={now}
        timeZone={timeZone}
        typing={Boolean(typing)}
        preview={
          <>
            {mine && <span className="text-muted-foreground">{t('youPrefix')} </span>}
            {messagePreview(row.content, row.attachments)}
          </>
        }
        unread={row.conversationUnreadCount}
        isNew={row.isNew}
        idleClassName={row.isNew ? 'bg-primary-soft/60' : undefined}
      />
    </li>
  );
}
