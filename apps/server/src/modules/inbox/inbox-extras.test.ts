import type { REACTION_EMOJIS } from '@chapter/shared/message-extras.labels';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  connected,
  groupMembers,
  type LiveApp,
  type Member,
  sdkClient,
  sendMessage,
  startLiveApp,
  waitFor,
} from '../../test/realtime-kit.ts';
import { testClient } from '../../test/test-client.ts';
import { headlines, group as resultGroup, searcher } from '../search/search-test-kit.ts';

type Emoji = (typeof REACTION_EMOJIS)[number];

/** Reactions, replies and edits in the one-to-one inbox (docs/product-rules.md "Inbox"). */
describe('inbox reactions, replies and edits', () => {
  let t: LiveApp;
  let ann: Member;
  let bob: Member;
  let cat: Member;
  const clients: Centrifuge[] = [];
  beforeEach(async () => {
    t = await startLiveApp({ limits: { messagesPerMinute: 1_000 } });
    [ann, bob, cat] = (await groupMembers(t, 3)) as [Member, Member, Member];
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await t.close();
  });

  const as = (m: Member) => testClient(t.app, m);
  const react = (m: Member, id: number, emoji: Emoji, on = true) =>
    on
      ? as(m).call('PUT /api/inbox/messages/:id/reactions/:emoji', { params: { id, emoji } })
      : as(m).call('DELETE /api/inbox/messages/:id/reactions/:emoji', { params: { id, emoji } });
  const edit = (m: Member, id: number, content: string) =>
    as(m).call('PATCH /api/inbox/messages/:id', { params: { id }, body: { content } });
  const thread = async (m: Member, conversationId: number) =>
    (await as(m).ok('GET /api/inbox/conversations/:id', { params: { id: conversationId } })).messages;

  async function listen(m: Member, channel: string) {
    const client = sdkClient(t, m.token);
    clients.push(client);
    await connected(client);
    const data: { type: string; [k: string]: unknown }[] = [];
    const sub = client.newSubscription(channel);
    sub.on('publication', (ctx) => data.push(ctx.data as { type: string }));
    sub.subscribe();
    await sub.ready();
    return data;
  }

  it('toggles a reaction once per member, counts several members, and tells both sides live', async () => {
    const sent = await sendMessage(t, ann, { recipientId: bob.id }, 'Lunch on Friday?');
    const heard = await listen(ann, channels.conversation(sent.conversationId));

    const first = await react(bob, sent.id, '👍');
    expect(first.statusCode).toBe(200);
    expect(first.body).toEqual({
      messageId: sent.id,
      reactions: [{ emoji: '👍', count: 1, mine: true, reactors: [{ id: bob.id, name: bob.name }] }],
    });
    // Putting it again changes nothing and publishes nothing.
    expect((await react(bob, sent.id, '👍')).body.reactions[0]?.count).toBe(1);
    t.clock.advance(1000);
    const both = await react(ann, sent.id, '👍');
    expect(both.body.reactions).toEqual([
      {
        emoji: '👍',
        count: 2,
        mine: true,
        reactors: [expect.objectContaining({ id: bob.id }), expect.objectContaining({ id: ann.id })],
      },
    ]);
    await react(ann, sent.id, '🎉');

    await waitFor(() => heard.length === 3, 3000, 'three reactions_updated');
    expect(heard[0]).toEqual({
      type: 'reactions_updated',
      conversationId: sent.conversationId,
      messageId: sent.id,
      reactions: [{ emoji: '👍', count: 1, reactors: [{ id: bob.id, name: bob.name }] }],
    });

    // Each reader sees their own `mine`; the set's order is kept.
    const [asBob] = await thread(bob, sent.conversationId);
    expect(asBob?.reactions.map((r) => [r.emoji, r.count, r.mine])).toEqual([
      ['👍', 2, true],
      ['🎉', 1, false],
    ]);

    const off = await react(bob, sent.id, '👍', false);
    expect(off.body.reactions.map((r) => [r.emoji, r.count, r.mine])).toEqual([
      ['👍', 1, false],
      ['🎉', 1, false],
    ]);
    expect((await react(bob, sent.id, '👍', false)).statusCode).toBe(200);
    // A real change after the repeated removal is the barrier: had the repeat published, it would come before.
    await react(ann, sent.id, '🎉', false);
    await waitFor(() => heard.length >= 5, 3000, 'the removal, then the barrier');
    expect(heard).toHaveLength(5);
    expect(heard[4]).toMatchObject({ type: 'reactions_updated', reactions: [{ emoji: '👍', count: 1 }] });
  });

  it('refuses a reaction outside the set, and anyone outside the conversation gets 404', async () => {
    const sent = await sendMessage(t, ann, { recipientId: bob.id }, 'Hi');
    const bad = await as(bob).raw('PUT /api/inbox/messages/:id/reactions/:emoji', {
      params: { id: sent.id, emoji: '💩' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.code).toBe('VALIDATION_ERROR');
    expect((await react(cat, sent.id, '👍')).statusCode).toBe(404);
    expect((await edit(cat, sent.id, 'mine now')).statusCode).toBe(404);
    expect((await react(bob, 999_999, '👍')).statusCode).toBe(404);
  });

  it('replies quote a message of the same conversation only, and show a deleted original as deleted', async () => {
    const first = await sendMessage(t, ann, { recipientId: bob.id }, 'Can you intro me to Dana?\nShe runs a bakery.');
    const elsewhere = await sendMessage(t, ann, { recipientId: cat.id }, 'Private to Cat');
    let replies = 0;
    const replyTo = async (id: number) =>
      as(bob).call('POST /api/inbox/messages', {
        body: {
          conversationId: first.conversationId,
          content: 'Sure, tomorrow',
          clientMessageId: `r-${id}-${++replies}`,
          replyToId: id,
        },
      });

    const reply = await replyTo(first.id);
    expect(reply.statusCode).toBe(201);
    expect(reply.body.replyTo).toEqual({
      id: first.id,
      senderName: ann.name,
      excerpt: 'Can you intro me to Dana?',
      deleted: false,
    });
    expect((await replyTo(elsewhere.id)).statusCode).toBe(404);
    expect((await replyTo(999_999)).statusCode).toBe(404);

    expect((await as(ann).call('DELETE /api/inbox/messages/:id', { params: { id: first.id } })).statusCode).toBe(204);
    const [shown] = await thread(bob, first.conversationId);
    expect(shown?.replyTo).toEqual({ id: first.id, senderName: ann.name, excerpt: '', deleted: true });
    // A deleted message can no longer be quoted.
    expect((await replyTo(first.id)).statusCode).toBe(404);
  });

  it('lets the sender edit for 15 minutes, live to the other side and in search, then refuses', async () => {
    const sent = await sendMessage(t, ann, { recipientId: bob.id }, 'Meet at the harbour cafe');
    const heard = await listen(bob, channels.inbox(bob.id));

    expect((await edit(bob, sent.id, 'Not yours')).statusCode).toBe(404);
    t.clock.advance(14 * 60_000);
    const edited = await edit(ann, sent.id, '  Meet at the lighthouse  ');
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({ content: 'Meet at the lighthouse', editedAt: '2026-03-02T09:14:00.000Z' });
    await waitFor(() => heard.length === 1, 3000, 'message_edited on the recipient inbox');
    expect(heard[0]).toEqual({
      type: 'message_edited',
      conversationId: sent.conversationId,
      messageId: sent.id,
      content: 'Meet at the lighthouse',
      editedAt: '2026-03-02T09:14:00.000Z',
    });
    const [stored] = await thread(bob, sent.conversationId);
    expect(stored).toMatchObject({ content: 'Meet at the lighthouse', editedAt: '2026-03-02T09:14:00.000Z' });

    const search = searcher(t);
    expect(headlines((await search(bob.token, 'lighthouse')).body, 'messages')).toHaveLength(1);
    expect(resultGroup((await search(bob.token, 'harbour')).body, 'messages')).toBeUndefined();

    t.clock.advance(60_001);
    const late = await edit(ann, sent.id, 'Too late');
    expect(late.statusCode).toBe(403);
    expect(late.error.message).toMatch(/15 minutes/);
    const empty = await edit(ann, sent.id, '   ');
    expect(empty.statusCode).toBe(400);
  });
});
