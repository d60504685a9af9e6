import type { ReactionEmoji } from '@chapter/shared/message-extras.labels';
import { Check, CheckCheck, Clock } from 'lucide-react';
import { useState } from 'react';
import { editableNow, MessageActionsMenu, useBubblePress } from '../../../components/chat/message-actions-menu.tsx';
import { MessageAttachments } from '../../../components/chat/message-attachments.tsx';
import { MessageBubble as ChatBubble } from '../../../components/chat/message-bubble.tsx';
import type { ChatItemPlace } from '../../../components/chat/message-list.tsx';
import { MessageReactions } from '../../../components/chat/message-reactions.tsx';
import { QuotedMessage } from '../../../components/chat/reply-quote.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type ConversationMessage, isPending } from '../conversation-cache.ts';
import { inboxMessages } from '../messages.ts';

interface Props extends ChatItemPlace {
  message: ConversationMessage;
  onDelete: (message: ConversationMessage) => void;
  onRetry: (message: ConversationMessage) => void;
  onDiscard: (message: ConversationMessage) => void;
  onReact: (message: ConversationMessage, emoji: ReactionEmoji, on: boolean) => void;
  onReply: (message: ConversationMessage) => void;
  onEdit: (message: ConversationMessage) => void;
}

/** Sending, sent or read, for my own messages: a clock, one tick, two ticks. */
function DeliveryMark({ message }: { message: ConversationMessage }) {
  const t = useMessages(inboxMessages);
  if (message.delivery === 'sending') return <Clock role="img" aria-label={t('sending')} className="size-3.5" />;
  if (message.delivery === 'failed') return null;
  if (message.isRead) return <CheckCheck role="img" aria-label={t('read')} className="size-3.5" />;
  return <Check role="img" aria-label={t('sent')} className="size-3.5" />;
}

/**
 * A message of a one-to-one conversation: read ticks on mine, its reply quote and reactions, and a menu (a tap or
 * long-press on the bubble, or the "more" button) to react, reply, edit, copy or delete; retry for failed sends.
 */
export function MessageBubble({ message, onDelete, onRetry, onDiscard, onReact, onReply, onEdit, ...place }: Props) {
  const t = useMessages(inboxMessages);
  const pending = isPending(message);
  const [menuOpen, setMenuOpen] = useState(false);
  const press = useBubblePress(() => setMenuOpen(true));
  const react = (emoji: ReactionEmoji, on: boolean) => onReact(message, emoji, on);
  return (
    <ChatBubble
      {...place}
      messageId={pending ? undefined : message.id}
      sentAt={message.sentAt}
      status={place.mine ? <DeliveryMark message={message} /> : undefined}
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
            onReply={() => onReply(message)}
            onEdit={place.mine && menuOpen && editableNow(message.sentAt) ? () => onEdit(message) : undefined}
            onDelete={place.mine ? () => onDelete(message) : undefined}
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
      {message.content && <p>{message.content}</p>}
    </ChatBubble>
  );
}
