import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext, SubscribedContext, Subscription } from 'centrifuge';
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
} from '../test/realtime-kit.ts';
import { testClient } from '../test/test-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const brokers = [{ broker: 'memory', redisUrl: undefined }, ...(redisUrl ? [{ broker: 'redis', redisUrl }] : [])];

describe.each(brokers)('delivery and recovery ($broker broker)', ({ redisUrl }) => {
  let app: LiveApp;
  let ann: Member;
  let bob: Member;
  const clients: Centrifuge[] = [];

  beforeEach(async () => {
    app = await startLiveApp({ redisUrl });
    [ann, bob] = (await groupMembers(app, 2)) as [Member, Member];
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await app.close();
  });

  /** Bob's client subscribed to his inbox, recording every publication and subscribed event. */
  async function bobInbox() {
    const client = sdkClient(app, bob.token);
    clients.push(client);
    await connected(client);
    const pubs: PublicationContext[] = [];
    const subscribed: SubscribedContext[] = [];
    const sub: Subscription = client.newSubscription(channels.inbox(bob.id));
    sub.on('publication', (ctx) => pubs.push(ctx));
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    await sub.ready();
    const ids = () => pubs.map((p) => (p.data as { message: { id: number } }).message.id);
    return { client, sub, pubs, subscribed, ids };
  }

  it('pushes a message sent over HTTP to the recipient, the sender and the conversation', async () => {
    const bobSide = await bobInbox();
    const annClient = sdkClient(app, ann.token);
    clients.push(annClient);
    await connected(annClient);
    const annPubs: PublicationContext[] = [];
    const annSub = annClient.newSubscription(channels.inbox(ann.id));
    annSub.on('publication', (ctx) => annPubs.push(ctx));
    annSub.subscribe();
    await annSub.ready();

    const sent = await sendMessage(app, ann, { recipientId: bob.id }, 'Hi Bob');
    await waitFor(() => bobSide.pubs.length === 1 && annPubs.length === 1, 3000, 'new_message pushes');
    const push = bobSide.pubs[0];
    expect(push?.data).toEqual({
      type: 'new_message',
      message: expect.objectContaining({
        id: sent.id,
        senderId: ann.id,
        recipientId: bob.id,
        conversationId: sent.conversationId,
        senderName: ann.name,
        content: 'Hi Bob',
        isRead: false,
        sentAt: expect.any(String),
      }),
    });
    expect(push?.offset).toBe(1);

    // Reading: the reader's inbox gets its unread count; the sender learns which messages were read.
    const conversation = bobSide.client.newSubscription(channels.conversation(sent.conversationId));
    const conversationPubs: PublicationContext[] = [];
    conversation.on('publication', (ctx) => conversationPubs.push(ctx));
    conversation.subscribe();
    await conversation.ready();
    const read = await testClient(app.app, bob).ok('POST /api/inbox/conversations/:id/read', {
      params: { id: sent.conversationId },
    });
    expect(read).toEqual({ conversationId: sent.conversationId, messageIds: [sent.id], unreadCount: 0 });
    await waitFor(() => bobSide.pubs.length === 2 && annPubs.length === 2 && conversationPubs.length === 1);
    expect(bobSide.pubs[1]?.data).toEqual({
      type: 'message_read',
      conversationId: sent.conversationId,
      readerId: bob.id,
      unreadCount: 0,
    });
    const status = {
      type: 'read_status_update',
      conversationId: sent.conversationId,
      messageIds: [sent.id],
      isRead: true,
    };
    expect(annPubs[1]?.data).toEqual(status);
    expect(conversationPubs[0]?.data).toEqual(status);

    const del = await testClient(app.app, ann).call('DELETE /api/inbox/messages/:id', { params: { id: sent.id } });
    expect(del.statusCode).toBe(204);
    await waitFor(() => bobSide.pubs.length === 3 && conversationPubs.length === 2);
    expect(bobSide.pubs[2]?.data).toEqual({
      type: 'message_deleted',
      messageId: sent.id,
      conversationId: sent.conversationId,
      unreadCount: 0,
    });
  });

  it('recovers every message missed while disconnected, in order and once', async () => {
    const bobSide = await bobInbox();
    const first = await sendMessage(app, ann, { recipientId: bob.id }, 'one');
    await waitFor(() => bobSide.pubs.length === 1);
    bobSide.client.disconnect();
    const missed = [];
    for (const text of ['two', 'three', 'four'])
      missed.push((await sendMessage(app, ann, { recipientId: bob.id }, text)).id);
    bobSide.client.connect();
    await waitFor(() => bobSide.pubs.length === 4, 5000, 'recovered publications');
    expect(bobSide.subscribed.at(-1)).toMatchObject({ wasRecovering: true, recovered: true });

    // Live delivery continues from there; a duplicate of a recovered message would have arrived before it.
    const after = await sendMessage(app, ann, { recipientId: bob.id }, 'five');
    await waitFor(() => bobSide.pubs.length >= 5);
    expect(bobSide.ids()).toEqual([first.id, ...missed, after.id]);
    expect(bobSide.pubs.map((p) => p.offset)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reports recovered:false beyond the history window, so the app reloads over HTTP', async () => {
    app.ctx.realtime.tuning.historySize = 3;
    const bobSide = await bobInbox();
    await sendMessage(app, ann, { recipientId: bob.id }, 'seen');
    await waitFor(() => bobSide.pubs.length === 1);
    bobSide.client.disconnect();
    for (let i = 0; i < 5; i++) await sendMessage(app, ann, { recipientId: bob.id }, `missed ${i}`);
    bobSide.client.connect();
    await waitFor(() => bobSide.subscribed.length === 2, 5000, 'resubscribe');
    expect(bobSide.subscribed[1]).toMatchObject({ wasRecovering: true, recovered: false });
    expect(bobSide.pubs).toHaveLength(1);
    expect(await testClient(app.app, bob).ok('GET /api/inbox')).toMatchObject({ unreadCount: 6, totalCount: 1 });
    // From the new position live delivery is gap-free again.
    await sendMessage(app, ann, { recipientId: bob.id }, 'live');
    await waitFor(() => bobSide.pubs.length === 2);
    expect(bobSide.pubs[1]?.offset).toBe(7);
  });

  it('makes the client resubscribe and recover when the live stream skips offsets (unsubscribe 2500)', async () => {
    const bobSide = await bobInbox();
    const first = await sendMessage(app, ann, { recipientId: bob.id }, 'one');
    await waitFor(() => bobSide.pubs.length === 1);
    const epoch = bobSide.subscribed[0]?.streamPosition?.epoch ?? '';
    // As if the broker lost offsets 2–4 on the way to this process.
    app.ctx.realtime.onPublication(channels.inbox(bob.id), { body: '{"data":{"type":"ghost"}}', offset: 5, epoch });
    await waitFor(() => bobSide.subscribed.length === 2, 3000, 'resubscribe');
    expect(bobSide.subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true });
    const next = await sendMessage(app, ann, { recipientId: bob.id }, 'two');
    await waitFor(() => bobSide.pubs.length === 2);
    expect(bobSide.ids()).toEqual([first.id, next.id]);
  });

  it('serves history with since/limit/reverse and refuses a foreign epoch with 112', async () => {
    const bobSide = await bobInbox();
    for (const text of ['a', 'b', 'c']) await sendMessage(app, ann, { recipientId: bob.id }, text);
    const contents = (pubs: PublicationContext[]) =>
      pubs.map((p) => (p.data as { message: { content: string } }).message.content);
    const channel = channels.inbox(bob.id);
    const top = await bobSide.client.history(channel, { limit: 0 });
    expect(top.publications).toEqual([]);
    expect(top.offset).toBe(3);
    const all = await bobSide.client.history(channel, { limit: -1 });
    expect(contents(all.publications)).toEqual(['a', 'b', 'c']);
    const since = await bobSide.client.history(channel, { limit: 10, since: { offset: 1, epoch: top.epoch } });
    expect(contents(since.publications)).toEqual(['b', 'c']);
    const latest = await bobSide.client.history(channel, { limit: 2, reverse: true });
    expect(contents(latest.publications)).toEqual(['c', 'b']);
    await expect(
      bobSide.client.history(channel, { limit: 10, since: { offset: 1, epoch: 'not-the-epoch' } }),
    ).rejects.toMatchObject({ code: 112 });
  });
});
