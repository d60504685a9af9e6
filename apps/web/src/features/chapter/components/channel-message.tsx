import type { ReactionEmoji } from '@chapter/shared/message-extras.labels';
import { useState } from 'react';
import { editableNow, MessageActionsMenu, useBubblePress } from '../../../components/chat/message-actions-menu.tsx';
import { MessageAttachments } from '../../../components/chat/message-attachments.tsx';
import { MessageBubble } from '../../../components/chat/message-bubble.tsx';
import type { ChatItemPlace } from '../../../components/chat/message-list.tsx';
import { MessageReactions } from '../../../components/chat/message-reactions.tsx';
import { QuotedMessage } from '../../../components/chat/reply-quote.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type ChapterMessage, isPending } from '../chapter-cache.ts';
import { splitMentions } from '../mentions.ts';
import { chapterMessages } from '../messages.ts';

interface Props extends ChatItemPlace {
  message: ChapterMessage;
  me: number;
  /** May delete anyone's message and pin (send_sms). */
  canModerate: boolean;
  /** Writes in the channel: reacts and replies (readers only read). */
  canWrite: boolean;
  pinned: boolean;
  onDelete: (message: ChapterMessage) => void;
  onPin: (message: ChapterMessage) => void;
  onRetry: (message: ChapterMessage) => void;
  onDiscard: (message: ChapterMessage) => void;
  onReact: (message: ChapterMessage, emoji: ReactionEmoji, on: boolean) => void;
  onReply: (message: ChapterMessage) => void;
  onEdit: (message: ChapterMessage) => void;
}

/** The text with each `@Name` it mentions set apart; my own name stands out most. */
function MessageText({ message, me, mine }: { message: ChapterMessage; me: number; mine: boolean }) {
  return (
    <p>
      {splitMentions(message.content, message.mentions).map((part, i) =>
        part.mention ? (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
            key={i}
            className={cn(
              'font-semibold',
              part.mention.userId === me && 'rounded bg-primary/15 px-0.5',
              !mine && 'text-primary',
            )}
          >
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/**
 * A chapter channel message: who wrote it, its reply quote, the text with its mentions, its reactions, and a menu
 * (a tap or a long-press on the bubble, or the "more" button) with what the reader may do with it.
 */
export function ChannelMessageBubble({
  message,
  me,
  canModerate,
  canWrite,
  pinned,
  onDelete,
  onPin,
  onRetry,
  onDiscard,
  onReact,
  onReply,
  onEdit,
  ...place
}: Props) {
  const t = useMessages(chapterMessages);
  const pending = isPending(message);
  const named = message.mentions.some((m) => m.userId === me);
  const mayDelete = place.mine || canModerate;
  const mayPin = canModerate && !pinned;
  const [menuOpen, setMenuOpen] = useState(false);
  const press = useBubblePress(() => setMenuOpen(true));
  const react = canWrite ? (emoji: ReactionEmoji, on: boolean) => onReact(message, emoji, on) : undefined;
  const mayEdit = place.mine && message.kind === 'message' && menuOpen && editableNow(message.sentAt);
  return (
    <MessageBubble
      {...place}
      messageId={pending ? undefined : message.id}
      sentAt={message.sentAt}
      sender={{ name: message.senderName || t('member'), avatarUrl: message.senderAvatarUrl }}
      tone={message.kind === 'announcement' ? 'announcement' : named ? 'mention' : undefined}
      status={message.delivery === 'sending' ? <span>{t('sending')}</span> : undefined}
      edited={message.editedAt !== null}
      quote={message.replyTo && <QuotedMessage quote={message.replyTo} mine={place.mine} />}
      below={<MessageReactions reactions={message.reactions} mine={place.mine} onToggle={react} />}
      pressHandlers={pending ? undefined : press}
      actions={
        pending ? undefined : (
          <MessageActionsMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            text={message.content}
            myReactions={message.reactions.filter((r) => r.mine).map((r) => r.emoji)}
            onReact={react}
            onReply={canWrite ? () => onReply(message) : undefined}
            onEdit={mayEdit ? () => onEdit(message) : undefined}
            onPin={mayPin ? () => onPin(message) : undefined}
            onDelete={mayDelete ? () => onDelete(message) : undefined}
          />
        )
      }
      failure={
        message.delivery === 'failed'
          ? {
              reason: message.failure ?? t('notSent'),
              onRetry: () => onRetry(message),
              onDiscard: () => onDiscard(message),
            }
          : undefined
      }
    >
      <MessageAttachments attachments={message.attachments} mine={place.mine} />
      {message.content && <MessageText message={message} me={me} mine={place.mine} />}
    </MessageBubble>
  );
}
