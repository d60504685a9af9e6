import { afterEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, DEFAULT_PASSWORD, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

const BUDGET = 3;
const LOCK_SECONDS = 2;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function setup() {
  const app = await createTestApp({ limits: { loginAttemptsPerAccount: BUDGET, loginLockSeconds: LOCK_SECONDS } });
  t = app;
  const group = await buildGroup(app.ctx);
  const me = await buildMember(app.ctx, { groupId: group.id });
  const token = await loginAs(app.app, me.email);
  const api = testClient(app.app, token);
  const putEmail = (password: string, email = 'moved@example.test') =>
    api.call('PUT /api/profile/email', { body: { email, password } });
  const changePassword = (currentPassword: string) =>
    api.call('POST /api/account/password', { body: { currentPassword, newPassword: 'Granite-River-28^' } });
  const currentEmail = async () => (await api.ok('GET /api/profile')).email;
  return { app, me, putEmail, changePassword, currentEmail };
}

describe('PUT /api/profile/email guesses at the current password', () => {
  it('are limited like a password change: past the budget 429 with a retry, the right one refused until the lock ends', async () => {
    const { app, me, putEmail, currentEmail } = await setup();
    // Thirty guesses at once: only the budget's worth is checked.
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => putEmail(`Wrong-Pass-${i}!`)));
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(BUDGET);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - BUDGET);
    const limited = guesses.find((r) => r.statusCode === 429);
    expect(limited?.error).toMatchObject({ code: 'RATE_LIMIT', retryAfter: expect.any(Number) });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited?.headers['retry-after'])).toBeLessThanOrEqual(LOCK_SECONDS);

    const right = await putEmail(DEFAULT_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(await currentEmail()).toBe(me.email);

    // Once the lock-out is over (it is kept in the database, on the app's clock), the right password works again.
    app.clock.advance(LOCK_SECONDS * 1000 + 200);
    const after = await putEmail(DEFAULT_PASSWORD);
    expect(after.statusCode).toBe(200);
    expect(await currentEmail()).toBe('moved@example.test');
  });

  it('share one budget with password changes, and a right password clears it', async () => {
    const { putEmail, changePassword } = await setup();
    expect((await putEmail('Wrong-Pass-1!')).statusCode).toBe(400);
    expect((await putEmail(DEFAULT_PASSWORD, 'first@example.test')).statusCode).toBe(200);
    // The right password above cleared the count: the full budget is there again, across both forms.
    expect((await changePassword('Wrong-Pass-2!')).statusCode).toBe(400);
    expect((await putEmail('Wrong-Pass-3!')).statusCode).toBe(400);
    expect((await changePassword('Wrong-Pass-4!')).statusCode).toBe(400);
    expect((await putEmail('Wrong-Pass-5!')).statusCode).toBe(429);
    expect((await changePassword(DEFAULT_PASSWORD)).statusCode).toBe(429);
  });
});
