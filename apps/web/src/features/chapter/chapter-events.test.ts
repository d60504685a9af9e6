import { chapterEvent } from '@chapter/shared/chapter-channel.schemas';
import { buildChannelMessage, GROUP } from '../../test/chapter-builders.ts';
import { ME } from '../../test/inbox-builders.ts';
import { readChapterEvent } from './chapter-events.ts';

describe('reading chapter channel pushes', () => {
  const message = buildChannelMessage({ mentions: [{ userId: ME.id, name: 'Maya Thompson' }] });
  const pin = { message, pinnedBy: { id: 2, name: 'Patricia Owens' }, pinnedAt: message.sentAt };
  const chapterEvents = [
    { type: 'channel_message', message },
    { type: 'channel_message_deleted', groupId: GROUP.id, messageId: 5, senderId: 12, mentionIds: [7] },
    { type: 'channel_pinned', groupId: GROUP.id, pinned: pin },
    { type: 'channel_pinned', groupId: GROUP.id, pinned: null },
    {
      type: 'channel_message',
      message: buildChannelMessage({
        reactions: [{ emoji: '👍', count: 1, mine: true, reactors: [{ id: ME.id, name: 'Maya Thompson' }] }],
        replyTo: { id: 3, senderName: 'Leo Fischer', excerpt: 'Who knows a plumber?', deleted: false },
        editedAt: '2026-03-02T09:05:00.000Z',
      }),
    },
    {
      type: 'channel_reactions_updated',
      groupId: GROUP.id,
      messageId: 5,
      reactions: [
        {
          emoji: '🎉',
          count: 2,
          reactors: [
            { id: 7, name: 'Maya' },
            { id: 12, name: 'Leo' },
          ],
        },
      ],
    },
    { type: 'channel_message_edited', groupId: GROUP.id, messageId: 5, content: 'Fixed', editedAt: 'now' },
  ];

  it('reads every event the schemas accept exactly as they parse it', () => {
    for (const e of chapterEvents) expect(readChapterEvent(e)).toEqual(chapterEvent.parse(e));
  });

  it.each(['id', 'groupId', 'senderId'])('ignores a message without %s and fills in the rest', (field) => {
    const raw: Record<string, unknown> = { ...message };
    delete raw[field];
    expect(readChapterEvent({ type: 'channel_message', message: raw })).toBeNull();
    expect(readChapterEvent({ type: 'channel_message', message: { id: 1, groupId: 1, senderId: 2 } })).toMatchObject({
      message: { content: '', kind: 'message', mentions: [], clientMessageId: null },
    });
  });

  it('ignores what it does not know: other events, the member’s own (read on inbox:{me}), malformed ids', () => {
    expect(readChapterEvent({ type: 'new_message', message })).toBeNull();
    expect(readChapterEvent({ type: 'channel_message_deleted', groupId: 1, messageId: 'x', senderId: 1 })).toBeNull();
    expect(readChapterEvent({ type: 'channel_read', groupId: 1, lastReadId: 1, unreadCount: 2 })).toBeNull();
    expect(readChapterEvent(null)).toBeNull();
  });
});
