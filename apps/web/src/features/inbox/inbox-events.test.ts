import { inboxEvent, typingEvent } from '@chapter/shared/inbox.schemas';
import { buildMessage, LEO, ME } from '../../test/inbox-builders.ts';
import { readInboxEvent, readTypingEvent } from './inbox-events.ts';

describe('reading pushes (docs/product-rules.md "Inbox")', () => {
  it('reads a full new_message push', () => {
    const message = buildMessage();
    expect(readInboxEvent({ type: 'new_message', message })).toEqual({ type: 'new_message', message });
  });

  it.each(['id', 'senderId', 'recipientId', 'conversationId'])('ignores a message push without %s', (field) => {
    const message: Record<string, unknown> = { ...buildMessage() };
    delete message[field];
    expect(readInboxEvent({ type: 'new_message', message })).toBeNull();
  });

  it('counts a sparse push that carries the four ids', () => {
    const event = readInboxEvent({
      type: 'new_message',
      message: { id: 5, senderId: 12, recipientId: 7, conversationId: 3 },
    });
    expect(event).toMatchObject({ type: 'new_message', message: { id: 5, content: '', isRead: false } });
  });

  it('reads reactions, replies and edits exactly as the schemas parse them', () => {
    const message = buildMessage({
      reactions: [{ emoji: '❤️', count: 1, mine: false, reactors: [{ id: LEO.id, name: LEO.name }] }],
      replyTo: { id: 2, senderName: ME.name, excerpt: '', deleted: true },
      editedAt: '2026-03-02T09:05:00.000Z',
    });
    const events = [
      { type: 'new_message', message },
      {
        type: 'reactions_updated',
        conversationId: 3,
        messageId: 4,
        reactions: [{ emoji: '👍', count: 1, reactors: [LEO] }],
      },
      { type: 'message_edited', conversationId: 3, messageId: 4, content: 'Fixed', editedAt: '2026-03-02T09:06:00Z' },
    ];
    for (const e of events) expect(readInboxEvent(e)).toEqual(inboxEvent.parse(e));
    expect(readInboxEvent({ type: 'reactions_updated', conversationId: 3, messageId: 'x', reactions: [] })).toBeNull();
    expect(readInboxEvent({ type: 'message_edited', conversationId: 3, messageId: 4 })).toBeNull();
  });

  it('reads the other inbox events and ignores unknown ones', () => {
    expect(readInboxEvent({ type: 'message_read', conversationId: 3, readerId: 7, unreadCount: 0 })).not.toBeNull();
    expect(readInboxEvent({ type: 'one_to_one_update', id: 1 })).toBeNull();
    expect(readInboxEvent(null)).toBeNull();
  });

  const typing = {
    type: 'typing',
    userId: LEO.id,
    userName: LEO.name,
    isTyping: true,
    conversationId: 3,
    timestamp: 1,
  };

  it('reads a typing event from someone else', () => {
    expect(readTypingEvent(typing, ME.id)).toMatchObject({ userId: LEO.id, isTyping: true });
  });

  it('ignores typing events without a user id or an is-typing value, and my own', () => {
    const { userId: _u, ...noUser } = typing;
    const { isTyping: _t, ...noFlag } = typing;
    expect(readTypingEvent(noUser, ME.id)).toBeNull();
    expect(readTypingEvent(noFlag, ME.id)).toBeNull();
    expect(readTypingEvent({ ...typing, userId: ME.id }, ME.id)).toBeNull();
  });

  // The readers are plain checks so the validation library stays off the phone; they must still answer exactly
  // what the shared schemas answer for every shape a push can take.
  const message = buildMessage();
  const pushes: unknown[] = [
    { type: 'new_message', message },
    { type: 'message_read', conversationId: 3, readerId: 7, unreadCount: 0 },
    { type: 'message_read', conversationId: 3, readerId: '7', unreadCount: 0 },
    { type: 'message_read', conversationId: 3, unreadCount: 0 },
    { type: 'read_status_update', conversationId: 3, messageIds: [1, 2], isRead: true },
    { type: 'read_status_update', conversationId: 3, messageIds: [1, '2'], isRead: true },
    { type: 'read_status_update', conversationId: 3, messageIds: [1], isRead: false },
    { type: 'message_deleted', messageId: 9, conversationId: 3 },
    { type: 'message_deleted', messageId: 9, conversationId: 3, unreadCount: 2 },
    { type: 'message_deleted', messageId: 9, conversationId: 3, unreadCount: null },
    { type: 'message_deleted', conversationId: 3 },
    { type: 'message_deleted', messageId: Number.NaN, conversationId: 3 },
    { type: 'unknown', conversationId: 3 },
    [],
    'text',
  ];
  it.each(pushes.map((p) => [JSON.stringify(p), p]))('answers as the schema does for %s', (_, push) => {
    const parsed = inboxEvent.safeParse(push);
    expect(readInboxEvent(push)).toEqual(parsed.success ? parsed.data : null);
  });

  const typings: unknown[] = [
    typing,
    { ...typing, type: 'stop_typing', isTyping: false },
    { ...typing, type: 'typed' },
    { ...typing, userId: 1.5 },
    { ...typing, userName: 'x'.repeat(201) },
    { ...typing, userName: undefined },
    { ...typing, conversationId: 0 },
    { ...typing, conversationId: 2.5 },
    { ...typing, timestamp: '2026-11-25T07:00:00.000Z' },
    { ...typing, timestamp: 'x'.repeat(41) },
    { ...typing, timestamp: null },
    { ...typing, isTyping: 'yes' },
  ];
  it.each(typings.map((t) => [JSON.stringify(t), t]))('reads typing as the schema does for %s', (_, push) => {
    const parsed = typingEvent.safeParse(push);
    const expected = parsed.success && parsed.data.userId !== undefined ? parsed.data : null;
    expect(readTypingEvent(push, ME.id)).toEqual(expected);
  });
});
