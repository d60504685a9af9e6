import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, type QueryOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
let group: GroupRow;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter' });
});
afterEach(() => t.close());

const as = (token: string) => testClient(t.app, token);
const roster = (token: string, query: QueryOf<'GET /api/members'> = {}) =>
  as(token).call('GET /api/members', { query });
const names = async (token: string, query: QueryOf<'GET /api/members'>) =>
  (await roster(token, query)).body.items.map((m) => m.name);
const memberPage = (token: string, userId: number) =>
  as(token).call('GET /api/members/:userId', { params: { userId } });
const profile = (token: string) => as(token).call('GET /api/profile');
const putRole = (token: string, userId: number, role: BodyOf<'PUT /api/members/:userId/role'>['role']) =>
  as(token).call('PUT /api/members/:userId/role', { params: { userId }, body: { role } });
const deactivate = (token: string, userId: number) =>
  as(token).call('POST /api/members/:userId/deactivate', { params: { userId } });
const reactivate = (token: string, userId: number) =>
  as(token).call('POST /api/members/:userId/reactivate', { params: { userId } });

async function setClassification(userId: number, classification: string | null) {
  await t.ctx.db.updateTable('memberships').set({ classification }).where('user_id', '=', userId).execute();
}
const outboxTo = (email: string) =>
  t.ctx.db.selectFrom('outbox').select(['subject', 'body_text']).where('recipient', '=', email).orderBy('id').execute();
const auditActions = async () =>
  (await t.ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'summary']).orderBy('id').execute()).map(
    (r) => r.action,
  );

describe('GET /api/members (roster)', () => {
  it('lists active members of the caller’s group by name, with cursor pages and classifications', async () => {
    const me = await buildMember(t.ctx, { groupId: group.id, name: 'Mia Member' });
    for (const name of ['Zed Zane', 'Alma Archer', 'Bo Baker', 'Cy Cole']) {
      const m = await buildMember(t.ctx, { groupId: group.id, name, companyName: `${name} Ltd` });
      await setClassification(m.id, `${name.split(' ')[0]}-craft`);
    }
    await buildMember(t.ctx, { groupId: group.id, name: 'Pending Pat', membershipStatus: 'pending' });
    await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id, name: 'Elsewhere Ed' });
    const token = await loginAs(t.app, me.email);

    const first = (await roster(token, { limit: 2 })).body;
    expect(first.items.map((m) => m.name)).toEqual(['Alma Archer', 'Bo Baker']);
    expect(first.classifications).toEqual(['Alma-craft', 'Bo-craft', 'Cy-craft', 'Zed-craft']);
    expect(first.items[0]).toMatchObject({
      companyName: 'Alma Archer Ltd',
      classification: 'Alma-craft',
      role: 'Member',
      isLeadership: false,
      status: 'active',
      groupName: 'Harbour Chapter',
      profileImageUrl: null,
    });
    const second = (await roster(token, { limit: 2, cursor: first.nextCursor ?? undefined })).body;
    expect(second.items.map((m) => m.name)).toEqual(['Cy Cole', 'Mia Member']);
    expect(second.classifications).toBeUndefined();
    const third = (await roster(token, { limit: 2, cursor: second.nextCursor ?? undefined })).body;
    expect(third).toMatchObject({ items: [{ name: 'Zed Zane' }], nextCursor: null });
    expect((await roster(token, { cursor: 'bm9wZQ' })).statusCode).toBe(400);
  });

  it('searches name, company and classification and filters by role and classification', async () => {
    const me = await buildMember(t.ctx, { groupId: group.id, name: 'Mia Member' });
    const plumber = await buildMember(t.ctx, {
      groupId: group.id,
      name: 'Henry Walsh',
      companyName: 'Walsh 100% Pipes',
    });
    await setClassification(plumber.id, 'Plumber');
    await buildMember(t.ctx, { groupId: group.id, name: 'Patricia Owens', role: 'President' });
    const token = await loginAs(t.app, me.email);
    expect(await names(token, { q: 'plumb' })).toEqual(['Henry Walsh']);
    expect(await names(token, { q: 'WALSH' })).toEqual(['Henry Walsh']);
    expect(await names(token, { q: '100%' })).toEqual(['Henry Walsh']);
    expect(await names(token, { q: '_' })).toEqual([]);
    expect(await names(token, { role: 'President' })).toEqual(['Patricia Owens']);
    expect(await names(token, { classification: 'plumber' })).toEqual(['Henry Walsh']);
  });

  it('hides phone and e-mail a member keeps private, except from managers and the member', async () => {
    const me = await buildMember(t.ctx, { groupId: group.id });
    const shy = await buildMember(t.ctx, { groupId: group.id, name: 'Shy Sam' });
    await t.ctx.db.updateTable('users').set({ phone: '+1 555 0199' }).where('id', '=', shy.id).execute();
    const shyToken = await loginAs(t.app, shy.email);
    const setting = (setting: 'showPhone' | 'showEmail') =>
      as(shyToken).call('PUT /api/settings', { body: { category: 'privacy', setting, value: false } });
    expect((await setting('showPhone')).statusCode).toBe(200);
    expect((await setting('showEmail')).statusCode).toBe(200);
    const card = async (token: string) => (await roster(token, { q: 'shy' })).body.items[0];
    expect(await card(await loginAs(t.app, me.email))).toMatchObject({ phone: null, email: null });
    expect(await card(shyToken)).toMatchObject({ phone: '+1 555 0199', email: shy.email });
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    expect(await card(await loginAs(t.app, vp.email))).toMatchObject({ phone: '+1 555 0199', email: shy.email });
  });

  it('shows other statuses to managers only; platform admins see every group or the one asked for', async () => {
    const me = await buildMember(t.ctx, { groupId: group.id });
    await buildMember(t.ctx, { groupId: group.id, name: 'Pending Pat', membershipStatus: 'pending' });
    const other = await buildGroup(t.ctx);
    await buildMember(t.ctx, { groupId: other.id, name: 'Elsewhere Ed' });
    const memberView = (await roster(await loginAs(t.app, me.email), { status: 'pending' })).body;
    expect(memberView.items.map((m) => m.status)).toEqual(['active']);
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const vpToken = await loginAs(t.app, vp.email);
    expect(await names(vpToken, { status: 'pending' })).toEqual(['Pending Pat']);
    expect((await roster(vpToken, { groupId: other.id })).statusCode).toBe(404);

    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    expect(await names(admin, { limit: 100 })).toContain('Elsewhere Ed');
    expect(await names(admin, { groupId: other.id })).toEqual(['Elsewhere Ed']);
  });
});

describe('GET /api/members/:userId', () => {
  it('shows a group member; renewal date only to the member and managers; other groups are 404', async () => {
    const me = await buildMember(t.ctx, { groupId: group.id });
    const other = await buildMember(t.ctx, { groupId: group.id, name: 'Ola Other' });
    await t.ctx.db
      .updateTable('memberships')
      .set({ renewal_due: '2027-03-02T00:00:00.000Z' })
      .where('user_id', 'in', [me.id, other.id])
      .execute();
    const token = await loginAs(t.app, me.email);
    expect((await memberPage(token, other.id)).body).toMatchObject({
      name: 'Ola Other',
      renewalDue: null,
      manageable: false,
    });
    expect((await memberPage(token, me.id)).body.renewalDue).toBe('2027-03-02T00:00:00.000Z');
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    expect((await memberPage(await loginAs(t.app, vp.email), other.id)).body).toMatchObject({
      renewalDue: '2027-03-02T00:00:00.000Z',
      manageable: true,
    });
    const stranger = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    expect((await memberPage(token, stranger.id)).statusCode).toBe(404);
  });
});

describe('PUT /api/members/:userId/role', () => {
  it('lets a leader change a junior member’s role, ends that member’s sessions, e-mails and audits it', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const memberToken = await loginAs(t.app, member.email);
    const token = await loginAs(t.app, president.email);
    const res = await putRole(token, member.id, 'Board Member');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ member: { role: 'Board Member', isLeadership: true } });
    // The old session is gone: the next sign-in carries the new permissions.
    expect((await profile(memberToken)).statusCode).toBe(401);
    const fresh = await loginAs(t.app, member.email);
    expect((await profile(fresh)).body.permissions).toContain('approve_members');
    expect((await profile(token)).statusCode).toBe(200);
    expect((await outboxTo(member.email)).map((m) => m.subject)).toEqual([
      'Your role in Harbour Chapter is now Board Member',
    ]);
    expect(await auditActions()).toEqual(['member.role_changed']);
  });

  it('e-mails the change in the member’s language, else the chapter’s, the role named in it', async () => {
    await t.ctx.db.updateTable('groups').set({ language: 'pt-BR' }).where('id', '=', group.id).execute();
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const ana = await buildMember(t.ctx, { groupId: group.id });
    const dirk = await buildMember(t.ctx, { groupId: group.id });
    await t.ctx.db.updateTable('users').set({ preferred_language: 'de' }).where('id', '=', dirk.id).execute();
    const token = await loginAs(t.app, president.email);
    await putRole(token, ana.id, 'Secretary Treasurer');
    await putRole(token, dirk.id, 'Board Member');
    expect((await outboxTo(ana.email))[0]?.subject).toBe('Sua função em Harbour Chapter agora é Secretário-tesoureiro');
    expect((await outboxTo(dirk.email))[0]?.subject).toBe('Deine Rolle in Harbour Chapter ist jetzt Vorstandsmitglied');
    await deactivate(token, dirk.id);
    expect((await outboxTo(dirk.email))[1]?.subject).toBe('Dein Konto wurde deaktiviert');
  });

  it('never goes above the caller’s rank, never touches peers or seniors, never the caller', async () => {
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const otherVp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const token = await loginAs(t.app, vp.email);
    expect((await putRole(token, member.id, 'President')).error).toMatchObject({
      code: 'PERMISSION_DENIED',
      message: 'You can only give roles below your own (Vice President)',
    });
    expect((await putRole(token, member.id, 'Admin')).statusCode).toBe(403);
    expect((await putRole(token, member.id, 'Board Member')).statusCode).toBe(200);
    expect((await putRole(token, otherVp.id, 'Member')).statusCode).toBe(403);
    expect((await putRole(token, president.id, 'Member')).statusCode).toBe(403);
    expect((await putRole(token, vp.id, 'President')).statusCode).toBe(403);
    const stranger = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    expect((await putRole(token, stranger.id, 'Visitor')).statusCode).toBe(404);
    const board = await buildMember(t.ctx, { groupId: group.id, role: 'Board Member' });
    expect((await putRole(await loginAs(t.app, board.email), member.id, 'Visitor')).statusCode).toBe(403);
    const unknownRole = { params: { userId: member.id }, body: { role: 'Chief' } };
    expect((await as(token).raw('PUT /api/members/:userId/role', unknownRole)).statusCode).toBe(400);
  });

  it('never makes a peer: a President cannot make another President, a platform admin can (decision 0009)', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const token = await loginAs(t.app, president.email);
    const res = await putRole(token, member.id, 'President');
    expect(res.statusCode).toBe(403);
    expect(res.error).toMatchObject({ message: 'You can only give roles below your own (President)' });
    expect((await memberPage(token, member.id)).body).toMatchObject({ role: 'Member', manageable: true });
    expect((await putRole(token, member.id, 'Vice President')).statusCode).toBe(200);
    const vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
    expect((await putRole(vp, member.id, 'Vice President')).statusCode).toBe(403);
    // Handing over the presidency is the platform's: an admin gives the role.
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx, { groupId: group.id, role: 'Member' })).email);
    expect((await putRole(admin, member.id, 'President')).statusCode).toBe(200);
  });

  it('refuses to demote the last admin, and lets an admin step down while another remains', async () => {
    const admin = await buildAdmin(t.ctx, { groupId: group.id, role: 'Member' });
    const token = await loginAs(t.app, admin.email);
    const res = await putRole(token, admin.id, 'Member');
    expect(res.statusCode).toBe(409);
    expect(res.error).toMatchObject({ code: 'LAST_ADMIN' });
    expect((await profile(token)).body.isAdmin).toBe(true);

    const member = await buildMember(t.ctx, { groupId: group.id });
    expect((await putRole(token, member.id, 'Admin')).body.member.role).toBe('Admin');
    expect((await putRole(token, admin.id, 'President')).statusCode).toBe(200);
    // Stepping down keeps the caller's own session.
    expect((await profile(token)).body).toMatchObject({ isAdmin: false, role: 'President' });
  });
});

describe('deactivate and reactivate', () => {
  it('signs a deactivated member out everywhere and keeps them out; reactivation lets them back', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const sessions = [await loginAs(t.app, member.email), await loginAs(t.app, member.email)];
    const token = await loginAs(t.app, president.email);
    const res = await deactivate(token, member.id);
    expect(res.statusCode).toBe(200);
    expect(res.body.member.status).toBe('inactive');
    for (const s of sessions) expect((await profile(s)).statusCode).toBe(401);
    const login = await testClient(t.app).call('POST /api/login', {
      body: { email: member.email, password: member.password },
    });
    expect(login.error.code).toBe('ACCOUNT_INACTIVE');
    expect((await roster(token)).body.items.map((m) => m.id)).not.toContain(member.id);

    expect((await reactivate(token, member.id)).body.member.status).toBe('active');
    expect(await loginAs(t.app, member.email)).toBeTruthy();
    expect(await auditActions()).toEqual(['member.deactivated', 'member.reactivated']);
  });

  it('refuses peers, oneself and the last admin', async () => {
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const token = await loginAs(t.app, vp.email);
    expect((await deactivate(token, president.id)).statusCode).toBe(403);
    expect((await deactivate(token, vp.id)).error.message).toBe('You cannot deactivate your own account');
    const onlyAdmin = await buildAdmin(t.ctx, { groupId: group.id, role: 'Member' });
    const adminToken = await loginAs(t.app, onlyAdmin.email);
    expect((await deactivate(adminToken, onlyAdmin.id)).statusCode).toBe(403);
  });

  it('does not reactivate into a classification someone else now holds', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const old = await buildMember(t.ctx, { groupId: group.id, name: 'Old Plumber' });
    await setClassification(old.id, 'Plumber');
    const token = await loginAs(t.app, president.email);
    await deactivate(token, old.id);
    const fresh = await buildMember(t.ctx, { groupId: group.id, name: 'New Plumber' });
    await setClassification(fresh.id, 'plumber');
    const res = await reactivate(token, old.id);
    expect(res.statusCode).toBe(409);
    expect(res.error).toMatchObject({
      code: 'CLASSIFICATION_TAKEN',
      message:
        'The classification "Plumber" is already held by New Plumber. A group has one active member per classification.',
    });
  });
});
