import { afterEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// Addresses of this run only: the shared Redis keeps the per-address counts of earlier runs for 15 minutes.
const net = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const login = (app: TestApp, email: string, password: string, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

/**
 * Sign-in does not depend on Redis (docs/redis.md "Without Redis"): with the link gone, lock-outs still hold
 * (they are in the database) and the per-address budget still counts, in this process's memory.
 */
describe.skipIf(!redisUrl)('sign-in while Redis is away', () => {
  it('signs members in, keeps a locked account locked, and still limits an address', async () => {
    t = await createTestApp({ redisUrl, limits: { loginAttemptsPerAccount: 3, loginAttemptsPerIp: 4 } });
    const group = await buildGroup(t.ctx);
    const locked = await buildMember(t.ctx, { groupId: group.id });
    const other = await buildMember(t.ctx, { groupId: group.id });
    for (let i = 0; i < 3; i++) await login(t, locked.email, 'Wrong-Pass-1!', `${net}.1`);
    expect((await login(t, locked.email, DEFAULT_PASSWORD, `${net}.2`)).json().code).toBe('ACCOUNT_LOCKED');

    t.ctx.redis?.disconnect();
    const right = await login(t, locked.email, DEFAULT_PASSWORD, `${net}.3`);
    expect(right.statusCode).toBe(423);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    expect((await login(t, other.email, DEFAULT_PASSWORD, `${net}.3`)).statusCode).toBe(200);

    const flood = [];
    for (let i = 0; i < 5; i++)
      flood.push((await login(t, `guess${i}@example.test`, 'Wrong-Pass-1!', `${net}.9`)).statusCode);
    expect(flood).toEqual([401, 401, 401, 401, 429]);
  });
});
