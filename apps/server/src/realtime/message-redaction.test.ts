import { describe, expect, it } from 'vitest';
import { redactEvent } from './message-redaction.ts';

const message = (id: number, content: string, replyTo: object | null = null) => ({
  id,
  content,
  editedAt: null,
  replyTo,
});
const tombstone = { type: 'channel_message_deleted', groupId: 1, messageId: 5, senderId: 2, mentionIds: [] };

describe('what a kept publication becomes after a message changed', () => {
  it('a deleted message, its edits and its mentions become the tombstone; its pin becomes no pin', () => {
    const deleted = { messageId: 5, deleted: true } as const;
    expect(redactEvent({ type: 'channel_message', message: message(5, 'secret') }, deleted, tombstone)).toBe(tombstone);
    expect(redactEvent({ type: 'channel_mention', message: message(5, 'secret') }, deleted, tombstone)).toBe(tombstone);
    expect(redactEvent({ type: 'channel_message_edited', messageId: 5, content: 'secret 2' }, deleted, tombstone)).toBe(
      tombstone,
    );
    expect(
      redactEvent(
        { type: 'channel_pinned', groupId: 1, pinned: { message: message(5, 'secret') } },
        deleted,
        tombstone,
      ),
    ).toEqual({ type: 'channel_pinned', groupId: 1, pinned: null });
  });

  it('a reply keeps its own text and shows the quote of a deleted message as deleted, without text', () => {
    const reply = message(6, 'agreed', { id: 5, senderName: 'Ann', excerpt: 'secret', deleted: false });
    expect(redactEvent({ type: 'new_message', message: reply }, { messageId: 5, deleted: true }, tombstone)).toEqual({
      type: 'new_message',
      message: { ...reply, replyTo: { id: 5, senderName: 'Ann', excerpt: '', deleted: true } },
    });
  });

  it('an edit gives the message, its pin, its edit events and its quotes the new text', () => {
    const edit = { messageId: 5, content: 'new text\nsecond line', editedAt: '2026-03-02T09:00:00.000Z' };
    expect(redactEvent({ type: 'new_message', message: message(5, 'old') }, edit, undefined)).toEqual({
      type: 'new_message',
      message: { id: 5, content: 'new text\nsecond line', editedAt: edit.editedAt, replyTo: null },
    });
    expect(
      redactEvent({ type: 'message_edited', messageId: 5, content: 'old 2', editedAt: 'x' }, edit, undefined),
    ).toMatchObject({ content: 'new text\nsecond line', editedAt: edit.editedAt });
    const reply = message(6, 'ok', { id: 5, senderName: 'Ann', excerpt: 'old', deleted: false });
    expect(redactEvent({ type: 'channel_message', message: reply }, edit, undefined)).toMatchObject({
      message: { content: 'ok', replyTo: { excerpt: 'new text' } },
    });
  });

  it('leaves alone what does not show the message', () => {
    const deleted = { messageId: 5, deleted: true } as const;
    expect(redactEvent({ type: 'channel_message', message: message(4, 'other') }, deleted, tombstone)).toBeUndefined();
    expect(redactEvent({ type: 'channel_read', unreadCount: 2 }, deleted, tombstone)).toBeUndefined();
    expect(redactEvent({ type: 'channel_pinned', groupId: 1, pinned: null }, deleted, tombstone)).toBeUndefined();
    expect(redactEvent(null, deleted, tombstone)).toBeUndefined();
  });
});
