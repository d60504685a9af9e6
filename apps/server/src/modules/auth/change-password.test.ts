import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser, DEFAULT_PASSWORD, loginAs } from '../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

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

const change = (token: string | null, body: BodyOf<'POST /api/account/password'>) =>
  testClient(t.app, token).call('POST /api/account/password', { body });
const verify = (token: string) => testClient(t.app, token).call('GET /api/verify-token');
const login = (password: string) =>
  testClient(t.app).call('POST /api/login', { body: { email: user.email, password } });

describe('POST /api/account/password', () => {
  it('needs a session', async () => {
    const res = await change(null, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('needs the current password', async () => {
    const token = await loginAs(t.app, user.email);
    const res = await change(token, { currentPassword: 'Not-My-Pass-1!', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Current password is incorrect',
      details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    const missing = await testClient(t.app, token).raw('POST /api/account/password', {
      body: { newPassword: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.error.details).toEqual([{ field: 'currentPassword', message: expect.any(String) }]);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login(DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const token = await loginAs(t.app, user.email);
    const weak = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: 'alllowercase' });
    expect(weak.statusCode).toBe(400);
    expect(weak.error.details).toEqual([
      { field: 'newPassword', message: 'Password must contain at least one uppercase letter' },
      { field: 'newPassword', message: 'Password must contain at least one number' },
      { field: 'newPassword', message: 'Password must contain at least one special character' },
    ]);
    const same = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.error.details).toEqual([{ field: 'newPassword', message: expect.any(String) }]);
  });

  it('changes the password, keeps this session, revokes the others and e-mails the user', async () => {
    const current = await loginAs(t.app, user.email);
    const phone = await loginAs(t.app, user.email);
    const laptop = await loginAs(t.app, user.email);

    const res = await change(current, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed. Your other sessions were signed out.' });

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
    await testClient(t.app).ok('POST /api/reset-password', { body: { email: user.email } });
    await t.ctx.mail.worker.drain();
    const resetMail = await sink.waitFor((m) => m.subject === 'Reset your password');
    const token = /password-reset\/([A-Za-z0-9_-]+)/.exec(resetMail.text)?.[1] as string;

    const session = await loginAs(t.app, user.email);
    expect((await change(session, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const reset = await testClient(t.app).call('POST /api/reset-password/:token', {
      params: { token },
      body: { password: 'Attacker-Pass-9!' },
    });
    expect(reset.error.code).toBe('INVALID_RESET_TOKEN');
  });
});
