import { unreadKeys } from '../../lib/unread-counts.ts';

/** Query keys of the chapter channel; everything sits under ['chapter'] so one invalidation refreshes it all. */
export const chapterKeys = {
  all: ['chapter'] as const,
  /** The summary the Inbox badge also reads (lib/unread-counts.ts). */
  summary: unreadKeys.chapter,
  messages: ['chapter', 'messages'] as const,
  members: ['chapter', 'members'] as const,
};
