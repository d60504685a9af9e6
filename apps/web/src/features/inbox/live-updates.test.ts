import type { InboxList } from '@chapter/shared/inbox.schemas';
import { QueryClient } from '@tanstack/react-query';
import { buildConversation, buildInboxItem, buildInboxList, buildMessage, LEO, ME } from '../../test/inbox-builders.ts';
import { type ConversationCache, fromPage } from './conversation-cache.ts';
import { inboxKeys } from './inbox-keys.ts';
import { type InboxPages, inboxRows } from './inbox-list-cache.ts';
import { applyInboxEvent, applyMarkedRead, type LiveTarget } from './live-updates.ts';
import { ProcessedIds } from './processed-ids.ts';

function setup(openConversationId: number | null = null) {
  const queryClient = new QueryClient();
  const list = buildInboxList([buildInboxItem({ id: 11, conversationUnreadCount: 1 })]);
  queryClient.setQueryData<InboxPages>(inboxKeys.list, { pages: [list], pageParams: [null] });
  queryClient.setQueryData<InboxList>(inboxKeys.badge, { ...list, unreadCount: 4 });
  queryClient.setQueryData<ConversationCache>(
    inboxKeys.conversation(3),
    fromPage(buildConversation([buildMessage({ id: 11 })])),
  );
  const target: LiveTarget = { me: ME.id, openConversationId, queryClient, processed: new ProcessedIds() };
  const badge = () => queryClient.getQueryData<InboxList>(inboxKeys.badge)?.unreadCount;
  const conversation = () => queryClient.getQueryData<ConversationCache>(inboxKeys.conversation(3));
  const rows = () => inboxRows(queryClient.getQueryData<InboxPages>(inboxKeys.list));
  return { queryClient, target, badge, conversation, rows };
}

describe('applying pushes to the cache', () => {
  it('applies reactions, edits and a deleted original to the cached thread and list without refetching', () => {
    const { queryClient, target, conversation, rows } = setup();
    const reply = buildMessage({
      id: 12,
      replyTo: { id: 11, senderName: LEO.name, excerpt: 'Message 11', deleted: false },
    });
    applyInboxEvent(target, { type: 'new_message', message: reply });
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    applyInboxEvent(target, {
      type: 'reactions_updated',
      conversationId: 3,
      messageId: 11,
      reactions: [
        {
          emoji: '👍',
          count: 2,
          reactors: [
            { id: LEO.id, name: LEO.name },
            { id: ME.id, name: ME.name },
          ],
        },
      ],
    });
    expect(conversation()?.messages[0]?.reactions).toEqual([
      {
        emoji: '👍',
        count: 2,
        mine: true,
        reactors: [
          { id: LEO.id, name: LEO.name },
          { id: ME.id, name: ME.name },
        ],
      },
    ]);
    applyInboxEvent(target, {
      type: 'message_edited',
      conversationId: 3,
      messageId: 12,
      content: 'Fixed',
      editedAt: 't',
    });
    expect(conversation()?.messages[1]).toMatchObject({ content: 'Fixed', editedAt: 't' });
    expect(rows()[0]).toMatchObject({ id: 12, content: 'Fixed' });
    applyInboxEvent(target, {
      type: 'message_edited',
      conversationId: 3,
      messageId: 11,
      content: 'New first\nline',
      editedAt: 't',
    });
    expect(conversation()?.messages[1]?.replyTo).toMatchObject({ excerpt: 'New first', deleted: false });
    applyInboxEvent(target, { type: 'message_deleted', conversationId: 3, messageId: 11 });
    expect(conversation()?.messages.map((m) => [m.id, m.replyTo?.deleted])).toEqual([[12, true]]);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('applies a message delivered on two channels once: one row update, one badge step, one bubble', () => {
    const { target, badge, conversation, rows } = setup();
    const message = buildMessage({ id: 12 });
    expect(applyInboxEvent(target, { type: 'new_message', message })).toEqual(message);
    expect(applyInboxEvent(target, { type: 'new_message', message })).toBeNull();
    expect(badge()).toBe(5);
    expect(rows()[0]).toMatchObject({ id: 12, conversationUnreadCount: 2 });
    expect(conversation()?.messages.map((m) => [m.id, m.isNew])).toEqual([
      [11, undefined],
      [12, true],
    ]);
  });

  it('neither counts nor marks new a message for the open conversation', () => {
    const { target, badge, conversation } = setup(3);
    applyInboxEvent(target, { type: 'new_message', message: buildMessage({ id: 12 }) });
    expect(badge()).toBe(4);
    expect(conversation()?.messages.at(-1)?.isNew).toBeUndefined();
  });

  it('does not count my own message sent from another tab', () => {
    const { target, badge, rows } = setup();
    const mine = buildMessage({ id: 13, senderId: ME.id, recipientId: LEO.id });
    applyInboxEvent(target, { type: 'new_message', message: mine });
    expect(badge()).toBe(4);
    expect(rows()[0]?.id).toBe(13);
  });

  it('takes the unread count from a message_read push', () => {
    const { target, badge, rows, conversation } = setup();
    applyInboxEvent(target, { type: 'message_read', conversationId: 3, readerId: ME.id, unreadCount: 3 });
    expect(badge()).toBe(3);
    expect(rows()[0]?.conversationUnreadCount).toBe(0);
    expect(conversation()?.messages[0]?.isRead).toBe(true);
  });

  it('shows a read receipt on my messages', () => {
    const { target, queryClient, conversation } = setup();
    const mine = buildMessage({ id: 14, senderId: ME.id, recipientId: LEO.id });
    applyInboxEvent(target, { type: 'new_message', message: mine });
    applyInboxEvent(target, { type: 'read_status_update', conversationId: 3, messageIds: [14], isRead: true });
    expect(conversation()?.messages.at(-1)?.isRead).toBe(true);
    expect(inboxRows(queryClient.getQueryData(inboxKeys.list))[0]?.isRead).toBe(true);
  });

  it('removes a deleted message, lowers the total and takes the badge from the server', () => {
    const { target, badge, conversation, rows } = setup();
    applyInboxEvent(target, { type: 'message_deleted', messageId: 11, conversationId: 3, unreadCount: 2 });
    expect(conversation()?.messages).toEqual([]);
    expect(conversation()?.totalCount).toBe(0);
    expect(rows()).toEqual([]);
    expect(badge()).toBe(2);
  });

  it('lowers the badge itself when the deletion push carries no count (conversation channel)', () => {
    const { target, badge } = setup();
    applyInboxEvent(target, { type: 'message_deleted', messageId: 11, conversationId: 3 });
    expect(badge()).toBe(3);
    applyInboxEvent(target, { type: 'message_deleted', messageId: 11, conversationId: 3 });
    expect(badge()).toBe(3);
  });

  it('refetches the list when a message belongs to a conversation that may be on an unloaded page', async () => {
    const { target, queryClient } = setup();
    queryClient.setQueryData<InboxPages>(inboxKeys.list, (d) =>
      d ? { ...d, pages: d.pages.map((p) => ({ ...p, nextCursor: '11' })) } : d,
    );
    applyInboxEvent(target, { type: 'new_message', message: buildMessage({ id: 15, conversationId: 9 }) });
    expect(queryClient.getQueryState(inboxKeys.list)?.isInvalidated).toBe(true);
  });

  it('applies the answer to marking read like the push', () => {
    const { target, badge, conversation } = setup();
    applyMarkedRead(target, { conversationId: 3, messageIds: [11], unreadCount: 0 });
    expect(badge()).toBe(0);
    expect(conversation()?.messages[0]?.isRead).toBe(true);
  });
});
