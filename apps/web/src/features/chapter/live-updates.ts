import type {
  ChannelMessage,
  ChannelReadState,
  ChannelSummary,
  ChapterEvent,
} from '@chapter/shared/chapter-channel.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { markQuotesDeleted, setEdited, setReactions, withMine } from '../../lib/message-extras.ts';
import { type ChapterCache, removeMessage, upsertMessage } from './chapter-cache.ts';
import { chapterKeys } from './chapter-keys.ts';

export interface ChapterTarget {
  me: number;
  queryClient: QueryClient;
}

/**
 * Applies a change to one cached answer. An answer still on its way may have been read before the change and
 * would overwrite it when it lands: that request is replaced by a fresh one.
 */
function update<T>(t: ChapterTarget, key: readonly unknown[], fn: (old: T) => T): void {
  t.queryClient.setQueryData<T>(key, (old) => (old ? fn(old) : old));
  if (t.queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
    void t.queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

const updateSummary = (t: ChapterTarget, fn: (s: ChannelSummary) => ChannelSummary) =>
  update<ChannelSummary | null>(t, chapterKeys.summary, (s) => (s ? fn(s) : s));

const updateMessages = (t: ChapterTarget, fn: (c: ChapterCache) => ChapterCache) =>
  update<ChapterCache>(t, chapterKeys.messages, fn);

const updateList = (t: ChapterTarget, fn: (m: ChapterCache['messages']) => ChapterCache['messages']) =>
  updateMessages(t, (c) => {
    const messages = fn(c.messages);
    return messages === c.messages ? c : { ...c, messages };
  });

/** The member's position and counts as the server states them (a read, a send, a correction). */
export function applyReadState(t: ChapterTarget, state: ChannelReadState): void {
  updateSummary(t, (s) =>
    s.groupId === state.groupId
      ? { ...s, lastReadId: state.lastReadId, unreadCount: state.unreadCount, mentionCount: state.mentionCount }
      : s,
  );
}

/**
 * A message arrived (by push, or in the answer to my send): shown once, counted once. The summary's latest
 * message marks what its count already holds, so a message the server had counted, or a second copy, adds
 * nothing. My own messages move my read position on the server, which tells me so on inbox:{me}.
 */
export function applyNewMessage(t: ChapterTarget, message: ChannelMessage): void {
  updateMessages(t, (c) => upsertMessage(c, message));
  updateSummary(t, (s) => {
    if (s.groupId !== message.groupId) return s;
    if (s.lastMessage && s.lastMessage.id >= message.id) return s;
    const counts = message.senderId !== t.me && message.id > s.lastReadId;
    return { ...s, lastMessage: message, unreadCount: s.unreadCount + (counts ? 1 : 0) };
  });
}

/**
 * Applies a publication from chapter:{groupId} to the cached summary and messages. A deleted message that named
 * me leaves my counts alone: the server sends me the corrected ones on inbox:{me}.
 */
export function applyChapterEvent(t: ChapterTarget, event: ChapterEvent): void {
  switch (event.type) {
    case 'channel_message':
      applyNewMessage(t, event.message);
      return;
    case 'channel_message_deleted': {
      const left = t.queryClient.getQueryData<ChapterCache>(chapterKeys.messages);
      // With the messages loaded, a deletion counts once: when it takes a message away (or one not loaded yet).
      const oldest = left?.messages.find((m) => m.id > 0)?.id ?? 0;
      const present =
        !left || left.messages.some((m) => m.id === event.messageId) || (left.hasMoreBack && event.messageId < oldest);
      updateMessages(t, (c) => removeMessage(c, event.messageId));
      updateList(t, (m) => markQuotesDeleted(m, event.messageId));
      const named = event.mentionIds.includes(t.me);
      let refetch = false;
      updateSummary(t, (s) => {
        if (s.groupId !== event.groupId) return s;
        const counted = present && !named && event.senderId !== t.me && event.messageId > s.lastReadId;
        let lastMessage = s.lastMessage;
        if (lastMessage?.id === event.messageId) {
          const rest = left?.messages.filter((m) => m.id !== event.messageId && m.id > 0);
          lastMessage = rest?.at(-1) ?? null;
          refetch = rest === undefined || (rest.length === 0 && (left?.hasMoreBack ?? true));
        }
        return { ...s, lastMessage, unreadCount: Math.max(0, s.unreadCount - (counted ? 1 : 0)) };
      });
      if (refetch) void t.queryClient.invalidateQueries({ queryKey: chapterKeys.summary });
      return;
    }
    case 'channel_pinned':
      updateSummary(t, (s) => (s.groupId === event.groupId ? { ...s, pinned: event.pinned } : s));
      return;
    case 'channel_reactions_updated': {
      const reactions = withMine(event.reactions, t.me);
      updateList(t, (m) => setReactions(m, event.messageId, reactions));
      return;
    }
    case 'channel_message_edited':
      updateList(t, (m) => setEdited(m, event));
      // The latest message and the pin show the text too.
      updateSummary(t, (s) => {
        if (s.groupId !== event.groupId) return s;
        const edit = (msg: ChannelMessage) =>
          msg.id === event.messageId ? { ...msg, content: event.content, editedAt: event.editedAt } : msg;
        return {
          ...s,
          lastMessage: s.lastMessage && edit(s.lastMessage),
          pinned: s.pinned && { ...s.pinned, message: edit(s.pinned.message) },
        };
      });
      return;
  }
}
