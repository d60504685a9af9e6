import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGroup, buildMember, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Every argon2 verify that starts, in order, by the password it checks: the real work, counted.
const argon = vi.hoisted(() => ({ started: [] as string[], onStart: (() => {}) as () => void }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.started.push(String(args[1]));
      argon.onStart();
      return real.verify(...args);
    },
  };
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const WRONG = 'Wrong-Pass-1!';
const login = (app: TestApp, email: string, password: string, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('a burst of parallel sign-in guesses from one address', () => {
  it('verifies no more guesses than the budget and does not queue another address behind them', {
    timeout: 90_000,
  }, async () => {
    const budget = 20;
    t = await createTestApp({ limits: { loginAttemptsPerIp: budget } });
    const group = await buildGroup(t.ctx);
    const member = await buildMember(t.ctx, { groupId: group.id });
    const app = t;
    // Warm up (the dummy hash for unknown e-mails is made once).
    expect((await login(app, 'warm-up@example.test', WRONG, '10.5.5.5')).statusCode).toBe(401);
    argon.started.length = 0;

    let burstRunning = () => {};
    const running = new Promise<void>((resolve) => {
      burstRunning = resolve;
    });
    argon.onStart = () => burstRunning();
    // Every guess names another e-mail, so only the address's budget stands in the way.
    const burst = Array.from({ length: 200 }, (_, i) => login(app, `guess${i}@example.test`, WRONG, '10.6.6.6'));
    await running;
    const startedBeforeMember = argon.started.length;
    const member2 = login(app, member.email, DEFAULT_PASSWORD, '10.7.7.7');
    const results = await Promise.all(burst);
    const mine = await member2;

    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(budget);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - budget);
    expect(argon.started.filter((p) => p === WRONG)).toHaveLength(budget);

    expect(mine.statusCode).toBe(200);
    expect(mine.json().token).toEqual(expect.any(String));
    // The member's verify waited for at most the guesses already running plus one more per slot, never the burst.
    const guessesAhead = argon.started.indexOf(DEFAULT_PASSWORD) - startedBeforeMember;
    expect(guessesAhead).toBeLessThanOrEqual(2);
  });
});
