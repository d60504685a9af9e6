import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
let group: GroupRow;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter' });
});
afterEach(() => t.close());

const as = (token: string) => testClient(t.app, token);
const update = (token: string, groupId: number, body: BodyOf<'PUT /api/groups/:groupId'>) =>
  as(token).call('PUT /api/groups/:groupId', { params: { groupId }, body });
type Overrides = BodyOf<'PUT /api/groups/:groupId/roles'>['overrides'];
const saveRoles = (token: string, groupId: number, overrides: Overrides) =>
  as(token).call('PUT /api/groups/:groupId/roles', { params: { groupId }, body: { overrides } });
const roster = (token: string) => as(token).call('GET /api/members');

const fields: BodyOf<'POST /api/groups'> = {
  name: 'Lakeside Chapter',
  status: 'forming',
  capacity: 40,
  acceptingMembers: true,
  timezone: 'Europe/London',
  allowSubstituteLogin: false,
  meetingWeekday: 3,
  meetingTime: '07:00',
  meetingDurationMinutes: 90,
  meetingLocation: 'Lakeside Hotel',
  meetingOnlineLink: 'https://meet.example.test/lakeside',
};

describe('groups', () => {
  it('lets a platform admin create, list, edit and rotate the code of a group, audited', async () => {
    const admin = await buildAdmin(t.ctx);
    const token = await loginAs(t.app, admin.email);
    const created = await as(token).call('POST /api/groups', { body: fields });
    expect(created.statusCode).toBe(201);
    const g = created.body;
    expect(g).toMatchObject({ name: 'Lakeside Chapter', status: 'forming', meetingWeekday: 3, activeMembers: 0 });
    // A new group keeps its chapter channel to its members and lets substitutes read it.
    expect(g).toMatchObject({ channelVisitors: 'none', channelSubstitutes: 'read' });
    expect(g.code).toMatch(/^\d{6}$/);
    const list = await as(token).ok('GET /api/groups', { query: { limit: 1 } });
    expect(list.items.map((i) => i.name)).toEqual(['Harbour Chapter']);
    const next = await as(token).ok('GET /api/groups', { query: { limit: 1, cursor: list.nextCursor ?? undefined } });
    expect(next.items.map((i) => i.name)).toEqual(['Lakeside Chapter']);
    const edited = await update(token, g.id, { status: 'active', capacity: null, meetingTime: '06:45' });
    expect(edited.body).toMatchObject({ status: 'active', capacity: null, meetingTime: '06:45' });
    const rotated = await as(token).ok('POST /api/groups/:groupId/code', { params: { groupId: g.id } });
    expect(rotated.code).not.toBe(g.code);
    const actions = await t.ctx.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['group.created', 'group.updated', 'group.code_rotated']);
  });

  it('moves the calendar’s future weekly meetings when the schedule is edited here', async () => {
    const token = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const g = await as(token).ok('POST /api/groups', { body: { ...fields, status: 'active' } });
    const now = t.ctx.clock.now();
    const range = { from: now.toISOString(), to: new Date(now.getTime() + 60 * 86_400_000).toISOString() };
    const weekdays = async () => {
      const res = await as(token).call('GET /api/meetings', { query: { ...range, groupId: g.id } });
      expect(res.statusCode).toBe(200);
      const items = res.body.items;
      expect(items.length).toBeGreaterThan(6);
      return new Set(items.map((m) => new Date(m.startsAt).getUTCDay()));
    };
    expect(await weekdays()).toEqual(new Set([3]));
    expect((await update(token, g.id, { meetingWeekday: 5 })).statusCode).toBe(200);
    expect(await weekdays()).toEqual(new Set([5]));
  });

  it('validates the settings', async () => {
    const admin = await buildAdmin(t.ctx);
    const token = await loginAs(t.app, admin.email);
    for (const bad of [
      { timezone: 'Mars/Olympus' },
      { meetingTime: '25:00' },
      { capacity: 0 },
      { meetingOnlineLink: 'javascript:alert(1)' },
      { code: '123456' },
      { language: 'fr' },
      { currency: 'DOGE' },
    ]) {
      const res = await as(token).raw('PUT /api/groups/:groupId', { params: { groupId: group.id }, body: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('keeps the chapter’s language and currency: English and inferred when created, then as set', async () => {
    const token = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const g = await as(token).ok('POST /api/groups', { body: fields });
    expect(g).toMatchObject({ language: 'en', currency: null });
    const edited = await update(token, g.id, { language: 'pt-BR', currency: 'BRL' });
    expect(edited.body).toMatchObject({ language: 'pt-BR', currency: 'BRL' });
    expect(await as(token).ok('GET /api/groups/:groupId', { params: { groupId: g.id } })).toMatchObject({
      language: 'pt-BR',
      currency: 'BRL',
    });
    // Back to inferring the currency from the chapter's thanks.
    expect((await update(token, g.id, { currency: null })).body).toMatchObject({ currency: null });
  });

  it('reminds of quiet referrals after 7 days unless the chapter sets another number, or none', async () => {
    const token = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const g = await as(token).ok('POST /api/groups', { body: fields });
    expect(g.referralReminderDays).toBe(7);
    expect((await update(token, g.id, { referralReminderDays: 14 })).body).toMatchObject({ referralReminderDays: 14 });
    expect((await update(token, g.id, { referralReminderDays: null })).body).toMatchObject({
      referralReminderDays: null,
    });
    for (const days of [0, 61, 2.5]) {
      const refused = await update(token, g.id, { referralReminderDays: days });
      expect(refused.statusCode).toBe(400);
      expect(refused.error?.details).toEqual([
        { field: 'referralReminderDays', message: 'Remind after 1 to 60 days, or never' },
      ]);
    }
  });

  it('keeps a President to their own group and away from creating groups', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const other = await buildGroup(t.ctx, { name: 'Other' });
    const token = await loginAs(t.app, president.email);
    const list = await as(token).ok('GET /api/groups');
    expect(list.items.map((i) => i.id)).toEqual([group.id]);
    expect((await as(token).call('GET /api/groups/:groupId', { params: { groupId: other.id } })).statusCode).toBe(404);
    expect((await update(token, other.id, { name: 'Mine' })).statusCode).toBe(404);
    expect((await update(token, group.id, { acceptingMembers: false })).statusCode).toBe(200);
    expect((await as(token).call('POST /api/groups', { body: fields })).statusCode).toBe(403);
  });
});

describe('role permission overrides', () => {
  it('change what the server authorises for the group’s members, and only for that group', async () => {
    const admin = await buildAdmin(t.ctx);
    const member = await buildMember(t.ctx, { groupId: group.id });
    const other = await buildGroup(t.ctx);
    const elsewhere = await buildMember(t.ctx, { groupId: other.id });
    const adminToken = await loginAs(t.app, admin.email);
    const memberToken = await loginAs(t.app, member.email);
    const elsewhereToken = await loginAs(t.app, elsewhere.email);
    expect((await roster(memberToken)).statusCode).toBe(200);

    const saved = await saveRoles(adminToken, group.id, [
      { role: 'Member', permission: 'view_members', granted: false },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.effective.Member).not.toContain('view_members');
    // The same token: permissions are read from the database on every request.
    expect((await roster(memberToken)).statusCode).toBe(403);
    expect((await as(memberToken).ok('GET /api/profile')).permissions).not.toContain('view_members');
    expect((await roster(elsewhereToken)).statusCode).toBe(200);

    await saveRoles(adminToken, group.id, [{ role: 'Member', permission: 'approve_members', granted: true }]);
    expect((await roster(memberToken)).statusCode).toBe(200);
    expect((await as(memberToken).call('GET /api/approvals/members')).statusCode).toBe(200);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'group.permissions_changed')
      .execute();
    expect(audit.map((a) => a.summary)).toEqual([
      'Harbour Chapter: Member −view_members',
      'Harbour Chapter: Member +approve_members, Member view_members back to default',
    ]);
  });

  it('hold the rank rules: only junior roles, never a permission one lacks, never platform-only or Admin', async () => {
    const admin = await buildAdmin(t.ctx);
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const adminToken = await loginAs(t.app, admin.email);
    const token = await loginAs(t.app, president.email);
    const put = (tk: string, overrides: Overrides) => saveRoles(tk, group.id, overrides);
    expect((await put(token, [{ role: 'President', permission: 'send_sms', granted: false }])).statusCode).toBe(403);
    expect((await put(token, [{ role: 'Member', permission: 'manage_groups', granted: true }])).statusCode).toBe(400);
    expect((await put(adminToken, [{ role: 'Admin', permission: 'send_sms', granted: false }])).statusCode).toBe(400);
    expect((await put(token, [{ role: 'Member', permission: 'send_sms', granted: true }])).statusCode).toBe(200);
    // The admin takes send_sms from Presidents in this group: the President can no longer hand it out.
    const keep = { role: 'Member', permission: 'send_sms', granted: true } as const;
    await put(adminToken, [keep, { role: 'President', permission: 'send_sms', granted: false }]);
    const refused = await put(token, [
      keep,
      { role: 'President', permission: 'send_sms', granted: false },
      { role: 'Secretary Treasurer', permission: 'send_sms', granted: true },
      { role: 'Board Member', permission: 'send_sms', granted: true },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.error.message).toContain('send_sms');
    // Unchanged overrides on senior roles set by the admin do not block the President's own changes.
    const ok = await put(token, [
      keep,
      { role: 'President', permission: 'send_sms', granted: false },
      { role: 'Member', permission: 'view_activity', granted: false },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.body.editableRoles).toEqual([
      'Vice President',
      'Board Member',
      'Secretary Treasurer',
      'Member',
      'Visitor',
      'Substitute',
    ]);
  });
});

describe('platform permissions', () => {
  it('change every group’s defaults; a group override wins over them', async () => {
    const admin = await buildAdmin(t.ctx);
    const member = await buildMember(t.ctx, { groupId: group.id });
    const other = await buildGroup(t.ctx);
    const elsewhere = await buildMember(t.ctx, { groupId: other.id });
    const adminToken = await loginAs(t.app, admin.email);
    const res = await as(adminToken).call('PUT /api/permissions', {
      body: { overrides: [{ role: 'Member', permission: 'view_members', granted: false }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.effective.Member).toEqual(['view_meetings', 'view_activity', 'view_group']);
    expect(res.body.effective.Member).not.toContain('view_members');
    expect((await roster(await loginAs(t.app, elsewhere.email))).statusCode).toBe(403);
    await saveRoles(adminToken, group.id, [{ role: 'Member', permission: 'view_members', granted: true }]);
    expect((await roster(await loginAs(t.app, member.email))).statusCode).toBe(200);
    const matrix = await as(adminToken).ok('GET /api/permissions');
    expect(matrix.overrides).toEqual([{ role: 'Member', permission: 'view_members', granted: false }]);
    expect(matrix.roleCounts).toMatchObject({ Member: 2 });
    // Overrides equal to the default are not stored.
    const noop = await as(adminToken).ok('PUT /api/permissions', {
      body: { overrides: [{ role: 'Member', permission: 'view_meetings', granted: true }] },
    });
    expect(noop.overrides).toEqual([]);
  });
});
