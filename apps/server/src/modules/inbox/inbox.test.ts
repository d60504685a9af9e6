import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { groupMembers, type Member, sendMessage } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, type QueryOf, testClient } from '../../test/test-client.ts';

type Message = BodyOf<'POST /api/inbox/messages'>;

describe('inbox API', () => {
  let t: TestApp;
  let ann: Member;
  let bob: Member;
  let cat: Member;
  beforeEach(async () => {
    // These tests send in bursts; the per-sender budget has its own test below.
    t = await createTestApp({ limits: { messagesPerMinute: 1_000 } });
    [ann, bob, cat] = (await groupMembers(t, 3)) as [Member, Member, Member];
  });
  afterEach(() => t.close());

  const inbox = (m: Member, query: QueryOf<'GET /api/inbox'> = {}) =>
    testClient(t.app, m).call('GET /api/inbox', { query });
  const conversation = (m: Member, id: number, query: QueryOf<'GET /api/inbox/conversations/:id'> = {}) =>
    testClient(t.app, m).call('GET /api/inbox/conversations/:id', { params: { id }, query });
  const markRead = (m: Member, id: number) =>
    testClient(t.app, m).call('POST /api/inbox/conversations/:id/read', { params: { id } });
  const send = (m: Member, body: Message) => testClient(t.app, m).call('POST /api/inbox/messages', { body });

  it('stores a message with the seed fields, trimmed, and validates the body', async () => {
    const res = await send(ann, { recipientId: bob.id, content: '  Hello Bob  ', clientMessageId: 'c-1' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      senderId: ann.id,
      recipientId: bob.id,
      conversationId: expect.any(Number),
      senderName: ann.name,
      recipientName: bob.name,
      content: 'Hello Bob',
      isRead: false,
      sentAt: '2026-03-02T09:00:00.000Z',
      clientMessageId: 'c-1',
      attachments: [],
      reactions: [],
      replyTo: null,
      editedAt: null,
    });
    const bad = async (body: object) =>
      (await testClient(t.app, ann).raw('POST /api/inbox/messages', { body })).statusCode;
    expect(await bad({ recipientId: bob.id, content: 'x'.repeat(5001), clientMessageId: 'c-2' })).toBe(400);
    expect(await bad({ recipientId: bob.id, content: '   ', clientMessageId: 'c-3' })).toBe(400);
    expect(await bad({ recipientId: bob.id, conversationId: 1, content: 'x', clientMessageId: 'c-4' })).toBe(400);
    expect(await bad({ content: 'x', clientMessageId: 'c-5' })).toBe(400);
    expect(await bad({ recipientId: ann.id, content: 'x', clientMessageId: 'c-6' })).toBe(400);
    expect(await bad({ recipientId: bob.id, content: 'x', clientMessageId: 'c-7', senderId: cat.id })).toBe(400);
    expect(await bad({ recipientId: bob.id, content: 'x'.repeat(5000), clientMessageId: 'c-8' })).toBe(201);
    expect((await testClient(t.app).call('GET /api/inbox')).statusCode).toBe(401);
  });

  it('never stores the same clientMessageId twice, even for parallel resends', async () => {
    const payload = { recipientId: bob.id, content: 'once', clientMessageId: 'dup-1' };
    const first = await send(ann, payload);
    const again = await send(ann, payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => send(ann, { ...payload, clientMessageId: 'dup-2' })),
    );
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(parallel.map((r) => r.body.id)).size).toBe(1);
    // The same id from another sender is another message.
    expect((await send(bob, { ...payload, recipientId: ann.id })).statusCode).toBe(201);
    const count = await t.ctx.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(3);
  });

  it('allows messaging within a group and with platform admins only', async () => {
    const otherGroup = await buildGroup(t.ctx);
    const [stranger] = await groupMembers(t, 1, otherGroup.id);
    const pendingUser = await buildMember(t.ctx, {
      groupId: (await buildGroup(t.ctx)).id,
      membershipStatus: 'pending',
    });
    const admin = await buildAdmin(t.ctx);
    const adminMember = { ...admin, token: await loginAs(t.app, admin.email) };
    const msg = (from: Member, to: number, id: string) =>
      send(from, { recipientId: to, content: 'hi', clientMessageId: id });
    expect((await msg(ann, stranger?.id ?? 0, 'x1')).statusCode).toBe(404);
    expect((await msg(ann, pendingUser.id, 'x2')).statusCode).toBe(404);
    expect((await msg(ann, 999_999, 'x3')).statusCode).toBe(404);
    expect((await msg(adminMember, stranger?.id ?? 0, 'x4')).statusCode).toBe(201);
    expect((await msg(ann, admin.id, 'x5')).statusCode).toBe(201);
    // A conversation whose other side left the group can no longer be written to.
    const { conversationId } = await sendMessage(t, ann, { recipientId: bob.id });
    await t.ctx.db.updateTable('memberships').set({ status: 'inactive' }).where('user_id', '=', bob.id).execute();
    const res = await send(ann, { conversationId, content: 'still there?', clientMessageId: 'x6' });
    expect(res.statusCode).toBe(403);
  });

  it('lists the latest message per conversation, newest first, with cursor pagination and counts', async () => {
    const annGroup = await t.ctx.db
      .selectFrom('memberships')
      .select('group_id')
      .where('user_id', '=', ann.id)
      .executeTakeFirstOrThrow();
    const members = await groupMembers(t, 4, annGroup.group_id);
    for (const m of members) await sendMessage(t, m, { recipientId: ann.id }, `from ${m.name}`);
    await sendMessage(t, ann, { recipientId: bob.id }, 'first to bob');
    await sendMessage(t, bob, { recipientId: ann.id }, 'bob replies');

    const page1 = (await inbox(ann, { limit: 2 })).body;
    expect(page1.messages.map((m) => m.content)).toEqual(['bob replies', `from ${members[3]?.name}`]);
    expect(page1).toMatchObject({ unreadCount: 5, totalCount: 5 });
    expect(page1.messages[0]).toMatchObject({ conversationUnreadCount: 1, senderId: bob.id });
    const page2 = (await inbox(ann, { limit: 2, cursor: page1.nextCursor ?? undefined })).body;
    const page3 = (await inbox(ann, { limit: 2, cursor: page2.nextCursor ?? undefined })).body;
    expect(page3.nextCursor).toBeNull();
    const all = [...page1.messages, ...page2.messages, ...page3.messages].map((m) => m.conversationId);
    expect(new Set(all).size).toBe(5);
    expect((await inbox(ann, { cursor: 'abc' })).statusCode).toBe(400);
    expect((await inbox(ann, { limit: 1000 })).statusCode).toBe(400);
    expect((await inbox(cat)).body).toEqual({
      messages: [],
      unreadCount: 0,
      totalCount: 0,
      nextCursor: null,
    });
  });

  it('pages a conversation backwards, oldest to newest within a page, for participants only', async () => {
    const first = await sendMessage(t, ann, { recipientId: bob.id }, 'm0');
    for (let i = 1; i < 25; i++)
      await sendMessage(t, i % 2 ? bob : ann, { conversationId: first.conversationId }, `m${i}`);
    const id = first.conversationId;
    const p1 = (await conversation(bob, id, { limit: 10 })).body;
    expect(p1.messages.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `m${15 + i}`));
    expect(p1).toMatchObject({ totalCount: 25, hasMoreBack: true, otherUser: { id: ann.id, name: ann.name } });
    const p2 = (await conversation(bob, id, { limit: 10, before: p1.before ?? undefined })).body;
    expect(p2.messages[0]?.content).toBe('m5');
    const p3 = (await conversation(bob, id, { limit: 10, before: p2.before ?? undefined })).body;
    expect(p3.messages.map((m) => m.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(p3).toMatchObject({ hasMoreBack: false, before: null });
    expect((await conversation(cat, id)).statusCode).toBe(404);
    expect((await conversation(cat, 999999)).statusCode).toBe(404);
    const intrude = await send(cat, { conversationId: first.conversationId, content: 'hi', clientMessageId: 'in' });
    expect(intrude.statusCode).toBe(404);
  });

  it('marks only the reader’s received messages read and keeps the counts right', async () => {
    const a1 = await sendMessage(t, ann, { recipientId: bob.id }, 'a1');
    const a2 = await sendMessage(t, ann, { conversationId: a1.conversationId }, 'a2');
    await sendMessage(t, bob, { conversationId: a1.conversationId }, 'b1');
    await sendMessage(t, cat, { recipientId: bob.id }, 'c1');
    expect((await inbox(bob)).body.unreadCount).toBe(3);
    const read = (await markRead(bob, a1.conversationId)).body;
    expect(read).toEqual({ conversationId: a1.conversationId, messageIds: [a1.id, a2.id], unreadCount: 1 });
    expect((await markRead(bob, a1.conversationId)).body.messageIds).toEqual([]);
    expect((await inbox(ann)).body.unreadCount).toBe(1);
    const page = (await conversation(ann, a1.conversationId)).body;
    expect(page.messages.map((m) => m.isRead)).toEqual([true, true, false]);
    expect((await markRead(cat, a1.conversationId)).statusCode).toBe(404);
  });

  it('lets only the sender delete a message, for both sides', async () => {
    const m1 = await sendMessage(t, ann, { recipientId: bob.id }, 'keep');
    const m2 = await sendMessage(t, ann, { conversationId: m1.conversationId }, 'oops');
    const del = (m: Member, id: number) =>
      testClient(t.app, m).call('DELETE /api/inbox/messages/:id', { params: { id } });
    expect((await del(bob, m2.id)).statusCode).toBe(404);
    expect((await del(cat, m2.id)).statusCode).toBe(404);
    expect((await del(ann, m2.id)).statusCode).toBe(204);
    expect((await del(ann, m2.id)).statusCode).toBe(204);
    const page = (await conversation(bob, m1.conversationId)).body;
    expect(page).toMatchObject({ totalCount: 1, messages: [{ id: m1.id }] });
    const bobs = (await inbox(bob)).body;
    expect(bobs).toMatchObject({ unreadCount: 1, totalCount: 1, messages: [{ id: m1.id, content: 'keep' }] });
    expect((await del(ann, m1.id)).statusCode).toBe(204);
    expect((await inbox(bob)).body).toMatchObject({ messages: [], totalCount: 0, unreadCount: 0 });
  });

  it('stores every message when members write to each other at the same moment (no deadlock on PostgreSQL)', async () => {
    // A ring: each member writes to the next while being written to, first messages included, so any two
    // sends that lock the pair's inbox counters in different orders would meet.
    const ring: [Member, Member][] = [
      [ann, bob],
      [bob, ann],
      [bob, cat],
      [cat, bob],
      [cat, ann],
      [ann, cat],
    ];
    for (let round = 0; round < 8; round++) {
      const sent = await Promise.all(
        ring.flatMap(([from, to], i) =>
          [0, 1].map((k) =>
            send(from, { recipientId: to.id, content: `r${round}`, clientMessageId: `x-${round}-${i}-${k}` }),
          ),
        ),
      );
      expect(sent.map((r) => r.statusCode)).toEqual(sent.map(() => 201));
    }
    const anns = (await inbox(ann)).body;
    expect(anns.totalCount).toBe(2);
    // Ann received 2 messages per round from each of Bob and Cat.
    expect(anns.unreadCount).toBe(8 * 2 * 2);
  });
});

describe('inbox sending budget', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refuses a burst from one sender with 429 and the wait, keeps retries free and other senders unaffected', async () => {
    t = await createTestApp({ limits: { messagesPerMinute: 5 } });
    const [spammer, target, friend] = (await groupMembers(t, 3)) as [Member, Member, Member];
    const send = (from: Member, to: Member, id: string) =>
      testClient(t.app, from).call('POST /api/inbox/messages', {
        body: { recipientId: to.id, content: `message ${id}`, clientMessageId: id },
      });
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => send(spammer, target, `s-${i}`)));
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = burst.find((r) => r.statusCode === 429);
    expect(refused?.error).toMatchObject({ code: 'RATE_LIMIT' });
    expect(refused?.error.message).toMatch(
      /^You are sending messages too quickly\. Please wait \d+ seconds? and send again\.$/,
    );
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Only what was accepted is stored; resending an accepted message still answers it.
    expect(await t.ctx.db.selectFrom('messages').select('id').execute()).toHaveLength(5);
    const accepted = burst.findIndex((r) => r.statusCode === 201);
    expect((await send(spammer, target, `s-${accepted}`)).statusCode).toBe(200);
    expect((await send(friend, target, 'f-1')).statusCode).toBe(201);
  });
});
