import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext, SubscribedContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelApi, channelGroup, person } from '../modules/chapter-channel/chapter-channel-test-kit.ts';
import {
  connected,
  groupMembers,
  type LiveApp,
  type Member,
  sdkClient,
  sendMessage,
  startLiveApp,
  waitFor,
} from '../test/realtime-kit.ts';
import { testClient } from '../test/test-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const brokers = [{ broker: 'memory', redisUrl: undefined }, ...(redisUrl ? [{ broker: 'redis', redisUrl }] : [])];

/**
 * A deleted or edited message must not stay readable in the real-time history (docs/realtime.md "Missed
 * messages"): a client that recovers, or asks for history, gets the tombstone or the new text, never the old one.
 */
describe.each(brokers)('history after a delete or an edit ($broker broker)', ({ redisUrl }) => {
  let app: LiveApp;
  const clients: Centrifuge[] = [];

  beforeEach(async () => {
    app = await startLiveApp({ redisUrl });
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await app.close();
  });

  async function client(m: Member) {
    const c = sdkClient(app, m.token);
    clients.push(c);
    await connected(c);
    return c;
  }

  /** A subscription recording what it receives, live or recovered. */
  async function follow(c: Centrifuge, channel: string) {
    const pubs: PublicationContext[] = [];
    const subscribed: SubscribedContext[] = [];
    const sub = c.newSubscription(channel);
    sub.on('publication', (ctx) => pubs.push(ctx));
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    await sub.ready();
    return { pubs, subscribed };
  }

  const history = async (c: Centrifuge, channel: string) =>
    JSON.stringify((await c.history(channel, { limit: -1 })).publications.map((p) => p.data));

  it('a deleted direct message is gone from both inboxes and the conversation, and recovery brings no text', async () => {
    const [ann, bob] = (await groupMembers(app, 2)) as [Member, Member];
    const bobClient = await client(bob);
    const inbox = await follow(bobClient, channels.inbox(bob.id));
    await sendMessage(app, ann, { recipientId: bob.id }, 'hello');
    await waitFor(() => inbox.pubs.length === 1);
    // Bob is away while the message is sent and deleted: on his return he recovers both.
    bobClient.disconnect();
    const sent = await sendMessage(app, ann, { recipientId: bob.id }, 'my bank PIN is 4321');
    const del = await testClient(app.app, ann).call('DELETE /api/inbox/messages/:id', { params: { id: sent.id } });
    expect(del.statusCode).toBe(204);
    bobClient.connect();
    await waitFor(() => inbox.subscribed.length === 2, 5000, 'recovery');
    await waitFor(() => inbox.pubs.length >= 3, 5000, 'recovered publications');
    expect(inbox.subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    expect(JSON.stringify(inbox.pubs.slice(1).map((p) => p.data))).not.toContain('4321');
    // The offsets stay as they were: only the text went.
    expect(inbox.pubs.map((p) => p.offset)).toEqual([1, 2, 3]);

    const annClient = await client(ann);
    for (const [c, channel] of [
      [bobClient, channels.inbox(bob.id)],
      [annClient, channels.inbox(ann.id)],
      [bobClient, channels.conversation(sent.conversationId)],
    ] as const) {
      const text = await history(c, channel);
      expect(text).toContain('message_deleted');
      expect(text).not.toContain('4321');
    }
  });

  it('an edited direct message recovers with its new text only, and a reply quotes the new text', async () => {
    const [ann, bob] = (await groupMembers(app, 2)) as [Member, Member];
    const sent = await sendMessage(app, ann, { recipientId: bob.id }, 'meet at the old pier');
    const reply = await testClient(app.app, bob).call('POST /api/inbox/messages', {
      body: { recipientId: ann.id, content: 'ok', clientMessageId: 'reply-1', replyToId: sent.id },
    });
    expect(reply.statusCode).toBe(201);
    for (const content of ['meet at the new pier', 'meet at the harbour']) {
      const edit = await testClient(app.app, ann).call('PATCH /api/inbox/messages/:id', {
        params: { id: sent.id },
        body: { content },
      });
      expect(edit.statusCode).toBe(200);
    }

    // Bob connects now and recovers from the start of the stream: he must still get the message.
    const bobClient = await client(bob);
    const text = await history(bobClient, channels.inbox(bob.id));
    expect(text).not.toContain('old pier');
    expect(text).not.toContain('new pier');
    const pubs = (await bobClient.history(channels.inbox(bob.id), { limit: -1 })).publications.map((p) => p.data);
    expect(pubs[0]).toMatchObject({ type: 'new_message', message: { id: sent.id, content: 'meet at the harbour' } });
    expect(pubs[1]).toMatchObject({ type: 'new_message', message: { replyTo: { id: sent.id, deleted: false } } });
    expect(JSON.stringify(pubs[1])).toContain('harbour');
    expect(pubs.at(-1)).toMatchObject({ type: 'message_edited', content: 'meet at the harbour' });
    expect(await history(bobClient, channels.conversation(sent.conversationId))).not.toContain('pier');
  });

  it('a deleted chapter message is gone from the channel, its pin and the mention of the person it named', async () => {
    const group = await channelGroup(app);
    const api = channelApi(app);
    const ann = await person(app, group.id, 'Ann Lee', 'President');
    const bob = await person(app, group.id, 'Bob Ray');
    const bobClient = await client(bob);
    const chapter = await follow(bobClient, channels.chapter(group.id));
    await api.post(ann, 'good morning');
    await waitFor(() => chapter.pubs.length === 1);
    // Bob is away while the message is posted, pinned and deleted: on his return he recovers all of it.
    bobClient.disconnect();
    const message = await api.post(ann, 'the vault code is 9876 @Bob Ray', { mentions: [bob.id] });
    expect((await api.pin(ann, message.id)).statusCode).toBe(200);

    expect((await api.remove(ann, message.id)).statusCode).toBe(204);
    bobClient.connect();
    await waitFor(() => chapter.subscribed.length === 2, 5000, 'recovery');
    // The message, its pin, the deletion and the unpin.
    await waitFor(() => chapter.pubs.length >= 5, 5000, 'recovered publications');
    expect(chapter.subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    expect(JSON.stringify(chapter.pubs.slice(1).map((p) => p.data))).not.toContain('9876');

    const channelText = await history(bobClient, channels.chapter(group.id));
    expect(channelText).toContain('channel_message_deleted');
    expect(channelText).not.toContain('9876');
    expect(await history(bobClient, channels.inbox(bob.id))).not.toContain('9876');
  });

  it('an edited chapter message recovers with its new text, in the channel, its pin and the mention', async () => {
    const group = await channelGroup(app);
    const api = channelApi(app);
    const ann = await person(app, group.id, 'Ann Lee', 'President');
    const bob = await person(app, group.id, 'Bob Ray');
    const message = await api.post(ann, 'dinner at Luigi, @Bob Ray', { mentions: [bob.id] });
    expect((await api.pin(ann, message.id)).statusCode).toBe(200);
    const edit = await testClient(app.app, ann).call('PATCH /api/chapter/messages/:id', {
      params: { id: message.id },
      body: { content: 'dinner at Marco, @Bob Ray' },
    });
    expect(edit.statusCode).toBe(200);

    const bobClient = await client(bob);
    const pubs = (await bobClient.history(channels.chapter(group.id), { limit: -1 })).publications.map((p) => p.data);
    expect(JSON.stringify(pubs)).not.toContain('Luigi');
    expect(pubs[0]).toMatchObject({
      type: 'channel_message',
      message: { id: message.id, content: 'dinner at Marco, @Bob Ray' },
    });
    expect(pubs[1]).toMatchObject({
      type: 'channel_pinned',
      pinned: { message: { content: 'dinner at Marco, @Bob Ray' } },
    });
    const mention = await history(bobClient, channels.inbox(bob.id));
    expect(mention).toContain('channel_mention');
    expect(mention).not.toContain('Luigi');
  });
});
