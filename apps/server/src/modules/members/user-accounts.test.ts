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

type NewUser = BodyOf<'POST /api/admin/users'>;
const create = (token: string, body: NewUser) => testClient(t.app, token).call('POST /api/admin/users', { body });
const reset = (token: string, userId: number, mode: 'link' | 'temporary') =>
  testClient(t.app, token).call('POST /api/admin/users/:userId/password-reset', { params: { userId }, body: { mode } });
const setPassword = (token: string, password: string) =>
  testClient(t.app).call('POST /api/reset-password/:token', { params: { token }, body: { password } });
const mailTo = (email: string) =>
  t.ctx.db.selectFrom('outbox').select(['subject', 'body_text']).where('recipient', '=', email).orderBy('id').execute();
const newUser = (extra: Partial<NewUser> = {}): NewUser => ({
  name: 'Nora New',
  email: 'Nora@Example.test',
  role: 'Member',
  classification: 'Florist',
  onboarding: 'link',
  ...extra,
});

describe('POST /api/admin/users', () => {
  it('creates an active member in the leader’s group and e-mails a single-use set-password link', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const token = await loginAs(t.app, president.email);
    const res = await create(token, newUser());
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      temporaryPassword: null,
      member: { name: 'Nora New', email: 'nora@example.test', role: 'Member', status: 'active', groupId: group.id },
    });
    const [mail] = await mailTo('nora@example.test');
    expect(mail?.subject).toBe('Welcome to Harbour Chapter');
    const link = /\/password-reset\/([\w-]+)/.exec(mail?.body_text ?? '')?.[1] as string;
    const set = await setPassword(link, 'Fresh-Start-2026!');
    expect(set.statusCode).toBe(200);
    await loginAs(t.app, 'nora@example.test', 'Fresh-Start-2026!');
    const again = await setPassword(link, 'Other-Start-2026!');
    expect(again.statusCode).toBe(400);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.created').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.group_id).toBe(group.id);
  });

  it('gives a temporary password that must be changed at the first sign-in', async () => {
    const admin = await buildAdmin(t.ctx);
    const token = await loginAs(t.app, admin.email);
    const res = await create(token, newUser({ onboarding: 'temporary', groupId: group.id }));
    expect(res.statusCode).toBe(201);
    const temporaryPassword = res.body.temporaryPassword as string;
    expect(temporaryPassword).toMatch(/^.{16}$/);
    expect((await mailTo('nora@example.test'))[0]?.body_text).toContain(temporaryPassword);
    const login = await testClient(t.app).ok('POST /api/login', {
      body: { email: 'nora@example.test', password: temporaryPassword },
    });
    expect(login.mustChangePassword).toBe(true);
    const roster = await testClient(t.app, login.token).call('GET /api/members');
    expect(roster.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('applies the rank rules: only roles below one’s own, admins only by admins, own group only', async () => {
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const token = await loginAs(t.app, vp.email);
    expect((await create(token, newUser({ role: 'President' }))).statusCode).toBe(403);
    expect((await create(token, newUser({ role: 'Admin' }))).statusCode).toBe(403);
    const other = await buildGroup(t.ctx);
    expect((await create(token, newUser({ groupId: other.id }))).statusCode).toBe(404);
    // No peers either (docs/decisions/0009-roles-below-your-own.md): a Vice President adds a Board Member at most.
    const peer = await create(token, newUser({ role: 'Vice President' }));
    expect(peer.error).toMatchObject({ message: 'You can only give roles below your own (Vice President)' });
    expect((await create(token, newUser({ role: 'Board Member' }))).statusCode).toBe(201);
    const member = await buildMember(t.ctx, { groupId: group.id });
    const memberToken = await loginAs(t.app, member.email);
    expect((await create(memberToken, newUser({ email: 'x@example.test' }))).statusCode).toBe(403);
  });

  it('lets a platform admin create another platform admin without a group', async () => {
    const admin = await buildAdmin(t.ctx);
    const token = await loginAs(t.app, admin.email);
    const res = await create(token, newUser({ role: 'Admin', classification: null }));
    expect(res.statusCode).toBe(201);
    const row = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', res.body.userId).executeTakeFirst();
    expect(row?.is_admin).toBe(1);
  });

  it('refuses a taken e-mail, a taken classification and a full group', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President', email: 'p@example.test' });
    const florist = await buildMember(t.ctx, { groupId: group.id, name: 'Flo' });
    await t.ctx.db
      .updateTable('memberships')
      .set({ classification: 'florist' })
      .where('user_id', '=', florist.id)
      .execute();
    const token = await loginAs(t.app, president.email);
    expect((await create(token, newUser({ email: 'p@example.test' }))).error.code).toBe('EMAIL_IN_USE');
    expect((await create(token, newUser())).error.code).toBe('CLASSIFICATION_TAKEN');
    await t.ctx.db.updateTable('groups').set({ capacity: 2 }).where('id', '=', group.id).execute();
    expect((await create(token, newUser({ classification: null }))).error.code).toBe('GROUP_FULL');
  });
});

describe('POST /api/admin/users/:userId/password-reset', () => {
  it('sets a temporary password for a junior member, ends their sessions and e-mails it', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const memberToken = await loginAs(t.app, member.email);
    const token = await loginAs(t.app, president.email);
    const res = await reset(token, member.id, 'temporary');
    expect(res.statusCode).toBe(200);
    const temporaryPassword = res.body.temporaryPassword as string;
    const profile = await testClient(t.app, memberToken).call('GET /api/profile');
    expect(profile.statusCode).toBe(401);
    expect((await mailTo(member.email))[0]?.body_text).toContain(temporaryPassword);
    await loginAs(t.app, member.email, temporaryPassword);
  });

  it('e-mails a reset link, and refuses seniors, peers, oneself and other groups', async () => {
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const peer = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const elsewhere = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    const token = await loginAs(t.app, vp.email);
    const ok = await reset(token, member.id, 'link');
    expect(ok.body).toMatchObject({ temporaryPassword: null });
    expect((await mailTo(member.email))[0]?.subject).toBe('Set a new password');
    for (const id of [president.id, peer.id, vp.id]) {
      expect((await reset(token, id, 'link')).statusCode).toBe(403);
    }
    expect((await reset(token, elsewhere.id, 'link')).statusCode).toBe(404);
  });
});

describe('PUT /api/members/:userId/role to Admin', () => {
  it('is refused to a group member holding the Admin role: only platform admins set the admin flag', async () => {
    const groupAdmin = await buildMember(t.ctx, { groupId: group.id, role: 'Admin' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const token = await loginAs(t.app, groupAdmin.email);
    const res = await testClient(t.app, token).call('PUT /api/members/:userId/role', {
      params: { userId: member.id },
      body: { role: 'Admin' },
    });
    expect(res.statusCode).toBe(403);
  });
});
