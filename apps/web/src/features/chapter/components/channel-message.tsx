import { Pin, Trash2 } from 'lucide-react';
import { MessageAttachments } from '../../../components/chat/message-attachments.tsx';
import { BubbleAction, MessageBubble } from '../../../components/chat/message-bubble.tsx';
import type { ChatItemPlace } from '../../../components/chat/message-list.tsx';
import { cn } from '../../../lib/cn.ts';
import { type ChapterMessage, isPending } from '../chapter-cache.ts';
import { splitMentions } from '../mentions.ts';

interface Props extends ChatItemPlace {
  message: ChapterMessage;
  me: number;
  /** May delete anyone's message and pin (send_sms). */
  canModerate: boolean;
  pinned: boolean;
  onDelete: (message: ChapterMessage) => void;
  onPin: (message: ChapterMessage) => void;
  onRetry: (message: ChapterMessage) => void;
  onDiscard: (message: ChapterMessage) => void;
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

/** A chapter channel message: who wrote it, the text with its mentions, and what the reader may do with it. */
export function ChannelMessageBubble({
  message,
  me,
  canModerate,
  pinned,
  onDelete,
  onPin,
  onRetry,
  onDiscard,
  ...place
}: Props) {
  const pending = isPending(message);
  const named = message.mentions.some((m) => m.userId === me);
  const mayDelete = !pending && (place.mine || canModerate);
  const mayPin = !pending && canModerate && !pinned;
  return (
    <MessageBubble
      {...place}
      messageId={pending ? undefined : message.id}
      sentAt={message.sentAt}
      sender={{ name: message.senderName || 'Member', avatarUrl: message.senderAvatarUrl }}
      tone={message.kind === 'announcement' ? 'announcement' : named ? 'mention' : undefined}
      status={message.delivery === 'sending' ? <span>Sending…</span> : undefined}
      actions={
        mayDelete || mayPin ? (
          <>
            {mayPin && <BubbleAction label="Pin message" icon={Pin} onClick={() => onPin(message)} />}
            {mayDelete && (
              <BubbleAction label="Delete message" icon={Trash2} danger onClick={() => onDelete(message)} />
            )}
          </>
        ) : undefined
      }
      failure={
        message.delivery === 'failed'
          ? {
              reason: message.failure ?? 'Not sent',
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
