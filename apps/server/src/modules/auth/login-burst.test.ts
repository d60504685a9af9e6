import { afterEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { onPasswordCheck } from './passwords.ts';

let t: TestApp | undefined;
let unwatch = () => {};
afterEach(async () => {
  unwatch();
  await t?.close();
  t = undefined;
});

const WRONG = 'Wrong-Pass-1!';
const BURST_ADDRESS = '10.6.6.6';
const MEMBER_ADDRESS = '10.7.7.7';
const login = (app: TestApp, email: string, password: string, remoteAddress: string) =>
  testClient(app.app).call('POST /api/login', { body: { email, password }, remoteAddress });

describe('a burst of parallel sign-in guesses from one address', () => {
  it('verifies no more guesses than the budget and does not queue another address behind them', {
    timeout: 60_000,
  }, async () => {
    const budget = 20;
    t = await createTestApp({ limits: { loginAttemptsPerIp: budget } });
    const group = await buildGroup(t.ctx);
    const member = await buildMember(t.ctx, { groupId: group.id });
    const app = t;
    // Warm up (the dummy hash for unknown e-mails is made once).
    expect((await login(app, 'warm-up@example.test', WRONG, '10.5.5.5')).statusCode).toBe(401);

    // Every argon2 verify that starts, in order, by the address whose turn it is: the real work, counted.
    const started: string[] = [];
    let burstRunning = () => {};
    const running = new Promise<void>((resolve) => {
      burstRunning = resolve;
    });
    unwatch = onPasswordCheck((who) => {
      started.push(who);
      burstRunning();
    });
    // Every guess names another e-mail, so only the address's budget stands in the way.
    const burst = Array.from({ length: 200 }, (_, i) => login(app, `guess${i}@example.test`, WRONG, BURST_ADDRESS));
    await running;
    const startedBeforeMember = started.length;
    const memberLogin = login(app, member.email, DEFAULT_PASSWORD, MEMBER_ADDRESS);
    const results = await Promise.all(burst);
    const mine = await memberLogin;

    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(budget);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - budget);
    expect(started.filter((who) => who === BURST_ADDRESS)).toHaveLength(budget);

    expect(mine.statusCode).toBe(200);
    expect(mine.body.token).toEqual(expect.any(String));
    // The member's verify waited for at most the guesses already running plus one more per slot, never the burst.
    const guessesAhead = started.indexOf(MEMBER_ADDRESS) - startedBeforeMember;
    expect(guessesAhead).toBeLessThanOrEqual(2);
  });
});
