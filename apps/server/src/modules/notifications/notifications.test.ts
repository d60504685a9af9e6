import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, type QueryOf, testClient } from '../../test/test-client.ts';
import { api, chapter, type Person } from '../activity/activity-test-kit.ts';
import { channelApi } from '../chapter-channel/chapter-channel-test-kit.ts';
import { insertNotifications } from './notifications.repository.ts';
import { NotificationsService } from './notifications.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const listOf = (who: Person, query: QueryOf<'GET /api/notifications'> = {}) =>
  testClient(t.app, who).ok('GET /api/notifications', { query });
const kindsOf = async (who: Person) => (await listOf(who)).items.map((n) => n.kind);
const markRead = (who: Person, id: number) =>
  testClient(t.app, who).call('POST /api/notifications/:id/read', { params: { id } });

describe('what creates a notification', () => {
  it('tells the receiver of a referral, thanks, testimonial and one-to-one, and the approvers, never the actor', async () => {
    const c = await chapter(t);
    const a = api(t);
    const referral = (await a.referral(c.bob, c.ann, { prospectName: 'Dana Prospect' })).body;
    await a.business(c.bob, c.ann);
    await a.testimonial(c.cat, c.ann);
    await a.oneToOne(c.bob, c.ann);

    const ann = await listOf(c.ann);
    expect(ann.items.map((n) => n.kind)).toEqual(['one_to_one', 'testimonial', 'closed_business', 'referral']);
    expect(ann.unreadCount).toBe(4);
    expect(ann.items[3]).toMatchObject({
      title: 'New referral from Bob Baker',
      body: 'Dana Prospect',
      link: `/activity/referral?record=${referral.id}&filter=received`,
      read: false,
    });
    expect(ann.items[2]?.title).toBe('Bob Baker thanked you for closed business');
    // The givers hear nothing of their own records; the VP decides on the referral and the thanks, so is asked.
    expect(await kindsOf(c.bob)).toEqual([]);
    expect(await kindsOf(c.cat)).toEqual([]);
    expect(await kindsOf(c.board)).toEqual([]);
    expect((await listOf(c.vp)).items).toMatchObject([
      { kind: 'approval', title: 'Thanks for closed business is waiting for your approval', link: '/admin/approvals' },
      { kind: 'approval', title: 'A referral is waiting for your approval', link: '/admin/approvals' },
    ]);

    // Ann asks Bob; Bob's answer is on Ann's list, not on Bob's.
    const request = (await a.oneToOne(c.ann, c.bob)).body;
    const accept = { params: { id: request.id }, body: { action: 'accept' } } as const;
    await a.as(c.bob).ok('POST /api/activities/:id/one-to-one', accept);
    expect((await listOf(c.ann)).items[0]).toMatchObject({
      kind: 'one_to_one',
      body: 'Bob Baker accepted the one-to-one',
      link: `/activity/one-to-one?record=${request.id}&filter=given`,
    });
    expect(await kindsOf(c.bob)).toEqual(['one_to_one']);
  });

  it('tells the leaders of a membership application', async () => {
    const c = await chapter(t);
    const res = await testClient(t.app).call('POST /api/register', {
      body: { name: 'Nina New', email: 'nina@example.test', password: 'Str0ng-Pass!', groupCode: c.group.code },
    });
    expect(res.statusCode, res.text).toBe(201);
    expect((await listOf(c.vp)).items).toMatchObject([{ kind: 'approval', body: 'Nina New applied to join' }]);
    expect(await kindsOf(c.ann)).toEqual([]);
  });

  it('tells the members named in the chapter channel, not the sender nor the others', async () => {
    const c = await chapter(t);
    await channelApi(t).post(c.bob, 'Lunch on Friday, @Ann Able?', { mentions: [c.ann.id, c.bob.id] });
    expect((await listOf(c.ann)).items).toMatchObject([
      {
        kind: 'mention',
        title: 'Bob Baker mentioned you',
        body: 'Lunch on Friday, @Ann Able?',
        link: '/inbox/chapter',
      },
    ]);
    expect(await kindsOf(c.bob)).toEqual([]);
    expect(await kindsOf(c.cat)).toEqual([]);
  });

  it('tells the group of a meeting moved or cancelled, not of a new agenda, and never the leader who did it', async () => {
    const c = await chapter(t);
    const leader = c.board;
    const meeting: BodyOf<'POST /api/meetings'> = {
      title: 'Referral training',
      type: 'training',
      date: '2026-03-10',
      startTime: '18:30',
      durationMinutes: 60,
      timezone: 'UTC',
      location: 'Room 2',
    };
    const as = testClient(t.app, leader);
    const created = await as.call('POST /api/meetings', { body: meeting });
    expect(created.statusCode, created.text).toBe(201);
    const id = created.body.id;
    const update = (body: BodyOf<'PUT /api/meetings/:meetingId'>) =>
      as.call('PUT /api/meetings/:meetingId', { params: { meetingId: id }, body });
    const edited = await update({ ...meeting, agenda: 'Bring cards' });
    expect(edited.statusCode, edited.text).toBe(200);
    expect(await kindsOf(c.ann)).toEqual([]);

    await update({ ...meeting, startTime: '19:00' });
    const cancel = { params: { meetingId: id }, body: { reason: 'Hall closed', notify: false } };
    await as.ok('POST /api/meetings/:meetingId/cancel', cancel);
    for (const who of [c.ann, c.bob, c.vp]) {
      expect((await listOf(who)).items).toMatchObject([
        { kind: 'meeting', title: 'Cancelled: Referral training', link: `/meetings/${id}` },
        { kind: 'meeting', title: 'New time: Referral training', body: expect.stringContaining('7:00 PM') },
      ]);
    }
    expect(await kindsOf(leader)).toEqual([]);
  });
});

describe('in the members’ languages', () => {
  it('tells each member of a meeting moved or cancelled in their language, else the chapter’s', async () => {
    const c = await chapter(t);
    // A German chapter; Ann chose Portuguese (Brazil).
    await t.ctx.db.updateTable('groups').set({ language: 'de' }).where('id', '=', c.group.id).execute();
    await t.ctx.db.updateTable('users').set({ preferred_language: 'pt-BR' }).where('id', '=', c.ann.id).execute();
    const meeting: BodyOf<'POST /api/meetings'> = {
      title: 'Referral training',
      type: 'training',
      date: '2026-03-10',
      startTime: '18:30',
      durationMinutes: 60,
      timezone: 'UTC',
      location: 'Room 2',
    };
    const as = testClient(t.app, c.board);
    const id = (await as.ok('POST /api/meetings', { body: meeting })).id;
    await as.ok('PUT /api/meetings/:meetingId', {
      params: { meetingId: id },
      body: { ...meeting, startTime: '19:00' },
    });
    await as.ok('POST /api/meetings/:meetingId/cancel', {
      params: { meetingId: id },
      body: { reason: null, notify: false },
    });
    expect((await listOf(c.ann)).items).toMatchObject([
      { title: 'Cancelada: Referral training', body: expect.stringContaining('terça-feira, 10 de março de 2026') },
      { title: 'Novo horário: Referral training', body: expect.stringContaining('19:00') },
    ]);
    expect((await listOf(c.bob)).items).toMatchObject([
      { title: 'Abgesagt: Referral training', body: expect.stringContaining('Dienstag, 10. März 2026 um 19:00') },
      { title: 'Neue Zeit: Referral training', body: 'Dienstag, 10. März 2026 um 19:00 UTC, Room 2' },
    ]);
  });
});

describe('reading the list', () => {
  it('marks one read, then all, and keeps every member to their own list', async () => {
    const c = await chapter(t);
    const a = api(t);
    await a.referral(c.bob, c.ann);
    await a.testimonial(c.bob, c.ann);
    await a.referral(c.ann, c.cat);
    const [newest, older] = (await listOf(c.ann)).items;
    if (!newest || !older) throw new Error('two notifications expected');

    // Cat cannot read or mark Ann's: it is not found, and stays unread.
    expect((await markRead(c.cat, older.id)).statusCode).toBe(404);
    expect((await markRead(c.ann, 999999)).statusCode).toBe(404);
    expect((await listOf(c.cat)).items.map((n) => n.id)).not.toContain(older.id);

    const one = await markRead(c.ann, older.id);
    expect(one.body).toEqual({ unreadCount: 1 });
    const after = await listOf(c.ann);
    expect(after.items.map((n) => n.read)).toEqual([false, true]);
    expect(after.unreadCount).toBe(1);
    // Marking again changes nothing.
    expect((await markRead(c.ann, older.id)).body).toEqual({ unreadCount: 1 });

    expect(await testClient(t.app, c.ann).ok('POST /api/notifications/read-all')).toEqual({ unreadCount: 0 });
    expect((await listOf(c.ann)).items.every((n) => n.read)).toBe(true);
    // Cat's own stayed unread.
    expect((await listOf(c.cat)).unreadCount).toBe(1);
  });

  it('pages newest first with a cursor until the last page', async () => {
    const c = await chapter(t);
    const now = t.clock.now().toISOString();
    await insertNotifications(
      t.ctx.db,
      Array.from({ length: 25 }, (_, i) => ({
        user_id: c.ann.id,
        kind: 'referral' as const,
        title: `Referral ${i + 1}`,
        body: '',
        link: '/activity/referral',
        created_at: now,
      })),
    );
    const first = await listOf(c.ann, { limit: 10 });
    expect(first.items.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Referral ${25 - i}`));
    expect(first.unreadCount).toBe(25);
    const second = await listOf(c.ann, { limit: 10, cursor: first.nextCursor ?? undefined });
    expect(second.items[0]?.title).toBe('Referral 15');
    const third = await listOf(c.ann, { limit: 10, cursor: second.nextCursor ?? undefined });
    expect(third.items.map((n) => n.title)).toEqual([
      'Referral 5',
      'Referral 4',
      'Referral 3',
      'Referral 2',
      'Referral 1',
    ]);
    expect(third.nextCursor).toBeNull();
    expect((await testClient(t.app).call('GET /api/notifications')).statusCode).toBe(401);
  });

  it('keeps each member the newest 200 of the last 90 days', async () => {
    const c = await chapter(t);
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(t.clock.now().getTime() - daysAgo * day).toISOString();
    const row = (userId: number, title: string, daysAgo: number) => ({
      user_id: userId,
      kind: 'mention' as const,
      title,
      body: '',
      link: '/inbox/chapter',
      created_at: at(daysAgo),
    });
    await insertNotifications(t.ctx.db, [
      row(c.ann.id, 'Too old', 91),
      ...Array.from({ length: 205 }, (_, i) => row(c.ann.id, `Recent ${i + 1}`, 1)),
      row(c.bob.id, 'Old but within', 89),
    ]);
    expect(await new NotificationsService(t.ctx).trim()).toBe(6);
    const titles: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { items: { title: string }[]; nextCursor: string | null } = await listOf(c.ann, {
        limit: 50,
        cursor: cursor || undefined,
      });
      titles.push(...page.items.map((n) => n.title));
      cursor = page.nextCursor;
    }
    expect(titles).toHaveLength(200);
    expect(titles[0]).toBe('Recent 205');
    expect(titles.at(-1)).toBe('Recent 6');
    expect((await listOf(c.bob)).items.map((n) => n.title)).toEqual(['Old but within']);
  });
});
