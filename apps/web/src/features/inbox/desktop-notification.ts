import { QUERY_STALE_MS } from '@chapter/shared/constants';
import type { InboxMessage } from '@chapter/shared/inbox.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { isPageFocused } from '../../lib/page-focus.ts';
import { queryClient } from '../../lib/query-client.ts';
import { settingsQuery } from '../../lib/settings-query.ts';

/** A desktop notification closes itself after 5 seconds. */
export const NOTIFICATION_CLOSE_MS = 5000;
const PREVIEW_LENGTH = 140;

/**
 * The user's notifications.push setting. It shares the settings screen's cache entry (lib/settings-query.ts),
 * so a change made there applies here at once.
 */
async function pushSettingOn(): Promise<boolean> {
  try {
    const settings = await queryClient.fetchQuery({ ...settingsQuery(), staleTime: QUERY_STALE_MS });
    return settings.notifications.push;
  } catch {
    return false;
  }
}

function canNotify(): boolean {
  return typeof window.Notification === 'function' && window.Notification.permission === 'granted';
}

/**
 * A desktop notification for a new message, only while the tab is unfocused, the browser allows
 * it and the user's push setting is on. Clicking it brings the tab forward on the conversation.
 */
export async function notifyNewMessage(message: InboxMessage, open: (conversationId: number) => void): Promise<void> {
  if (!canNotify() || isPageFocused()) return;
  if (!(await pushSettingOn()) || isPageFocused()) return;
  const { notificationWords } = await import('./desktop-notification-words.ts');
  const { title, text } = await notificationWords(message);
  const body = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
  // One notification per conversation: a second message replaces the first instead of stacking.
  const tag = `conversation-${message.conversationId}`;
  let notification: Notification;
  try {
    notification = new window.Notification(title, { body, tag });
  } catch {
    // Chrome on Android allows notifications only through the service worker ("Illegal constructor"): its own
    // notificationclick opens the conversation, as for a push (docs/installable-app.md).
    const registration = await navigator.serviceWorker?.getRegistration();
    await registration?.showNotification(title, {
      body,
      tag,
      data: { url: webPath(webPaths.conversation, { conversationId: message.conversationId }) },
    });
    return;
  }
  const timer = setTimeout(() => notification.close(), NOTIFICATION_CLOSE_MS);
  notification.onclick = () => {
    clearTimeout(timer);
    window.focus();
    open(message.conversationId);
    notification.close();
  };
}
