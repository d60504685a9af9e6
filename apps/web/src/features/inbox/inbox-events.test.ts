import { buildMessage, LEO, ME } from '../../test/inbox-builders.ts';
import { readInboxEvent, readTypingEvent } from './inbox-events.ts';

describe('reading pushes (seed §5)', () => {
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
});
