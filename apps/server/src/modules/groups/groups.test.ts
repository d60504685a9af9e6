import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let group: GroupRow;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter' });
});
afterEach(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', token: string, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

const fields = {
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
    const created = await call('POST', token, '/api/groups', fields);
    expect(created.statusCode).toBe(201);
    const g = created.json();
    expect(g).toMatchObject({ name: 'Lakeside Chapter', status: 'forming', meetingWeekday: 3, activeMembers: 0 });
    // A new group keeps its chapter channel to its members and lets substitutes read it.
    expect(g).toMatchObject({ channelVisitors: 'none', channelSubstitutes: 'read' });
    expect(g.code).toMatch(/^\d{6}$/);
    const list = (await call('GET', token, '/api/groups?limit=1')).json();
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(['Harbour Chapter']);
    const next = (await call('GET', token, `/api/groups?limit=1&cursor=${list.nextCursor}`)).json();
    expect(next.items.map((i: { name: string }) => i.name)).toEqual(['Lakeside Chapter']);
    const edited = await call('PUT', token, `/api/groups/${g.id}`, {
      status: 'active',
      capacity: null,
      meetingTime: '06:45',
    });
    expect(edited.json()).toMatchObject({ status: 'active', capacity: null, meetingTime: '06:45' });
    const rotated = (await call('POST', token, `/api/groups/${g.id}/code`)).json();
    expect(rotated.code).not.toBe(g.code);
    const actions = await t.ctx.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['group.created', 'group.updated', 'group.code_rotated']);
  });

  it('moves the calendar’s future weekly meetings when the schedule is edited here', async () => {
    const token = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const g = (await call('POST', token, '/api/groups', { ...fields, status: 'active' })).json();
    const now = t.ctx.clock.now();
    const range = `from=${now.toISOString()}&to=${new Date(now.getTime() + 60 * 86_400_000).toISOString()}`;
    const weekdays = async () => {
      const res = await call('GET', token, `/api/meetings?${range}&groupId=${g.id}`);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Array<{ startsAt: string }>;
      expect(items.length).toBeGreaterThan(6);
      return new Set(items.map((m) => new Date(m.startsAt).getUTCDay()));
    };
    expect(await weekdays()).toEqual(new Set([3]));
    expect((await call('PUT', token, `/api/groups/${g.id}`, { meetingWeekday: 5 })).statusCode).toBe(200);
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
    ]) {
      expect((await call('PUT', token, `/api/groups/${group.id}`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('keeps a President to their own group and away from creating groups', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const other = await buildGroup(t.ctx, { name: 'Other' });
    const token = await loginAs(t.app, president.email);
    const list = (await call('GET', token, '/api/groups')).json();
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([group.id]);
    expect((await call('GET', token, `/api/groups/${other.id}`)).statusCode).toBe(404);
    expect((await call('PUT', token, `/api/groups/${other.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('PUT', token, `/api/groups/${group.id}`, { acceptingMembers: false })).statusCode).toBe(200);
    expect((await call('POST', token, '/api/groups', fields)).statusCode).toBe(403);
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
    expect((await call('GET', memberToken, '/api/members')).statusCode).toBe(200);

    const saved = await call('PUT', adminToken, `/api/groups/${group.id}/roles`, {
      overrides: [{ role: 'Member', permission: 'view_members', granted: false }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().effective.Member).not.toContain('view_members');
    // The same token: permissions are read from the database on every request.
    expect((await call('GET', memberToken, '/api/members')).statusCode).toBe(403);
    expect((await call('GET', memberToken, '/api/profile')).json().permissions).not.toContain('view_members');
    expect((await call('GET', elsewhereToken, '/api/members')).statusCode).toBe(200);

    await call('PUT', adminToken, `/api/groups/${group.id}/roles`, {
      overrides: [{ role: 'Member', permission: 'approve_members', granted: true }],
    });
    expect((await call('GET', memberToken, '/api/members')).statusCode).toBe(200);
    expect((await call('GET', memberToken, '/api/approvals/members')).statusCode).toBe(200);
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
    const put = (tk: string, overrides: object[]) => call('PUT', tk, `/api/groups/${group.id}/roles`, { overrides });
    expect((await put(token, [{ role: 'President', permission: 'send_sms', granted: false }])).statusCode).toBe(403);
    expect((await put(token, [{ role: 'Member', permission: 'manage_groups', granted: true }])).statusCode).toBe(400);
    expect((await put(adminToken, [{ role: 'Admin', permission: 'send_sms', granted: false }])).statusCode).toBe(400);
    expect((await put(token, [{ role: 'Member', permission: 'send_sms', granted: true }])).statusCode).toBe(200);
    // The admin takes send_sms from Presidents in this group: the President can no longer hand it out.
    const keep = { role: 'Member', permission: 'send_sms', granted: true };
    await put(adminToken, [keep, { role: 'President', permission: 'send_sms', granted: false }]);
    const refused = await put(token, [
      keep,
      { role: 'President', permission: 'send_sms', granted: false },
      { role: 'Secretary Treasurer', permission: 'send_sms', granted: true },
      { role: 'Board Member', permission: 'send_sms', granted: true },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('send_sms');
    // Unchanged overrides on senior roles set by the admin do not block the President's own changes.
    const ok = await put(token, [
      keep,
      { role: 'President', permission: 'send_sms', granted: false },
      { role: 'Member', permission: 'view_activity', granted: false },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().editableRoles).toEqual([
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
    const res = await call('PUT', adminToken, '/api/permissions', {
      overrides: [{ role: 'Member', permission: 'view_members', granted: false }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().effective.Member).toEqual(['view_meetings', 'view_activity', 'view_group']);
    expect(res.json().effective.Member).not.toContain('view_members');
    expect((await call('GET', await loginAs(t.app, elsewhere.email), '/api/members')).statusCode).toBe(403);
    await call('PUT', adminToken, `/api/groups/${group.id}/roles`, {
      overrides: [{ role: 'Member', permission: 'view_members', granted: true }],
    });
    expect((await call('GET', await loginAs(t.app, member.email), '/api/members')).statusCode).toBe(200);
    const matrix = (await call('GET', adminToken, '/api/permissions')).json();
    expect(matrix.overrides).toEqual([{ role: 'Member', permission: 'view_members', granted: false }]);
    expect(matrix.roleCounts).toMatchObject({ Member: 2 });
    // Overrides equal to the default are not stored.
    const noop = await call('PUT', adminToken, '/api/permissions', {
      overrides: [{ role: 'Member', permission: 'view_meetings', granted: true }],
    });
    expect(noop.json().overrides).toEqual([]);
  });
});
