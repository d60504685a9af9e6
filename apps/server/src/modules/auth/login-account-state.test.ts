import { hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { addMs } from '../../lib/clock.ts';
import { buildGroup, buildMember, buildUser, DEFAULT_PASSWORD, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

let t: TestApp;
afterEach(() => t?.close());

const login = (email: string, password: string) =>
  testClient(t.app).call('POST /api/login', { body: { email, password } });

const storedHash = async (userId: number) =>
  (await t.ctx.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow())
    .password_hash;

describe('sign-in and the state of the account', () => {
  it('refuses an inactive account with ACCOUNT_INACTIVE only when the password is right', async () => {
    t = await createTestApp();
    const user = await buildUser(t.ctx, { status: 'inactive' });
    const wrong = await login(user.email, 'Wrong-Pass-1!');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.error.code).toBe('INVALID_CREDENTIALS');
    const right = await login(user.email, DEFAULT_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.error).toEqual({ code: 'ACCOUNT_INACTIVE', message: 'This account is inactive.' });
  });

  it('refuses a Substitute of a group that does not allow substitute sign-in, and admits one where it does', async () => {
    t = await createTestApp();
    const closed = await buildGroup(t.ctx, { allow_substitute_login: 0 });
    const open = await buildGroup(t.ctx, { allow_substitute_login: 1 });
    const refused = await buildMember(t.ctx, { groupId: closed.id, role: 'Substitute' });
    const admitted = await buildMember(t.ctx, { groupId: open.id, role: 'Substitute' });
    const memberOfClosed = await buildMember(t.ctx, { groupId: closed.id, role: 'Member' });

    const res = await login(refused.email, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.error).toMatchObject({ code: 'SUBSTITUTE_LOGIN', message: expect.any(String) });
    expect(res.error).not.toHaveProperty('token');
    expect((await login(admitted.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await login(memberOfClosed.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a temporary password until it expires, then refuses it', async () => {
    t = await createTestApp();
    const expiresAt = addMs(t.clock.now(), 7 * 24 * 60 * 60_000);
    const user = await buildUser(t.ctx, { mustChangePassword: true, passwordExpiresAt: expiresAt });
    const before = await login(user.email, DEFAULT_PASSWORD);
    expect(before.statusCode).toBe(200);
    expect(before.body.mustChangePassword).toBe(true);

    t.clock.set(addMs(expiresAt, 1000));
    const after = await login(user.email, DEFAULT_PASSWORD);
    expect(after.statusCode).toBe(401);
    expect(after.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('keeps other APIs at 403 PASSWORD_CHANGE_REQUIRED until the temporary password is changed', async () => {
    t = await createTestApp();
    const user = await buildUser(t.ctx, { mustChangePassword: true });
    const token = await loginAs(t.app, user.email);
    const as = testClient(t.app, token);
    const update = () => as.call('PUT /api/profile', { body: { bio: 'Hello' } });

    const blocked = await update();
    expect(blocked.statusCode).toBe(403);
    expect(blocked.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    // Reading one's own profile still works, so the client can show the change-password screen.
    expect((await as.ok('GET /api/profile')).mustChangePassword).toBe(true);

    const change = await as.call('POST /api/account/password', {
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Fresh-Start-77#' },
    });
    expect(change.statusCode).toBe(200);
    expect((await update()).statusCode).toBe(200);
    const again = await login(user.email, 'Fresh-Start-77#');
    expect(again.body.mustChangePassword).toBe(false);
  });

  it('stores passwords as argon2id with m=19456, t=2, p=1', async () => {
    t = await createTestApp();
    const res = await testClient(t.app).call('POST /api/register', {
      body: { name: 'Hana', email: 'hana@example.test', password: 'Lantern-Sky-88?' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', 'hana@example.test')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(row.password_hash).not.toContain('Lantern-Sky-88?');
  });

  it('re-hashes a password stored with weaker parameters at the next successful sign-in', async () => {
    t = await createTestApp();
    const weak = await hash(DEFAULT_PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    const user = await buildUser(t.ctx, { passwordHash: weak });
    expect(await storedHash(user.id)).toContain('m=4096,t=1,p=1');

    expect((await login(user.email, 'Wrong-Pass-1!')).statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(weak);

    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an account without a password (e.g. not yet set up) like a wrong password', async () => {
    t = await createTestApp();
    const user = await buildUser(t.ctx, { passwordHash: null });
    const res = await login(user.email, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.error).toMatchObject({ code: 'INVALID_CREDENTIALS', remainingAttempts: 4 });
  });
});
