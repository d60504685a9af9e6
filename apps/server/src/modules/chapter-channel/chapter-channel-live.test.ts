import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext, SubscribedContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GroupRow } from '../../test/factories.ts';
import {
  connected,
  type LiveApp,
  type Member,
  RawSocket,
  sdkClient,
  startLiveApp,
  waitFor,
} from '../../test/realtime-kit.ts';
import type { BodyOf } from '../../test/test-client.ts';
import { channelApi, channelGroup, person } from './chapter-channel-test-kit.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const brokers = [{ broker: 'memory', redisUrl: undefined }, ...(redisUrl ? [{ broker: 'redis', redisUrl }] : [])];

type Data = { type: string; message?: { id: number; content: string; kind: string }; [k: string]: unknown };

describe.each(brokers)('chapter channel live ($broker broker)', ({ redisUrl }) => {
  let app: LiveApp;
  let group: GroupRow;
  let ann: Member;
  let bob: Member;
  let cat: Member;
  let api: ReturnType<typeof channelApi>;
  const clients: Centrifuge[] = [];
  const sockets: RawSocket[] = [];

  beforeEach(async () => {
    app = await startLiveApp({ redisUrl, limits: { messagesPerMinute: 1_000 } });
    group = await channelGroup(app);
    ann = await person(app, group.id, 'Ann Archer');
    bob = await person(app, group.id, 'Bob Baker');
    cat = await person(app, group.id, 'Cat Cooper');
    api = channelApi(app);
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    for (const s of sockets.splice(0)) s.close();
    await app.close();
  });

  /** A member's SDK client listening on a channel; records every publication and subscribed event. */
  async function listen(m: Member, channel: string) {
    const client = sdkClient(app, m.token);
    clients.push(client);
    await connected(client);
    const pubs: PublicationContext[] = [];
    const subscribed: SubscribedContext[] = [];
    const sub = client.newSubscription(channel);
    sub.on('publication', (ctx) => pubs.push(ctx));
    sub.on('subscribed', (ctx) => subscribed.push(ctx));
    sub.subscribe();
    await sub.ready();
    const data = () => pubs.map((p) => p.data as Data);
    return { client, pubs, subscribed, data };
  }

  async function subscribeCode(m: Member, channel: string): Promise<number> {
    const raw = await RawSocket.open(app);
    sockets.push(raw);
    await raw.connect(m.token);
    const reply = await raw.command({ subscribe: { channel } });
    return (reply.error as { code: number } | undefined)?.code ?? 0;
  }

  it('delivers a message to every member live, and lets in only the group’s readers', async () => {
    const chapter = channels.chapter(group.id);
    const sides = await Promise.all([ann, bob, cat].map((m) => listen(m, chapter)));
    const sent = await api.post(ann, 'Breakfast is on me this week');
    await waitFor(() => sides.every((s) => s.pubs.length === 1), 3000, 'channel_message on all three');
    for (const s of sides) {
      expect(s.data()[0]).toEqual({ type: 'channel_message', message: expect.objectContaining({ id: sent.id }) });
    }

    const other = await channelGroup(app, 'Elsewhere');
    const eve = await person(app, other.id, 'Eve Outsider', 'President');
    const sub = await person(app, group.id, 'Sam Substitute', 'Substitute');
    const vera = await person(app, group.id, 'Vera Visitor', 'Visitor');
    expect(await subscribeCode(eve, chapter)).toBe(103);
    expect(await subscribeCode(eve, channels.chapter(other.id))).toBe(0);
    expect(await subscribeCode(sub, chapter)).toBe(0);
    expect(await subscribeCode(vera, chapter)).toBe(103);
    expect(await subscribeCode(ann, 'chapter:abc')).toBe(102);
    // Nothing of the chapter's goes out on `news`, which every group's members may read.
    const news = await listen(eve, channels.news);
    await api.post(bob, 'Still only ours');
    await waitFor(() => sides.every((s) => s.pubs.length === 2));
    expect(news.pubs).toEqual([]);
  });

  it('stops at once what a substitute receives when the group withdraws their reading', async () => {
    const chapter = channels.chapter(group.id);
    const sam = await person(app, group.id, 'Sam Substitute', 'Substitute');
    const president = await person(app, group.id, 'Pat President', 'President');
    const samSide = await listen(sam, chapter);
    const annSide = await listen(ann, chapter);
    const unsubscribed: Array<{ code: number }> = [];
    samSide.client.getSubscription(chapter)?.on('unsubscribed', (ctx) => unsubscribed.push(ctx));
    await api.post(ann, 'Before the change');
    await waitFor(() => samSide.pubs.length === 1 && annSide.pubs.length === 1);

    const changed = await api.as(president).call('PUT /api/groups/:groupId', {
      params: { groupId: group.id },
      body: { channelSubstitutes: 'none' },
    });
    expect(changed.statusCode).toBe(200);
    await waitFor(() => unsubscribed.length === 1, 3000, 'the server unsubscribes the substitute');
    expect(unsubscribed[0]?.code).toBe(2000);
    await api.post(ann, 'After the change');
    await waitFor(() => annSide.pubs.length === 2);
    expect(samSide.data().map((d) => d.message?.content)).toEqual(['Before the change']);
    // The member keeps the channel; the substitute cannot come back in.
    expect(await subscribeCode(sam, chapter)).toBe(103);
    expect(await subscribeCode(bob, chapter)).toBe(0);
  });

  it('tells only the person named, on their own channel, and the writer their counts', async () => {
    const annInbox = await listen(ann, channels.inbox(ann.id));
    const bobInbox = await listen(bob, channels.inbox(bob.id));
    const catInbox = await listen(cat, channels.inbox(cat.id));
    const sent = await api.post(ann, 'Thanks @Bob Baker for the referral', { mentions: [bob.id] });
    await waitFor(() => bobInbox.pubs.length === 1 && annInbox.pubs.length === 1, 3000, 'mention and read state');
    expect(bobInbox.data()[0]).toEqual({
      type: 'channel_mention',
      message: expect.objectContaining({ id: sent.id, mentions: [{ userId: bob.id, name: 'Bob Baker' }] }),
      mentionCount: 1,
    });
    expect(annInbox.data()[0]).toEqual({
      type: 'channel_read',
      groupId: group.id,
      lastReadId: sent.id,
      unreadCount: 0,
      mentionCount: 0,
    });
    // Bob reads on one device: his other devices hear his new counts.
    await api.read(bob);
    await waitFor(() => bobInbox.pubs.length === 2);
    expect(bobInbox.data()[1]).toMatchObject({ type: 'channel_read', unreadCount: 0, mentionCount: 0 });
    // Deleting an unread message that names Cat gives her the corrected counts.
    const naming = await api.post(ann, 'Cat, are you in? @Cat Cooper', { mentions: [cat.id] });
    await waitFor(() => catInbox.pubs.length === 1);
    expect(catInbox.data()[0]).toMatchObject({ type: 'channel_mention', mentionCount: 1 });
    await api.remove(ann, naming.id);
    await waitFor(() => catInbox.pubs.length === 2);
    expect(catInbox.data()[1]).toMatchObject({ type: 'channel_read', unreadCount: 1, mentionCount: 0 });
    expect(bobInbox.data().map((d) => d.type)).toEqual(['channel_mention', 'channel_read']);
  });

  it('recovers what a member missed while away, in order and once, and pushes deletions and pins', async () => {
    const chapter = channels.chapter(group.id);
    const bobSide = await listen(bob, chapter);
    const first = await api.post(ann, 'one');
    await waitFor(() => bobSide.pubs.length === 1);
    bobSide.client.disconnect();
    const missed = [await api.post(ann, 'two'), await api.post(cat, 'three')];
    bobSide.client.connect();
    await waitFor(() => bobSide.pubs.length === 3, 5000, 'recovered publications');
    expect(bobSide.subscribed.at(-1)).toMatchObject({ wasRecovering: true, recovered: true });
    expect(bobSide.data().map((d) => d.message?.id)).toEqual([first.id, ...missed.map((m) => m.id)]);

    const secretary = await person(app, group.id, 'Sue Secretary', 'Secretary Treasurer');
    await api.pin(secretary, first.id);
    await api.remove(secretary, first.id);
    await waitFor(() => bobSide.pubs.length === 6);
    expect(bobSide.data().slice(3)).toEqual([
      { type: 'channel_pinned', groupId: group.id, pinned: expect.objectContaining({ message: expect.any(Object) }) },
      { type: 'channel_message_deleted', groupId: group.id, messageId: first.id, senderId: ann.id, mentionIds: [] },
      { type: 'channel_pinned', groupId: group.id, pinned: null },
    ]);
  });

  it('posts a leadership announcement to all members into the channel, pinned; a targeted one stays out', async () => {
    const secretary = await person(app, group.id, 'Sue Secretary', 'Secretary Treasurer');
    const bobSide = await listen(bob, channels.chapter(group.id));
    const broadcast = (body: BodyOf<'POST /api/messaging/broadcasts'>) =>
      api.as(secretary).call('POST /api/messaging/broadcasts', { body });
    const sent = await broadcast({
      channel: 'email',
      audience: { type: 'all' },
      subject: 'Venue change',
      body: 'We meet at the library from next week.',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.body.message).toMatch(/Also posted and pinned in the chapter channel\.$/);
    await waitFor(() => bobSide.pubs.length === 2, 3000, 'announcement and pin');
    expect(bobSide.data()[0]).toEqual({
      type: 'channel_message',
      message: expect.objectContaining({
        kind: 'announcement',
        senderName: 'Sue Secretary',
        content: 'Venue change\n\nWe meet at the library from next week.',
      }),
    });
    expect(bobSide.data()[1]).toMatchObject({ type: 'channel_pinned', pinned: { pinnedBy: { id: secretary.id } } });
    const summary = (await api.summary(bob)).body;
    expect(summary).toMatchObject({ unreadCount: 1, pinned: { message: { kind: 'announcement' } } });

    const quiet = await broadcast({ channel: 'sms', audience: { type: 'roles', roles: ['Member'] }, body: 'Hi' });
    const optedOut = await broadcast({
      channel: 'sms',
      audience: { type: 'all' },
      body: 'Not here',
      postToChannel: false,
    });
    expect([quiet.statusCode, optedOut.statusCode]).toEqual([201, 201]);
    expect((await api.page(bob)).body.messages).toHaveLength(1);
    expect(bobSide.pubs).toHaveLength(2);
  });
});
