import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser, DEFAULT_PASSWORD, loginAs } from '../../test/factories.ts';
import { firstLink, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { RESET_MAILS_PER_ACCOUNT } from './login-limits.ts';

const NEW_PASSWORD = 'Maple-Window-63&';
const SAME_ANSWER = { message: 'If an account exists with that email, you will receive password reset instructions.' };

let t: TestApp;
let sink: SmtpSink;
let user: BuiltUser;

beforeEach(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, limits: { loginAttemptsPerAccount: 3 } });
  user = await buildUser(t.ctx);
});
afterEach(async () => {
  await t.close();
  await sink.stop();
});

const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
  testClient(t.app).call('POST /api/reset-password', {
    remoteAddress,
    // A forged Host must not end up in the link.
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    body: { email },
  });

const complete = (token: string, password = NEW_PASSWORD) =>
  testClient(t.app).call('POST /api/reset-password/:token', { params: { token }, body: { password } });

const login = (password: string) =>
  testClient(t.app).call('POST /api/login', { body: { email: user.email, password } });

/** Delivers what the outbox holds and returns the e-mails with that subject sent to the user so far. */
async function mailsTo(email: string, subject: string) {
  await t.ctx.mail.worker.drain();
  return sink.messages.filter((m) => m.to.includes(email) && m.subject === subject);
}

/** Requests a reset and returns the token from the link in the e-mail that arrives. */
async function resetToken(): Promise<string> {
  const before = (await mailsTo(user.email, 'Reset your password')).length;
  expect((await requestReset(user.email)).statusCode).toBe(200);
  const mails = await mailsTo(user.email, 'Reset your password');
  expect(mails).toHaveLength(before + 1);
  const link = firstLink(mails.at(-1) as (typeof mails)[number]);
  const match = /^https:\/\/chapter\.test\/password-reset\/([A-Za-z0-9_-]+)$/.exec(link);
  expect(match, link).not.toBeNull();
  return match?.[1] as string;
}

describe('password reset', () => {
  it('writes the reset and the change notice in the member’s language', async () => {
    await t.ctx.db.updateTable('users').set({ preferred_language: 'de' }).where('id', '=', user.id).execute();
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const [reset] = await mailsTo(user.email, 'Setze dein Passwort zurück');
    expect(reset).toBeDefined();
    const token = /password-reset\/([A-Za-z0-9_-]+)/.exec(firstLink(reset as NonNullable<typeof reset>))?.[1];
    expect((await complete(token as string)).statusCode).toBe(200);
    expect(await mailsTo(user.email, 'Dein Passwort wurde geändert')).toHaveLength(1);
  });

  it('answers the same for known and unknown e-mails, and only mails the real account', async () => {
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.body).toEqual(SAME_ANSWER);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.text).toBe(known.text);
    // The date and the request's own id differ by nature; everything else must be the same.
    const { date: _a, 'x-request-id': _ra, ...knownHeaders } = known.headers;
    const { date: _b, 'x-request-id': _rb, ...unknownHeaders } = unknown.headers;
    expect(unknownHeaders).toEqual(knownHeaders);

    await t.ctx.mail.worker.drain();
    expect(sink.messages.map((m) => m.to)).toEqual([[user.email]]);
  });

  it('mails a link built from APP_URL (not the Host header) with a long random token', async () => {
    const token = await resetToken();
    // ≥128 random bits in base64url.
    expect(token.length).toBeGreaterThanOrEqual(22);
    const mail = sink.messages[0];
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.text).toContain('1 hour');
    // Only a hash is stored.
    const rows = await t.ctx.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('sets the new password once; the link then stops working', async () => {
    const token = await resetToken();
    const res = await complete(token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been reset. You can now sign in.' });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(401);

    const again = await complete(token, 'Other-Window-64&');
    expect(again.statusCode).toBe(400);
    expect(again.error).toEqual({
      code: 'INVALID_RESET_TOKEN',
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
    expect((await login('Other-Window-64&')).statusCode).toBe(401);
  });

  it('expires the link after one hour', async () => {
    const token = await resetToken();
    t.clock.advance(60 * 60_000 + 1);
    const res = await complete(token);
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('INVALID_RESET_TOKEN');

    const fresh = await resetToken();
    t.clock.advance(59 * 60_000);
    expect((await complete(fresh)).statusCode).toBe(200);
  });

  it('voids an older link when a newer one is requested', async () => {
    const older = await resetToken();
    const newer = await resetToken();
    expect(newer).not.toBe(older);
    expect((await complete(older)).error.code).toBe('INVALID_RESET_TOKEN');
    expect((await complete(newer)).statusCode).toBe(200);
  });

  it('signs out every session, unlocks the account and e-mails "password changed"', async () => {
    const session = await loginAs(t.app, user.email);
    for (let i = 0; i < 3; i++) await login('Wrong-Pass-1!');
    expect((await login(DEFAULT_PASSWORD)).error.code).toBe('ACCOUNT_LOCKED');

    expect((await complete(await resetToken())).statusCode).toBe(200);
    const verify = await testClient(t.app, session).call('GET /api/verify-token');
    expect(verify.statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const changed = await mailsTo(user.email, 'Your password was changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.text).toContain(`${TEST_APP_URL}/login`);
  });

  it('lists rule failures with 400 and keeps the link usable', async () => {
    const token = await resetToken();
    const weak = await complete(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Password does not meet requirements',
      details: [
        { field: 'password', message: 'Password must be at least 8 characters long' },
        { field: 'password', message: 'Password must contain at least one uppercase letter' },
        { field: 'password', message: 'Password must contain at least one number' },
        { field: 'password', message: 'Password must contain at least one special character' },
      ],
    });
    expect((await complete(token, 'Password123!')).error.details).toEqual([
      { field: 'password', message: 'Password is too common; choose another' },
    ]);
    expect((await complete(token)).statusCode).toBe(200);
  });

  it('refuses a made-up token and requires the e-mail field', async () => {
    expect((await complete('x'.repeat(43))).error.code).toBe('INVALID_RESET_TOKEN');
    const missing = await testClient(t.app).raw('POST /api/reset-password', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'email' }] });
  });

  it('sends nothing to an inactive account but answers the same', async () => {
    const inactive = await buildUser(t.ctx, { status: 'inactive' });
    const res = await requestReset(inactive.email);
    expect(res.body).toEqual(SAME_ANSWER);
    await t.ctx.mail.worker.drain();
    expect(sink.messages).toHaveLength(0);
  });

  it('mails one account no more than its budget whichever addresses ask, answering every ask the same', async () => {
    const answers = [];
    for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      for (let i = 0; i < 10; i++) answers.push(await requestReset(user.email, address));
    }
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((r) => r.text))).toEqual(new Set([JSON.stringify(SAME_ANSWER)]));
    expect(await mailsTo(user.email, 'Reset your password')).toHaveLength(RESET_MAILS_PER_ACCOUNT);
    // Another account is not affected by this one's budget.
    const other = await buildUser(t.ctx);
    expect((await requestReset(other.email, '10.3.0.4')).body).toEqual(SAME_ANSWER);
    expect(await mailsTo(other.email, 'Reset your password')).toHaveLength(1);
  });

  it('takes as long for a known e-mail as for an unknown one: the same database work before the answer', async () => {
    // Counts every SQL statement the app runs, in or out of a transaction (they share one executor class).
    let statements = 0;
    let owner: object | null = t.ctx.db.getExecutor();
    while (owner && !Object.hasOwn(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner);
    const proto = owner as { executeQuery: (...args: unknown[]) => unknown };
    const original = proto.executeQuery;
    proto.executeQuery = function (this: unknown, ...args: unknown[]) {
      statements++;
      return original.apply(this, args);
    };
    try {
      const rounds = 15;
      const users = await Promise.all(Array.from({ length: rounds + 2 }, () => buildUser(t.ctx)));
      const timed = async (email: string, address: string) => {
        const before = statements;
        const start = performance.now();
        const res = await requestReset(email, address);
        const ms = performance.now() - start;
        const ran = statements - before;
        expect(res.body).toEqual(SAME_ANSWER);
        // Whatever the request left to do (and the delivery it set off) ends before the next one is timed.
        await t.ctx.mail.worker.drain();
        await new Promise((r) => setTimeout(r, 5));
        return { ms, ran };
      };
      const known: { ms: number; ran: number }[] = [];
      const unknown: { ms: number; ran: number }[] = [];
      for (const [i, u] of users.entries()) {
        // Interleaved, so a swing in the machine's speed hits both alike; one address each keeps within its budget.
        const k = await timed(u.email, `10.4.${i}.1`);
        const n = await timed(`nobody${i}@example.test`, `10.4.${i}.2`);
        // The first two of each warm the code paths up.
        if (i < 2) continue;
        known.push(k);
        unknown.push(n);
      }
      // Counted: the answer waits for exactly the same database work, known account or not.
      expect(new Set([...known, ...unknown].map((r) => r.ran)).size).toBe(1);
      // Measured: the median known answer is not noticeably slower than the median unknown one.
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
      const ratio = median(known.map((r) => r.ms)) / median(unknown.map((r) => r.ms));
      expect(ratio).toBeLessThan(1.5);
      // Every known account still got its link, written after the answer (the counter saw that work).
      const beforeMail = statements;
      for (const u of users) expect(await mailsTo(u.email, 'Reset your password')).toHaveLength(1);
      expect(statements).toBeGreaterThan(beforeMail);
    } finally {
      proto.executeQuery = original;
    }
  });
});
