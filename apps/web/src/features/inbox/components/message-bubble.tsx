import { Check, CheckCheck, Clock, Trash2 } from 'lucide-react';
import { MessageAttachments } from '../../../components/chat/message-attachments.tsx';
import { BubbleAction, MessageBubble as ChatBubble } from '../../../components/chat/message-bubble.tsx';
import type { ChatItemPlace } from '../../../components/chat/message-list.tsx';
import { type ConversationMessage, isPending } from '../conversation-cache.ts';

interface Props extends ChatItemPlace {
  message: ConversationMessage;
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

/** A message of a one-to-one conversation: read ticks on mine, delete for my stored ones, retry for failed sends. */
export function MessageBubble({ message, onDelete, onRetry, onDiscard, ...place }: Props) {
  const pending = isPending(message);
  return (
    <ChatBubble
      {...place}
      messageId={pending ? undefined : message.id}
      sentAt={message.sentAt}
      status={place.mine ? <DeliveryMark message={message} /> : undefined}
      actions={
        place.mine && !pending ? (
          <BubbleAction label="Delete message" icon={Trash2} danger onClick={() => onDelete(message)} />
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
      {message.content && <p>{message.content}</p>}
    </ChatBubble>
  );
}
