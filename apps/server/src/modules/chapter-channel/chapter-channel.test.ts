import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import type { Member } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';
import { channelApi, channelGroup, person } from './chapter-channel-test-kit.ts';

describe('chapter channel API', () => {
  let t: TestApp;
  let group: GroupRow;
  let ann: Member;
  let bob: Member;
  let api: ReturnType<typeof channelApi>;
  beforeEach(async () => {
    t = await createTestApp({ limits: { messagesPerMinute: 1_000 } });
    group = await channelGroup(t);
    ann = await person(t, group.id, 'Ann Archer');
    bob = await person(t, group.id, 'Bob Baker');
    api = channelApi(t);
  });
  afterEach(() => t.close());

  it('stores a message with its sender, trimmed, validates the body and replays a resend', async () => {
    const res = await api.send(ann, '  Good morning, chapter!  ', { clientMessageId: 'first' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      groupId: group.id,
      senderId: ann.id,
      senderName: 'Ann Archer',
      senderAvatarUrl: null,
      kind: 'message',
      content: 'Good morning, chapter!',
      mentions: [],
      sentAt: '2026-03-02T09:00:00.000Z',
      clientMessageId: 'first',
      attachments: [],
      reactions: [],
      replyTo: null,
      editedAt: null,
    });
    const again = await api.send(ann, 'Good morning, chapter!', { clientMessageId: 'first' });
    expect(again.statusCode).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => api.send(bob, 'once', { clientMessageId: 'p' })),
    );
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(parallel.map((r) => r.body.id)).size).toBe(1);

    const bad = async (body: object) => (await api.as(ann).raw('POST /api/chapter/messages', { body })).statusCode;
    expect(await bad({ content: '   ', clientMessageId: 'b1' })).toBe(400);
    expect(await bad({ content: 'x'.repeat(5001), clientMessageId: 'b2' })).toBe(400);
    expect(await bad({ content: 'hi', clientMessageId: 'b3', groupId: 99 })).toBe(400);
    expect(
      await bad({ content: 'hi', clientMessageId: 'b4', mentions: Array.from({ length: 21 }, (_, i) => i + 1) }),
    ).toBe(400);
    expect((await testClient(t.app).call('GET /api/chapter')).statusCode).toBe(401);
    const stored = await t.ctx.db.selectFrom('channel_messages').select('id').execute();
    expect(stored).toHaveLength(2);
  });

  it('pages the history backwards, oldest to newest within a page, without deleted messages', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push((await api.post(i % 2 ? bob : ann, `m${i}`)).id);
    await api.remove(ann, ids[24] as number);
    const p1 = (await api.page(bob, { limit: 10 })).body;
    expect(p1.messages.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `m${14 + i}`));
    expect(p1.hasMoreBack).toBe(true);
    const p2 = (await api.page(bob, { limit: 10, before: p1.before ?? undefined })).body;
    const p3 = (await api.page(bob, { limit: 10, before: p2.before ?? undefined })).body;
    expect(p3.messages.map((m) => m.content)).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(p3).toMatchObject({ hasMoreBack: false, before: null });
    expect((await api.page(bob, { before: 'abc' })).statusCode).toBe(400);
    expect((await api.page(bob, { limit: 101 })).statusCode).toBe(400);
  });

  it('keeps every other group, and anyone without a group, out with 404', async () => {
    const mine = await api.post(ann, 'Our chapter only');
    const otherGroup = await channelGroup(t, 'Elsewhere');
    const eve = await person(t, otherGroup.id, 'Eve Outsider', 'President');
    await api.post(eve, 'Elsewhere talk');
    const admin = await buildAdmin(t.ctx);
    const platform = { id: admin.id, name: admin.name, email: admin.email, token: await loginAs(t.app, admin.email) };
    const applicant = await buildMember(t.ctx, { groupId: group.id, membershipStatus: 'pending' });
    const pending = { ...applicant, token: await loginAs(t.app, applicant.email) };

    for (const outsider of [platform, pending]) {
      expect((await api.summary(outsider)).statusCode).toBe(404);
      expect((await api.page(outsider)).statusCode).toBe(404);
      expect((await api.send(outsider, 'hello?')).statusCode).toBe(404);
      expect((await api.members(outsider)).statusCode).toBe(404);
    }
    // Eve has a channel of her own, but never sees, reads, deletes or pins ours.
    const theirs = (await api.page(eve)).body.messages.map((m) => m.content);
    expect(theirs).toEqual(['Elsewhere talk']);
    expect((await api.remove(eve, mine.id)).statusCode).toBe(404);
    expect((await api.read(eve, mine.id)).statusCode).toBe(404);
    expect((await api.pin(eve, mine.id)).statusCode).toBe(404);
    expect((await api.members(eve)).body.members.map((m) => m.name)).toEqual(['Eve Outsider']);
    expect((await api.page(ann)).body.messages.map((m) => m.content)).toEqual(['Our chapter only']);
  });

  it('lets substitutes read and visitors in only as the group allows', async () => {
    await api.post(ann, 'Meeting moved to the library');
    const sub = await person(t, group.id, 'Sam Substitute', 'Substitute');
    const vera = await person(t, group.id, 'Vera Visitor', 'Visitor');
    // By default substitutes read; visitors are not in the channel.
    expect((await api.summary(sub)).body).toMatchObject({ access: 'read', canModerate: false, unreadCount: 1 });
    expect((await api.page(sub)).body.messages).toHaveLength(1);
    const refused = await api.send(sub, 'Can I join?');
    expect(refused.statusCode).toBe(403);
    expect(refused.error).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await api.summary(vera)).statusCode).toBe(404);
    expect((await api.members(ann)).body.members.map((m) => m.name)).toEqual([
      'Ann Archer',
      'Bob Baker',
      'Sam Substitute',
    ]);

    const president = await person(t, group.id, 'Pat President', 'President');
    const update = (body: BodyOf<'PUT /api/groups/:groupId'>) =>
      testClient(t.app, president).call('PUT /api/groups/:groupId', { params: { groupId: group.id }, body });
    expect((await update({ channelVisitors: 'read', channelSubstitutes: 'none' })).body).toMatchObject({
      channelVisitors: 'read',
      channelSubstitutes: 'none',
    });
    expect((await api.summary(vera)).body).toMatchObject({ access: 'read' });
    expect((await api.send(vera, 'Hi all')).statusCode).toBe(403);
    expect((await api.summary(sub)).statusCode).toBe(404);
    const writeForVisitors = { params: { groupId: group.id }, body: { channelVisitors: 'write' } };
    expect((await testClient(t.app, president).raw('PUT /api/groups/:groupId', writeForVisitors)).statusCode).toBe(400);
  });

  it('lets senders delete their own messages and moderators any, and pins only for moderators', async () => {
    const fromAnn = await api.post(ann, 'Typo in the venue');
    const fromBob = await api.post(bob, 'Welcome to our new member!');
    const secretary = await person(t, group.id, 'Sue Secretary', 'Secretary Treasurer');

    const notOwn = await api.remove(bob, fromAnn.id);
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.error.message).toBe('You can delete only your own messages.');
    expect((await api.pin(ann, fromBob.id)).statusCode).toBe(403);
    expect((await api.summary(secretary)).body).toMatchObject({ canModerate: true, access: 'write' });

    const pinned = await api.pin(secretary, fromBob.id);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.body).toMatchObject({
      message: { id: fromBob.id, content: 'Welcome to our new member!' },
      pinnedBy: { id: secretary.id, name: 'Sue Secretary' },
    });
    expect((await api.summary(ann)).body.pinned).toMatchObject({ message: { id: fromBob.id } });

    expect((await api.remove(ann, fromAnn.id)).statusCode).toBe(204);
    expect((await api.remove(ann, fromAnn.id)).statusCode).toBe(204);
    // Deleting the pinned message takes the pin with it.
    expect((await api.remove(secretary, fromBob.id)).statusCode).toBe(204);
    const after = (await api.summary(ann)).body;
    expect(after).toMatchObject({ pinned: null, lastMessage: null, unreadCount: 0 });
    expect((await api.pin(secretary, fromBob.id)).statusCode).toBe(404);
    expect((await api.remove(ann, 999_999)).statusCode).toBe(404);

    const again = await api.post(bob, 'Second try');
    await api.pin(secretary, again.id);
    expect((await api.unpin(ann)).statusCode).toBe(403);
    expect((await api.unpin(secretary)).statusCode).toBe(204);
    expect((await api.summary(ann)).body.pinned).toBeNull();
  });

  it('keeps only mentions of channel readers whose @name is in the text', async () => {
    const cat = await person(t, group.id, 'Cat Cooper');
    const vera = await person(t, group.id, 'Vera Visitor', 'Visitor');
    const eve = await person(t, (await channelGroup(t, 'Elsewhere')).id, 'Eve Outsider');
    const sent = await api.post(ann, '@Bob Baker and @cat cooper: lunch? (not you, @Vera Visitor)', {
      mentions: [bob.id, cat.id, vera.id, eve.id, ann.id, 999_999, bob.id],
    });
    expect(sent.mentions).toEqual([
      { userId: bob.id, name: 'Bob Baker' },
      { userId: cat.id, name: 'Cat Cooper' },
    ]);
    // An id the composer sent for someone the text does not name is not a mention.
    const quiet = await api.post(ann, 'No names here', { mentions: [bob.id] });
    expect(quiet.mentions).toEqual([]);
    expect(await api.counts(bob)).toEqual({ unread: 2, mentions: 1 });
    expect(await api.counts(cat)).toEqual({ unread: 2, mentions: 1 });
    expect(await api.counts(ann)).toEqual({ unread: 0, mentions: 0 });
    const page = (await api.page(cat)).body;
    expect(page.messages[0]?.mentions).toHaveLength(2);
  });

  it('refuses a burst from one sender with 429 and keeps retries free', async () => {
    await t.close();
    t = await createTestApp({ limits: { messagesPerMinute: 3 } });
    api = channelApi(t);
    const g = await channelGroup(t);
    const fast = await person(t, g.id, 'Fast Fingers');
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => api.send(fast, `m${i}`, { clientMessageId: `burst-${i}` })),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
    expect(burst.find((r) => r.statusCode === 429)?.error).toMatchObject({ code: 'RATE_LIMIT' });
    const accepted = burst.findIndex((r) => r.statusCode === 201);
    expect((await api.send(fast, `m${accepted}`, { clientMessageId: `burst-${accepted}` })).statusCode).toBe(200);
  });
});
