import { decodeJwt, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

let t: TestApp;
let user: BuiltUser;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  const group = await buildGroup(t.ctx);
  user = await buildMember(t.ctx, { groupId: group.id });
  token = await loginAs(t.app, user.email);
});
afterEach(() => t.close());

const verify = (jwt: string | null, headers: Record<string, string> = {}) =>
  testClient(t.app, jwt).call('GET /api/verify-token', { headers });
const logout = (jwt: string) => testClient(t.app, jwt).call('POST /api/logout');
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (jwt: string) => decodeJwt(jwt);

/** Signs the same claims as a real token, with the given algorithm and key. */
function forge(alg: string, secret: string, edit: Record<string, unknown> = {}) {
  const { iat, exp, sub, ...rest } = claimsOf(token);
  return new SignJWT({ ...rest, ...edit })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(String(sub))
    .setIssuedAt(Number(iat))
    .setExpirationTime(Number(exp))
    .sign(new TextEncoder().encode(secret));
}

async function expect401(jwt: string, code = 'UNAUTHENTICATED') {
  const res = await verify(jwt);
  expect(res.statusCode).toBe(401);
  expect(res.error.code).toBe(code);
}

describe('tokens', () => {
  it('accepts the token the API issued', async () => {
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ valid: true, userId: user.id, mustChangePassword: false });
  });

  it('answers 401 without a token or with a malformed one', async () => {
    const none = await verify(null);
    expect(none.statusCode).toBe(401);
    expect(none.error).toEqual({ code: 'UNAUTHENTICATED', message: 'No authentication token found' });
    await expect401('not-a-jwt');
    const basic = await verify(null, { authorization: `Basic ${token}` });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses alg "none"', async () => {
    const [, payload] = token.split('.');
    await expect401(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`);
  });

  it('refuses another algorithm even with the right key (HS512, HS384)', async () => {
    await expect401(await forge('HS512', TEST_JWT_SECRET));
    await expect401(await forge('HS384', TEST_JWT_SECRET));
  });

  it('refuses a token signed with another key', async () => {
    await expect401(await forge('HS256', 'another-secret-that-is-also-long-enough-1234'));
  });

  it('refuses an edited payload (another user, extra permissions)', async () => {
    const [header, , signature] = token.split('.');
    const other = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    const claims = claimsOf(token);
    await expect401(`${header}.${b64({ ...claims, sub: String(other.id) })}.${signature}`);
    await expect401(`${header}.${b64({ ...claims, permissions: ['manage_groups'] })}.${signature}`);
  });

  it('refuses a validly signed token whose session does not exist', async () => {
    await expect401(await forge('HS256', TEST_JWT_SECRET, { sid: 'made-up-session-id' }));
  });

  it('answers TOKEN_EXPIRED once the token is past its exp', async () => {
    const exp = Number(claimsOf(token).exp) * 1000;
    t.clock.set(new Date(exp - 1000));
    expect((await verify(token)).statusCode).toBe(200);
    t.clock.set(new Date(exp + 1000));
    await expect401(token, 'TOKEN_EXPIRED');
  });

  it('ends the session at logout: the same token then gets 401', async () => {
    const other = await loginAs(t.app, user.email);
    const out = await logout(token);
    expect(out.statusCode).toBe(200);
    await expect401(token);
    const profile = await testClient(t.app, token).call('GET /api/profile');
    expect(profile.statusCode).toBe(401);
    // Only that session ended.
    expect((await verify(other)).statusCode).toBe(200);
    const again = await logout(token);
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 on verify-token for a session revoked on the server', async () => {
    await t.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now().toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    await expect401(token);
  });

  it('answers 401 once the account is deactivated', async () => {
    await t.ctx.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', user.id).execute();
    await expect401(token);
  });

  it('reflects the permissions held now, not those written in the token', async () => {
    await t.ctx.db.updateTable('memberships').set({ role: 'Vice President' }).where('user_id', '=', user.id).execute();
    const res = await verify(token);
    expect(res.body.permissions).toContain('manage_members');
    expect(claimsOf(token).permissions).not.toContain('manage_members');
  });
});
