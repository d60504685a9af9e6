import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, loginAs } from '../test/factories.ts';
import {
  connected,
  groupMembers,
  type LiveApp,
  type Member,
  RawSocket,
  sdkClient,
  sendMessage,
  startLiveApp,
  waitFor,
} from '../test/realtime-kit.ts';

/** Subscribes with a raw command and returns the error code (0 when subscribed). */
async function subscribeCode(raw: RawSocket, channel: string): Promise<number> {
  const reply = await raw.command({ subscribe: { channel } });
  return (reply.error as { code: number } | undefined)?.code ?? 0;
}

describe('channel authorisation', () => {
  let app: LiveApp;
  let ann: Member;
  let bob: Member;
  let eve: Member;
  let conversationId: number;
  const sockets: { close(): void }[] = [];

  beforeEach(async () => {
    app = await startLiveApp();
    [ann, bob] = (await groupMembers(app, 2)) as [Member, Member];
    [eve] = (await groupMembers(app, 1)) as [Member];
    conversationId = (await sendMessage(app, ann, { recipientId: bob.id })).conversationId;
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await app.close();
  });

  async function rawAs(m: Member): Promise<RawSocket> {
    const raw = await RawSocket.open(app);
    sockets.push(raw);
    await raw.connect(m.token);
    return raw;
  }
  function sdkAs(m: Member): Centrifuge {
    const c = sdkClient(app, m.token);
    sockets.push({ close: () => c.disconnect() });
    return c;
  }

  it('lets users subscribe only to their own channels and to conversations they are in', async () => {
    const raw = await rawAs(ann);
    const expectations: [string, number][] = [
      [channels.inbox(ann.id), 0],
      [channels.inbox(bob.id), 103],
      [channels.typingUser(ann.id), 0],
      [channels.typingUser(bob.id), 103],
      [channels.activityGiven(ann.id), 0],
      [channels.activityReceived(bob.id), 103],
      [channels.mentorship(ann.id), 0],
      [channels.mentorship(bob.id), 103],
      [channels.notifications(ann.id), 0],
      [channels.notifications(bob.id), 103],
      [channels.conversation(conversationId), 0],
      [channels.typingConversation(conversationId), 0],
      [channels.news, 0],
      ['secret', 102],
      ['inbox:abc', 102],
      [`inbox:${ann.id}x`, 102],
    ];
    for (const [channel, code] of expectations)
      expect([channel, await subscribeCode(raw, channel)]).toEqual([channel, code]);
    expect(await subscribeCode(raw, channels.news)).toBe(105);

    const outsider = await rawAs(eve);
    expect(await subscribeCode(outsider, channels.conversation(conversationId))).toBe(103);
    expect(await subscribeCode(outsider, channels.typingConversation(conversationId))).toBe(103);
    expect(await subscribeCode(outsider, channels.conversation(999_999))).toBe(103);
    const history = await outsider.command({ history: { channel: channels.conversation(conversationId), limit: 10 } });
    expect(history.error).toMatchObject({ code: 103 });
    const presence = await outsider.command({ presence: { channel: channels.conversation(conversationId) } });
    expect(presence.error).toMatchObject({ code: 103 });
  });

  it('unsubscribes idempotently and closes with 3505 past the channel limit', async () => {
    app.ctx.realtime.tuning.maxChannels = 6;
    const raw = await rawAs(ann);
    expect((await raw.command({ unsubscribe: { channel: 'news' } })).unsubscribe).toEqual({});
    for (const ch of [
      channels.news,
      channels.inbox(ann.id),
      channels.typingUser(ann.id),
      channels.activityGiven(ann.id),
    ]) {
      expect(await subscribeCode(raw, ch)).toBe(0);
    }
    expect(await subscribeCode(raw, channels.activityReceived(ann.id))).toBe(0);
    expect(await subscribeCode(raw, channels.conversation(conversationId))).toBe(0);
    raw.send(JSON.stringify({ id: 99, subscribe: { channel: channels.typingConversation(conversationId) } }));
    expect(await raw.closed()).toBe(3505);
  });

  it('accepts only typing events from clients, stamped with the publisher and forwarded to the other participant', async () => {
    const annClient = sdkAs(ann);
    const bobClient = sdkAs(bob);
    await Promise.all([connected(annClient), connected(bobClient)]);
    const received: PublicationContext[] = [];
    const bobTyping = bobClient.newSubscription(channels.typingUser(bob.id));
    bobTyping.on('publication', (ctx) => received.push(ctx));
    const bobConversation = bobClient.newSubscription(channels.typingConversation(conversationId));
    bobConversation.on('publication', (ctx) => received.push(ctx));
    bobTyping.subscribe();
    bobConversation.subscribe();
    await Promise.all([bobTyping.ready(), bobConversation.ready()]);

    const typing = { type: 'typing', userId: 12345, userName: 'Mallory', isTyping: true, conversationId, timestamp: 1 };
    await annClient.publish(channels.typingConversation(conversationId), typing);
    await waitFor(() => received.length === 2, 3000, 'typing pushes');
    for (const ctx of received) {
      expect(ctx.data).toEqual({ ...typing, userId: ann.id, userName: ann.name });
      expect(ctx.info?.user).toBe(String(ann.id));
    }

    const denied = async (channel: string, data: unknown) =>
      annClient.publish(channel, data).then(
        () => 0,
        (e: { code: number }) => e.code,
      );
    expect(await denied(channels.inbox(bob.id), { type: 'new_message' })).toBe(103);
    expect(await denied(channels.news, { hello: 1 })).toBe(103);
    expect(await denied(channels.conversation(conversationId), typing)).toBe(103);
    expect(await denied(channels.typingConversation(conversationId), { type: 'typing' })).toBe(103);
    expect(await denied(channels.typingConversation(conversationId), { ...typing, conversationId: 7 })).toBe(103);
    expect(await denied('nowhere', typing)).toBe(102);
    const eveClient = sdkAs(eve);
    await connected(eveClient);
    const eveTyping = { ...typing, userId: eve.id };
    expect(await eveClient.publish(channels.typingConversation(conversationId), eveTyping).catch((e) => e.code)).toBe(
      103,
    );
  });

  it('offers presence (and join/leave on request) on conversation channels only', async () => {
    const bobClient = sdkAs(bob);
    await connected(bobClient);
    const joins: string[] = [];
    const bobSub = bobClient.newSubscription(channels.conversation(conversationId), { joinLeave: true });
    bobSub.on('join', (ctx) => joins.push(`join ${ctx.info.user}`));
    bobSub.on('leave', (ctx) => joins.push(`leave ${ctx.info.user}`));
    bobSub.subscribe();
    await bobSub.ready();
    const annClient = sdkAs(ann);
    await connected(annClient);
    const sub = annClient.newSubscription(channels.conversation(conversationId));
    sub.subscribe();
    await sub.ready();
    await waitFor(() => joins.includes(`join ${ann.id}`), 3000, 'join push');
    expect(Object.keys((await bobClient.presence(channels.conversation(conversationId))).clients)).toHaveLength(2);
    sub.unsubscribe();
    await waitFor(() => joins.includes(`leave ${ann.id}`), 3000, 'leave push');
    bobSub.unsubscribe();
    sub.subscribe();
    await sub.ready();
    const presence = await annClient.presence(channels.conversation(conversationId));
    expect(Object.values(presence.clients).map((c) => c.user)).toEqual([String(ann.id)]);
    const stats = await annClient.presenceStats(channels.conversation(conversationId));
    expect(stats).toEqual({ numClients: 1, numUsers: 1 });
    await expect(annClient.presence(channels.inbox(ann.id))).rejects.toMatchObject({ code: 108 });
    await expect(annClient.history(channels.typingUser(ann.id), { limit: 1 })).rejects.toMatchObject({ code: 108 });
  });

  it('lets a platform admin message anyone and subscribe to that conversation', async () => {
    const admin = await buildAdmin(app.ctx);
    const token = await loginAs(app.app, admin.email);
    const boss: Member = { id: admin.id, name: admin.name, email: admin.email, token };
    const { conversationId: cid } = await sendMessage(app, boss, { recipientId: eve.id });
    const raw = await rawAs(boss);
    expect(await subscribeCode(raw, channels.conversation(cid))).toBe(0);
    expect(await subscribeCode(raw, channels.conversation(conversationId))).toBe(103);
  });
});
