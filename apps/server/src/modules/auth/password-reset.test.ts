import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, bearer, buildUser, DEFAULT_PASSWORD, loginAs } from '../../test/factories.ts';
import { firstLink, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app.ts';

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

const requestReset = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    // A forged Host must not end up in the link.
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    payload: { email },
  });

const complete = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: `/api/reset-password/${token}`, payload: { password } });

const login = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });

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
  it('answers the same for known and unknown e-mails, and only mails the real account', async () => {
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(SAME_ANSWER);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const { date: _a, ...knownHeaders } = known.headers;
    const { date: _b, ...unknownHeaders } = unknown.headers;
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
    expect(res.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(401);

    const again = await complete(token, 'Other-Window-64&');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
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
    expect(res.json().code).toBe('INVALID_RESET_TOKEN');

    const fresh = await resetToken();
    t.clock.advance(59 * 60_000);
    expect((await complete(fresh)).statusCode).toBe(200);
  });

  it('voids an older link when a newer one is requested', async () => {
    const older = await resetToken();
    const newer = await resetToken();
    expect(newer).not.toBe(older);
    expect((await complete(older)).json().code).toBe('INVALID_RESET_TOKEN');
    expect((await complete(newer)).statusCode).toBe(200);
  });

  it('signs out every session, unlocks the account and e-mails "password changed"', async () => {
    const session = await loginAs(t.app, user.email);
    for (let i = 0; i < 3; i++) await login('Wrong-Pass-1!');
    expect((await login(DEFAULT_PASSWORD)).json().code).toBe('ACCOUNT_LOCKED');

    expect((await complete(await resetToken())).statusCode).toBe(200);
    const verify = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: bearer(session) });
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
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Password does not meet requirements',
      details: [
        { field: 'password', message: 'Password must be at least 8 characters long' },
        { field: 'password', message: 'Password must contain at least one uppercase letter' },
        { field: 'password', message: 'Password must contain at least one number' },
        { field: 'password', message: 'Password must contain at least one special character' },
      ],
    });
    expect((await complete(token, 'Password123!')).json().details).toEqual([
      { field: 'password', message: 'Password is too common; choose another' },
    ]);
    expect((await complete(token)).statusCode).toBe(200);
  });

  it('refuses a made-up token and requires the e-mail field', async () => {
    expect((await complete('x'.repeat(43))).json().code).toBe('INVALID_RESET_TOKEN');
    const missing = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'email' }] });
  });

  it('sends nothing to an inactive account but answers the same', async () => {
    const inactive = await buildUser(t.ctx, { status: 'inactive' });
    const res = await requestReset(inactive.email);
    expect(res.json()).toEqual(SAME_ANSWER);
    await t.ctx.mail.worker.drain();
    expect(sink.messages).toHaveLength(0);
  });
});
