import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from '@chapter/shared/roles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BuiltUser,
  buildAdmin,
  buildGroup,
  buildMember,
  DEFAULT_PASSWORD,
  type GroupRow,
  loginAs,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
let group: GroupRow;
let me: BuiltUser;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter', image_url: '/img/harbour.png' });
  me = await buildMember(t.ctx, { groupId: group.id, name: 'Mia Member', companyName: 'Mia Bakes' });
  token = await loginAs(t.app, me.email);
});
afterEach(() => t.close());

const get = (auth: string, userId?: number) => testClient(t.app, auth).call('GET /api/profile', { query: { userId } });
const put = (auth: string, body: BodyOf<'PUT /api/profile'>, userId?: number) =>
  testClient(t.app, auth).call('PUT /api/profile', { query: { userId }, body });
const putEmail = (auth: string, body: BodyOf<'PUT /api/profile/email'>, userId?: number) =>
  testClient(t.app, auth).call('PUT /api/profile/email', { query: { userId }, body });

describe('GET /api/profile', () => {
  it('needs a session', async () => {
    expect((await testClient(t.app).call('GET /api/profile')).statusCode).toBe(401);
  });

  it('returns the own profile with group, membership, permissions and user fields', async () => {
    await buildMember(t.ctx, { groupId: group.id });
    await buildMember(t.ctx, { groupId: group.id, membershipStatus: 'pending' });
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      id: me.id,
      name: 'Mia Member',
      email: me.email,
      companyName: 'Mia Bakes',
      classification: null,
      phone: null,
      website: null,
      preferredLanguage: null,
      bio: null,
      profileImageUrl: null,
      role: 'Member',
      isAdmin: false,
      mustChangePassword: false,
      hasPassword: true,
      permissions: [...DEFAULT_ROLE_PERMISSIONS.Member],
      membership: { role: { name: 'Member', isLeadership: false }, status: 'active', classification: null },
      group: {
        id: group.id,
        name: 'Harbour Chapter',
        status: 'active',
        imageUrl: '/img/harbour.png',
        memberCount: 2,
        timeZone: 'UTC',
        language: 'en',
        currency: null,
        detailedReferralSteps: false,
      },
    });
  });

  it('marks leadership roles and gives a platform admin every permission', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const body = (await get(await loginAs(t.app, president.email))).body;
    expect(body.membership?.role).toEqual({ name: 'President', isLeadership: true });
    expect(body.role).toBe('President');

    const admin = await buildAdmin(t.ctx);
    const adminBody = (await get(await loginAs(t.app, admin.email))).body;
    expect(adminBody).toMatchObject({ isAdmin: true, role: 'Admin', group: null, membership: null });
    expect(adminBody.permissions).toEqual([...PERMISSIONS]);
  });
});

describe('PUT /api/profile', () => {
  it('updates the own fields and clears those sent empty', async () => {
    const res = await put(token, {
      name: 'Mia M. Baker',
      companyName: '',
      phone: '+1 555 0100',
      website: 'https://mia.example',
      bio: 'Sourdough for offices',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Mia M. Baker',
      companyName: null,
      phone: '+1 555 0100',
      website: 'https://mia.example',
      bio: 'Sourdough for offices',
    });
    expect((await get(token)).body.name).toBe('Mia M. Baker');
  });

  it('rejects role, isAdmin and permissions fields (mass assignment) and changes nothing', async () => {
    for (const field of [{ role: 'President' }, { isAdmin: true }, { permissions: ['manage_groups'] }]) {
      const res = await testClient(t.app, token).raw('PUT /api/profile', { body: { name: 'Sneaky', ...field } });
      expect(res.statusCode).toBe(400);
      expect(res.error.code).toBe('VALIDATION_ERROR');
      expect(res.error.details?.map((d) => d.field)).toEqual(Object.keys(field));
    }
    const after = (await get(token)).body;
    expect(after).toMatchObject({ name: 'Mia Member', role: 'Member', isAdmin: false });
    expect((await put(token, { name: '' })).statusCode).toBe(400);
  });

  it('keeps a preferred language, refuses an unsupported one and clears it with null', async () => {
    expect((await get(token)).body.preferredLanguage).toBeNull();
    const saved = await put(token, { preferredLanguage: 'pt-BR' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.preferredLanguage).toBe('pt-BR');
    expect((await get(token)).body).toMatchObject({ preferredLanguage: 'pt-BR', name: 'Mia Member' });

    const refused = await testClient(t.app, token).raw('PUT /api/profile', { body: { preferredLanguage: 'fr' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.error.details).toEqual([{ field: 'preferredLanguage', message: 'Choose one of en, es, pt-BR, de' }]);
    expect((await get(token)).body.preferredLanguage).toBe('pt-BR');

    expect((await put(token, { preferredLanguage: null })).body.preferredLanguage).toBeNull();
    expect((await get(token)).body.preferredLanguage).toBeNull();
  });
});

describe("another member's profile", () => {
  it('is refused with 403 without manage_members', async () => {
    const other = await buildMember(t.ctx, { groupId: group.id });
    expect((await get(token, other.id)).statusCode).toBe(403);
    const res = await put(token, { bio: 'hacked' }, other.id);
    expect(res.statusCode).toBe(403);
    expect(res.error).toEqual({ code: 'PERMISSION_DENIED', message: 'Permission denied' });
    expect((await putEmail(token, { email: 'x@example.test' }, other.id)).statusCode).toBe(403);
    // Asking for oneself by id is fine.
    expect((await get(token, me.id)).statusCode).toBe(200);
  });

  it('may be read and updated with manage_members in the same group', async () => {
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const vpToken = await loginAs(t.app, vp.email);
    const read = await get(vpToken, me.id);
    expect(read.statusCode).toBe(200);
    expect(read.body.email).toBe(me.email);
    const updated = await put(vpToken, { bio: 'Updated by the VP' }, me.id);
    expect(updated.statusCode).toBe(200);
    expect((await get(token)).body.bio).toBe('Updated by the VP');
    expect((await get(vpToken)).body.bio).toBeNull();
  });

  it('may not be changed when the member is as senior as the manager (no takeover via e-mail)', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const otherVp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const vpToken = await loginAs(t.app, vp.email);
    expect((await get(vpToken, president.id)).statusCode).toBe(200);
    expect((await putEmail(vpToken, { email: vp.email.replace('@', '+p@') }, president.id)).statusCode).toBe(403);
    expect((await put(vpToken, { name: 'Renamed' }, president.id)).statusCode).toBe(403);
    expect((await put(vpToken, { name: 'Renamed' }, otherVp.id)).statusCode).toBe(403);
    expect((await get(await loginAs(t.app, president.email))).body.name).not.toBe('Renamed');

    const presidentToken = await loginAs(t.app, president.email);
    expect((await put(presidentToken, { name: 'Vice Renamed' }, vp.id)).statusCode).toBe(200);
  });

  it("answers 404 for another group's member even with manage_members", async () => {
    const elsewhere = await buildGroup(t.ctx);
    const stranger = await buildMember(t.ctx, { groupId: elsewhere.id });
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const vpToken = await loginAs(t.app, vp.email);
    expect((await get(vpToken, stranger.id)).statusCode).toBe(404);
    expect((await put(vpToken, { bio: 'x' }, stranger.id)).statusCode).toBe(404);
    expect((await putEmail(vpToken, { email: 'y@example.test' }, stranger.id)).statusCode).toBe(404);
    expect((await get(vpToken, 999_999)).statusCode).toBe(404);
  });

  it('is open to a platform admin in any group', async () => {
    const elsewhere = await buildGroup(t.ctx);
    const stranger = await buildMember(t.ctx, { groupId: elsewhere.id });
    const adminToken = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    expect((await get(adminToken, stranger.id)).body.id).toBe(stranger.id);
    expect((await put(adminToken, { companyName: 'Set by admin' }, stranger.id)).body.companyName).toBe('Set by admin');
  });
});

describe('PUT /api/profile/email', () => {
  it('needs the password to change one’s own e-mail', async () => {
    const without = await putEmail(token, { email: 'mia.new@example.test' });
    expect(without.statusCode).toBe(400);
    expect(without.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'password' }] });
    const wrong = await putEmail(token, { email: 'mia.new@example.test', password: 'Wrong-Pass-1!' });
    expect(wrong.statusCode).toBe(400);

    const ok = await putEmail(token, { email: 'Mia.New@Example.test', password: DEFAULT_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.email).toBe('mia.new@example.test');
    expect((await loginAs(t.app, 'mia.new@example.test')).length).toBeGreaterThan(0);
  });

  it('answers EMAIL_IN_USE when the address belongs to someone else', async () => {
    const other = await buildMember(t.ctx, { groupId: group.id });
    const res = await putEmail(token, { email: other.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('EMAIL_IN_USE');
    expect((await get(token)).body.email).toBe(me.email);
  });

  it('lets a manager change a member’s e-mail without the member’s password', async () => {
    const vp = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    const vpToken = await loginAs(t.app, vp.email);
    const res = await putEmail(vpToken, { email: 'mia.work@example.test', userId: me.id });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id: me.id, email: 'mia.work@example.test' });
    expect((await get(vpToken)).body.email).toBe(vp.email);
  });
});

describe('classification on the profile', () => {
  it('is the membership’s, unique among the group’s active members with a clear conflict message', async () => {
    const baker = await buildMember(t.ctx, { groupId: group.id, name: 'Bea Baker' });
    expect((await put(await loginAs(t.app, baker.email), { classification: 'Baker' })).body.classification).toBe(
      'Baker',
    );
    const res = await put(token, { classification: 'baker' });
    expect(res.statusCode).toBe(409);
    expect(res.error).toMatchObject({
      code: 'CLASSIFICATION_TAKEN',
      message:
        'The classification "baker" is already held by Bea Baker. A group has one active member per classification.',
    });
    const ok = await put(token, { classification: 'Pastry Chef' });
    expect(ok.body).toMatchObject({ classification: 'Pastry Chef', membership: { classification: 'Pastry Chef' } });
    // Another group may have its own baker.
    const elsewhere = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    expect((await put(await loginAs(t.app, elsewhere.email), { classification: 'Baker' })).statusCode).toBe(200);
  });
});
