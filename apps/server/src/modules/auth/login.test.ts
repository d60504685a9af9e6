import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp, type TestAppOverrides } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup(overrides: TestAppOverrides = {}) {
  t = await createTestApp(overrides);
  const group = await buildGroup(t.ctx);
  const user = await buildMember(t.ctx, { groupId: group.id });
  return { t, user };
}

const login = (app: TestApp, email: string, password: string, remoteAddress = '10.0.0.1') =>
  testClient(app.app).call('POST /api/login', { body: { email, password }, remoteAddress });

describe('POST /api/login', () => {
  it('signs in with a token carrying sub, exp, iat, version, permissions and a session id', async () => {
    const { t, user } = await setup();
    const res = await login(t, user.email.toUpperCase(), DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body.mustChangePassword).toBe(false);
    const claims = decodeJwt(body.token);
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.iat).toBe(nowSeconds);
    expect(claims.exp).toBeGreaterThan(nowSeconds);
    expect(claims.version).toBe('3.4.0');
    expect(claims.permissions).toEqual([...DEFAULT_ROLE_PERMISSIONS.Member]);
    expect(claims.sid).toEqual(expect.any(String));
    expect(String(claims.sid).length).toBeGreaterThanOrEqual(22);
  });

  it('counts remaining attempts down, then locks the account with retryAfter, refusing even the right password', async () => {
    const { t, user } = await setup({ limits: { loginAttemptsPerAccount: 4, loginLockSeconds: 120 } });
    const seen = [];
    for (let i = 0; i < 3; i++) {
      const res = await login(t, user.email, 'Wrong-Pass-1!');
      expect(res.statusCode).toBe(401);
      seen.push(res.error);
    }
    expect(seen.map((b) => b.code)).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
    expect(seen.map((b) => b.remainingAttempts)).toEqual([3, 2, 1]);

    const locked = await login(t, user.email, 'Wrong-Pass-1!');
    expect(locked.statusCode).toBe(423);
    expect(locked.error).toMatchObject({ code: 'ACCOUNT_LOCKED', message: expect.any(String) });
    expect(locked.error.retryAfter).toBeGreaterThan(100);
    expect(locked.error.retryAfter).toBeLessThanOrEqual(120);

    const right = await login(t, user.email, DEFAULT_PASSWORD);
    expect(right.statusCode).toBe(423);
    expect(right.error.code).toBe('ACCOUNT_LOCKED');
    expect(right.error).not.toHaveProperty('token');
  });

  it('resets the account counter after a successful sign-in', async () => {
    const { t, user } = await setup();
    await login(t, user.email, 'Wrong-Pass-1!');
    const second = await login(t, user.email, 'Wrong-Pass-1!');
    expect(second.error.remainingAttempts).toBe(3);
    expect((await login(t, user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    const after = await login(t, user.email, 'Wrong-Pass-1!');
    expect(after.error.remainingAttempts).toBe(4);
  });

  it('answers an unknown e-mail exactly like a known one with a wrong password', async () => {
    const { t, user } = await setup();
    const known = await login(t, user.email, 'Wrong-Pass-1!');
    const unknown = await login(t, 'nobody@example.test', 'Wrong-Pass-1!');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.text).toBe(known.text);
    // The date and the request's own id differ by nature; everything else must be the same.
    const { date: _d1, 'x-request-id': _r1, ...knownHeaders } = known.headers;
    const { date: _d2, 'x-request-id': _r2, ...unknownHeaders } = unknown.headers;
    expect(unknownHeaders).toEqual(knownHeaders);
    expect(known.error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
      remainingAttempts: 4,
    });
  });

  it('counts and locks unknown e-mails the same way as known ones', async () => {
    const { t, user } = await setup({ limits: { loginAttemptsPerAccount: 3 } });
    const run = async (email: string) => {
      const out = [];
      for (let i = 0; i < 4; i++) {
        const res = await login(t, email, 'Wrong-Pass-1!');
        const { retryAfter, ...rest } = res.error;
        out.push({ status: res.statusCode, ...rest, locked: retryAfter !== undefined });
      }
      return out;
    };
    const known = await run(user.email);
    expect(await run('ghost@example.test')).toEqual(known);
    expect(known.map((r) => r.status)).toEqual([401, 401, 423, 423]);
  });

  it('lets no more than the limit of parallel wrong guesses be evaluated, and stays locked afterwards', async () => {
    const limit = 5;
    const { t, user } = await setup({ limits: { loginAttemptsPerAccount: limit } });
    const results = await Promise.all(Array.from({ length: limit + 1 }, () => login(t, user.email, 'Wrong-Pass-1!')));
    const bodies = results.map((r) => r.error);
    const invalid = bodies.filter((b) => b.code === 'INVALID_CREDENTIALS');
    // Each evaluated guess took its own point: distinct counts, never more than the limit allows.
    expect(invalid.map((b) => b.remainingAttempts).sort()).toEqual([1, 2, 3, 4]);
    expect(bodies.filter((b) => b.code === 'ACCOUNT_LOCKED')).toHaveLength(2);
    const right = await login(t, user.email, DEFAULT_PASSWORD);
    expect(right.statusCode).toBe(423);
  });

  it('never lets a correct guess through once parallel wrong guesses used up the budget', async () => {
    const limit = 3;
    const { t, user } = await setup({ limits: { loginAttemptsPerAccount: limit } });
    // The right password is sent last, while the wrong ones are still being checked: a check-then-count
    // implementation would let it in; taking the point first locks it out.
    const wrong = Array.from({ length: limit }, () => login(t, user.email, 'Wrong-Pass-1!'));
    const results = await Promise.all([...wrong, login(t, user.email, DEFAULT_PASSWORD)]);
    expect(results.map((r) => r.statusCode)).toEqual([401, 401, 423, 423]);
    expect(results.at(-1)?.error).not.toHaveProperty('token');
  });

  it('answers an IP flood with HTTP 429 and an X-RateLimit-Reset header in seconds', async () => {
    const { t, user } = await setup({ limits: { loginAttemptsPerIp: 3, ipWindowSeconds: 300 } });
    for (let i = 0; i < 3; i++) {
      const res = await login(t, `guess${i}@example.test`, 'Wrong-Pass-1!', '10.9.9.9');
      expect(res.statusCode).toBe(401);
    }
    const flood = await login(t, user.email, DEFAULT_PASSWORD, '10.9.9.9');
    expect(flood.statusCode).toBe(429);
    expect(flood.error.code).toBe('RATE_LIMIT');
    const reset = Number(flood.headers['x-ratelimit-reset']);
    expect(Number.isInteger(reset)).toBe(true);
    expect(reset).toBeGreaterThan(250);
    expect(reset).toBeLessThanOrEqual(300);
    expect(flood.error.retryAfter).toBe(reset);
    expect(flood.error.message).toBe('Too many login attempts. Please try again in 5 minutes.');
    // Another address is not affected.
    expect((await login(t, user.email, DEFAULT_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('rejects a missing password and an unknown field with VALIDATION_ERROR', async () => {
    const { t, user } = await setup();
    const missing = await testClient(t.app).raw('POST /api/login', { body: { email: user.email } });
    expect(missing.statusCode).toBe(400);
    expect(missing.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'password' }] });
    const extra = await testClient(t.app).raw('POST /api/login', {
      body: { email: user.email, password: DEFAULT_PASSWORD, remember: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.error.code).toBe('VALIDATION_ERROR');
  });
});
