import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, bearer, buildUser, DEFAULT_PASSWORD, loginAs } from '../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const NEW_PASSWORD = 'Granite-River-28^';

let t: TestApp;
let sink: SmtpSink;
let user: BuiltUser;

beforeEach(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
  user = await buildUser(t.ctx);
});
afterEach(async () => {
  await t.close();
  await sink.stop();
});

const change = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/password', headers: bearer(token), payload });
const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/verify-token', headers: bearer(token) });
const login = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });

describe('POST /api/account/password', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('needs the current password', async () => {
    const token = await loginAs(t.app, user.email);
    const res = await change(token, { currentPassword: 'Not-My-Pass-1!', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Current password is incorrect',
      details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    const missing = await change(token, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'currentPassword', message: expect.any(String) }]);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const token = await loginAs(t.app, user.email);
    const weak = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: 'alllowercase' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([
      { field: 'newPassword', message: 'Password must contain at least one uppercase letter' },
      { field: 'newPassword', message: 'Password must contain at least one number' },
      { field: 'newPassword', message: 'Password must contain at least one special character' },
    ]);
    const same = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().details).toEqual([{ field: 'newPassword', message: expect.any(String) }]);
  });

  it('changes the password, keeps this session, revokes the others and e-mails the user', async () => {
    const current = await loginAs(t.app, user.email);
    const phone = await loginAs(t.app, user.email);
    const laptop = await loginAs(t.app, user.email);

    const res = await change(current, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed. Your other sessions were signed out.' });

    expect((await verify(current)).statusCode).toBe(200);
    expect((await verify(phone)).statusCode).toBe(401);
    expect((await verify(laptop)).statusCode).toBe(401);
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    await t.ctx.mail.worker.drain();
    const mail = await sink.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('other sessions were signed out');
    expect(mail.text).not.toContain(NEW_PASSWORD);
  });

  it('voids a pending reset link', async () => {
    await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email: user.email } });
    await t.ctx.mail.worker.drain();
    const resetMail = await sink.waitFor((m) => m.subject === 'Reset your password');
    const token = /password-reset\/([A-Za-z0-9_-]+)/.exec(resetMail.text)?.[1] as string;

    const session = await loginAs(t.app, user.email);
    expect((await change(session, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { password: 'Attacker-Pass-9!' },
    });
    expect(reset.json().code).toBe('INVALID_RESET_TOKEN');
  });
});
