import type { ChannelReadState } from '@chapter/shared/chapter-channel.schemas';
import type { Db } from '../../db/kysely.ts';
import {
  countDeletedAfter,
  countMentionsAfter,
  findChannelState,
  findReadRow,
  joinedPosition,
} from './chapter-channel.repository.ts';

/**
 * A member's read position and unread counts (docs/chapter-channel.md "Unread counts"). Nothing is counted row by
 * row: unread = the group's last seq − the member's read seq − messages deleted after it, so the cost does not
 * grow with the channel's history or with how far behind the member is. Writing moves the writer's position to
 * their message, so one's own messages are never after it.
 */
export async function readState(db: Db, userId: number, groupId: number): Promise<ChannelReadState> {
  const [state, stored] = await Promise.all([findChannelState(db, groupId), findReadRow(db, userId, groupId)]);
  const lastSeq = state?.last_seq ?? 0;
  const read = stored ?? (lastSeq > 0 ? await joinedPosition(db, userId, groupId) : undefined);
  const seq = read?.last_read_seq ?? 0;
  if (seq >= lastSeq) return { groupId, lastReadId: read?.last_read_id ?? 0, unreadCount: 0, mentionCount: 0 };
  const [deleted, mentionCount] = await Promise.all([
    countDeletedAfter(db, groupId, seq),
    countMentionsAfter(db, userId, groupId, seq),
  ]);
  return {
    groupId,
    lastReadId: read?.last_read_id ?? 0,
    unreadCount: Math.max(0, lastSeq - seq - deleted),
    mentionCount,
  };
}
