import type { InboxMessage } from '@chapter/shared/inbox.schemas';
import { messagePreview } from '../../components/chat/chat-text.ts';
import { chatMessages } from '../../components/chat/messages.ts';
import { currentLocale } from '../../lib/i18n/catalogue.ts';
import { inboxMessages } from './messages.ts';

/**
 * A new message's notification title and text, in the member's language, on a page that has not shown a
 * conversation yet too. desktop-notification.ts loads this only when it shows one, so the inbox and chat
 * catalogues stay off the listener that every signed-in page loads (docs/i18n.md "Bytes").
 */
export async function notificationWords(message: InboxMessage): Promise<{ title: string; text: string }> {
  await Promise.all([inboxMessages.ready(currentLocale()), chatMessages.ready(currentLocale())]);
  return {
    title: message.senderName || inboxMessages.text('newMessage'),
    text: messagePreview(message.content, message.attachments),
  };
}
