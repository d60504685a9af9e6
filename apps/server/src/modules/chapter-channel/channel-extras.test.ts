import type { REACTION_EMOJIS } from '@chapter/shared/message-extras.labels';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connected, type LiveApp, type Member, sdkClient, startLiveApp, waitFor } from '../../test/realtime-kit.ts';
import { channelApi, channelGroup, person } from './chapter-channel-test-kit.ts';

/** Reactions, replies and edits in the chapter channel (docs/chapter-channel.md "Reactions, replies and edits"). */
describe('chapter channel reactions, replies and edits', () => {
  let t: LiveApp;
  let groupId: number;
  let ann: Member;
  let bob: Member;
  let cat: Member;
  let api: ReturnType<typeof channelApi>;
  const clients: Centrifuge[] = [];
  beforeEach(async () => {
    t = await startLiveApp({ limits: { messagesPerMinute: 1_000 } });
    groupId = (await channelGroup(t)).id;
    ann = await person(t, groupId, 'Ann Archer');
    bob = await person(t, groupId, 'Bob Baker');
    cat = await person(t, groupId, 'Cat Cooper');
    api = channelApi(t);
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await t.close();
  });

  type Emoji = (typeof REACTION_EMOJIS)[number];
  const react = (m: Member, id: number, emoji: Emoji, on = true) =>
    on
      ? api.as(m).call('PUT /api/chapter/messages/:id/reactions/:emoji', { params: { id, emoji } })
      : api.as(m).call('DELETE /api/chapter/messages/:id/reactions/:emoji', { params: { id, emoji } });
  const edit = (m: Member, id: number, content: string) =>
    api.as(m).call('PATCH /api/chapter/messages/:id', { params: { id }, body: { content } });
  const reply = (m: Member, content: string, replyToId: number) =>
    api.as(m).call('POST /api/chapter/messages', {
      body: { content, clientMessageId: `reply-${content}`, replyToId },
    });

  async function listen(m: Member) {
    const client = sdkClient(t, m.token);
    clients.push(client);
    await connected(client);
    const data: { type: string; [k: string]: unknown }[] = [];
    const sub = client.newSubscription(channels.chapter(groupId));
    sub.on('publication', (ctx) => data.push(ctx.data as { type: string }));
    sub.subscribe();
    await sub.ready();
    return data;
  }

  it('counts each member’s reaction once, shows mine per reader, and pushes the new counts to everyone', async () => {
    const msg = await api.post(ann, 'Who is coming to the mixer?');
    const heard = await listen(cat);
    for (const m of [ann, bob, cat]) expect((await react(m, msg.id, '🎉')).statusCode).toBe(200);
    expect((await react(bob, msg.id, '🎉')).body.reactions).toEqual([
      expect.objectContaining({ emoji: '🎉', count: 3, mine: true }),
    ]);
    await react(bob, msg.id, '❤️');
    await react(cat, msg.id, '🎉', false);

    await waitFor(() => heard.length === 5, 3000, 'five channel_reactions_updated');
    expect(heard.at(-1)).toEqual({
      type: 'channel_reactions_updated',
      groupId,
      messageId: msg.id,
      reactions: [
        { emoji: '❤️', count: 1, reactors: [{ id: bob.id, name: 'Bob Baker' }] },
        {
          emoji: '🎉',
          count: 2,
          reactors: [
            { id: ann.id, name: 'Ann Archer' },
            { id: bob.id, name: 'Bob Baker' },
          ],
        },
      ],
    });
    const page = (await api.page(cat)).body;
    expect(page.messages[0]?.reactions.map((r) => [r.emoji, r.count, r.mine])).toEqual([
      ['❤️', 1, false],
      ['🎉', 2, false],
    ]);
  });

  it('keeps reactions to the channel’s writers: outsiders 404, readers refused, unknown emoji 400', async () => {
    const msg = await api.post(ann, 'Hello chapter');
    const other = await channelGroup(t, 'Elsewhere');
    const eve = await person(t, other.id, 'Eve Outsider');
    expect((await react(eve, msg.id, '👍')).statusCode).toBe(404);
    expect((await edit(eve, msg.id, 'hijack')).statusCode).toBe(404);
    const sub = await person(t, groupId, 'Sam Substitute', 'Substitute');
    expect((await react(sub, msg.id, '👍')).statusCode).toBe(403);
    const unknown = { params: { id: msg.id, emoji: 'thumbsup' } };
    expect((await api.as(bob).raw('PUT /api/chapter/messages/:id/reactions/:emoji', unknown)).statusCode).toBe(400);
  });

  it('replies quote a live message of the same channel; another group’s message is refused', async () => {
    const question = await api.post(ann, 'Any plumbers here?');
    const other = await channelGroup(t, 'Elsewhere');
    const eve = await person(t, other.id, 'Eve Outsider');
    const foreign = await api.post(eve, 'Elsewhere news');

    const heard = await listen(cat);
    const answer = await reply(bob, 'My cousin is one', question.id);
    expect(answer.statusCode).toBe(201);
    const quote = { id: question.id, senderName: 'Ann Archer', excerpt: 'Any plumbers here?', deleted: false };
    expect(answer.body.replyTo).toEqual(quote);
    await waitFor(() => heard.length > 0, 3000, 'the reply on the channel');
    expect(heard[0]).toMatchObject({ type: 'channel_message', message: { replyTo: quote } });
    expect((await reply(bob, 'Cross-chapter', foreign.id)).statusCode).toBe(404);

    await api.remove(ann, question.id);
    const page = (await api.page(cat)).body;
    expect(page.messages.at(-1)?.replyTo).toEqual({ ...quote, excerpt: '', deleted: true });
  });

  it('lets the sender edit within 15 minutes, live for everyone, and refuses someone else or too late', async () => {
    const msg = await api.post(ann, 'Breakfast at 7');
    const heard = await listen(bob);
    expect((await edit(bob, msg.id, 'Breakfast at 6')).statusCode).toBe(404);
    t.clock.advance(15 * 60_000);
    const ok = await edit(ann, msg.id, 'Breakfast at 7:30');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatchObject({ content: 'Breakfast at 7:30', editedAt: '2026-03-02T09:15:00.000Z' });
    await waitFor(() => heard.length === 1, 3000, 'channel_message_edited');
    expect(heard[0]).toEqual({
      type: 'channel_message_edited',
      groupId,
      messageId: msg.id,
      content: 'Breakfast at 7:30',
      editedAt: '2026-03-02T09:15:00.000Z',
    });
    t.clock.advance(1);
    const late = await edit(ann, msg.id, 'Breakfast at 8');
    expect(late.statusCode).toBe(403);
    expect(late.error.message).toMatch(/15 minutes/);
    expect((await api.page(bob)).body.messages[0]).toMatchObject({ content: 'Breakfast at 7:30' });
  });
});
