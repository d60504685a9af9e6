import { buildInboxItem, buildInboxList, buildMessage, LEO, ME } from '../../test/inbox-builders.ts';
import {
  applyDeleted,
  applyNewMessage,
  applyReadByMe,
  applyReadReceipt,
  countsAsUnread,
  type InboxListPage,
  type InboxPages,
  inboxRows,
} from './inbox-list-cache.ts';

const pages = (...lists: InboxListPage[]): InboxPages => ({ pages: lists, pageParams: lists.map((_, i) => i || null) });
const closed = { me: ME.id, openConversationId: null };

describe('inbox list', () => {
  const older = buildInboxItem({ id: 10, conversationId: 1, senderId: 20, senderName: 'Ann Lee' });
  const leo = buildInboxItem({ id: 11, conversationId: 3, conversationUnreadCount: 1 });

  it('moves the conversation to the top with the new message and counts it unread', () => {
    const data = pages(buildInboxList([leo, older]));
    const next = applyNewMessage(data, buildMessage({ id: 30, conversationId: 1, senderId: 20 }), closed);
    expect(inboxRows(next).map((r) => [r.id, r.conversationUnreadCount, r.isNew])).toEqual([
      [30, 1, true],
      [11, 1, undefined],
    ]);
    expect(next.pages[0]?.unreadCount).toBe(2);
    expect(next.pages[0]?.totalCount).toBe(2);
  });

  it('adds a conversation the list does not have and counts it', () => {
    const next = applyNewMessage(pages(buildInboxList([leo])), buildMessage({ id: 31, conversationId: 8 }), closed);
    expect(inboxRows(next).map((r) => r.conversationId)).toEqual([8, 3]);
    expect(next.pages[0]?.totalCount).toBe(2);
  });

  it('moves a conversation from a later page to the top of the first', () => {
    const data = pages(buildInboxList([leo], { nextCursor: '11' }), buildInboxList([older]));
    const next = applyNewMessage(data, buildMessage({ id: 32, conversationId: 1 }), closed);
    expect(next.pages[0]?.messages.map((r) => r.conversationId)).toEqual([1, 3]);
    expect(next.pages[1]?.messages).toEqual([]);
  });

  it('counts only unread messages to me outside the open conversation', () => {
    const toMe = buildMessage({ conversationId: 3 });
    expect(countsAsUnread(toMe, closed)).toBe(true);
    expect(countsAsUnread({ ...toMe, isRead: true }, closed)).toBe(false);
    expect(countsAsUnread({ ...toMe, recipientId: LEO.id, senderId: ME.id }, closed)).toBe(false);
    expect(countsAsUnread(toMe, { me: ME.id, openConversationId: 3 })).toBe(false);
  });

  it('does not mark a message new in the open conversation, nor count it', () => {
    const next = applyNewMessage(pages(buildInboxList([leo])), buildMessage({ id: 33 }), {
      me: ME.id,
      openConversationId: 3,
    });
    expect(inboxRows(next)[0]).toMatchObject({ id: 33, conversationUnreadCount: 1 });
    expect(inboxRows(next)[0]?.isNew).toBeUndefined();
    expect(next.pages[0]?.unreadCount).toBe(1);
  });

  it('keeps the latest message when an older one is replayed late, but still counts it', () => {
    const next = applyNewMessage(pages(buildInboxList([leo])), buildMessage({ id: 5 }), closed);
    expect(inboxRows(next)[0]).toMatchObject({ id: 11, conversationUnreadCount: 2 });
  });

  it('applies a message it already shows as nothing new', () => {
    const data = pages(buildInboxList([leo]));
    expect(applyNewMessage(data, buildMessage({ id: 11 }), closed)).toBe(data);
  });

  it('takes the unread count from the server when I read a conversation', () => {
    const next = applyReadByMe(pages(buildInboxList([leo, older])), {
      conversationId: 3,
      readerId: ME.id,
      unreadCount: 0,
    });
    expect(inboxRows(next)[0]).toMatchObject({ conversationUnreadCount: 0, isRead: true });
    expect(next.pages[0]?.unreadCount).toBe(0);
  });

  it('shows my latest message read when the receipt names it', () => {
    const sent = buildInboxItem({ id: 40, senderId: ME.id, recipientId: LEO.id });
    const next = applyReadReceipt(pages(buildInboxList([sent])), 3, [39, 40]);
    expect(inboxRows(next)[0]?.isRead).toBe(true);
  });

  it('replaces a deleted latest message with the one before it', () => {
    const next = applyDeleted(pages(buildInboxList([leo])), {
      messageId: 11,
      conversationId: 3,
      unreadCount: 0,
      wasUnreadToMe: true,
      replacement: buildMessage({ id: 9, content: 'Earlier', isRead: true }),
    });
    expect(inboxRows(next)[0]).toMatchObject({ id: 9, content: 'Earlier', conversationUnreadCount: 0 });
    expect(next.pages[0]?.unreadCount).toBe(0);
  });

  it('removes a conversation whose last message was deleted and lowers the total', () => {
    const next = applyDeleted(pages(buildInboxList([leo, older])), {
      messageId: 11,
      conversationId: 3,
      wasUnreadToMe: true,
      replacement: null,
    });
    expect(inboxRows(next).map((r) => r.conversationId)).toEqual([1]);
    expect(next.pages[0]?.totalCount).toBe(1);
    expect(next.pages[0]?.unreadCount).toBe(0);
  });
});
