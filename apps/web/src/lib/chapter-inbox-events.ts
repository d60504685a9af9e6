import type { ChannelSummary } from '@chapter/shared/chapter-channel.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import type { QueryClient } from '@tanstack/react-query';
import { notifyInfo } from './notify.ts';
import { isPageFocused } from './page-focus.ts';
import { unreadKeys } from './unread-counts.ts';

/**
 * The member's own chapter channel events on inbox:{me} (docs/chapter-channel.md): their read position and counts
 * after reading or writing on another device, and mentions, which raise the Inbox badge and show a notice unless
 * the channel is on screen. The inbox's app-wide listener hands them here, so every signed-in page hears them
 * without loading the chapter feature. Plain checks, not the shared schemas, for the same reason.
 */

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const CHAPTER_PATH = webPaths.chapter;
const PREVIEW_LENGTH = 140;

function updateSummary(queryClient: QueryClient, groupId: number, fn: (s: ChannelSummary) => ChannelSummary): void {
  queryClient.setQueryData<ChannelSummary | null>(unreadKeys.chapter, (s) => (s && s.groupId === groupId ? fn(s) : s));
  // An answer on its way may predate this change: ask again rather than let it overwrite the change.
  if (queryClient.getQueryState(unreadKeys.chapter)?.fetchStatus === 'fetching') {
    void queryClient.invalidateQueries({ queryKey: unreadKeys.chapter, exact: true });
  }
}

/** Applies a chapter event from inbox:{me}; false when the publication is not one. */
export function applyChapterInboxPush(queryClient: QueryClient, data: unknown, pathname: string): boolean {
  if (!isObject(data)) return false;
  if (data.type === 'channel_read') {
    const { groupId, lastReadId, unreadCount, mentionCount } = data;
    if (!isNumber(groupId) || !isNumber(lastReadId) || !isNumber(unreadCount) || !isNumber(mentionCount)) return true;
    updateSummary(queryClient, groupId, (s) => ({ ...s, lastReadId, unreadCount, mentionCount }));
    return true;
  }
  if (data.type !== 'channel_mention') return false;
  const { message, mentionCount } = data;
  if (!isObject(message) || !isNumber(message.groupId) || !isNumber(mentionCount)) return true;
  updateSummary(queryClient, message.groupId, (s) => ({ ...s, mentionCount }));
  if (pathname === CHAPTER_PATH && isPageFocused()) return true;
  const sender = typeof message.senderName === 'string' && message.senderName ? message.senderName : 'A member';
  const text = (typeof message.content === 'string' ? message.content : '').split('\n')[0] ?? '';
  notifyInfo(
    `${sender} mentioned you in the chapter channel`,
    text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
  );
  return true;
}
