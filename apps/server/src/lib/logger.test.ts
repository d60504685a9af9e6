import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, DEFAULT_PASSWORD, loginAs } from '../test/factories.ts';
import { firstLink, type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { scrubUrl } from './logger.ts';

let t: TestApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await t?.close();
  await sink?.stop();
  t = undefined;
  sink = undefined;
});

const NEW_PASSWORD = 'Secret-Orchard-51~';

describe('logs', () => {
  it('never contain passwords, tokens or reset links', async () => {
    const lines: string[] = [];
    sink = await startSmtpSink();
    t = await createTestApp({ smtpUrl: sink.url }, { logStream: { write: (line: string) => lines.push(line) } });
    const user = await buildUser(t.ctx);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Wrong-Guess-12!' },
    });
    expect(wrong.statusCode).toBe(401);
    const jwt = await loginAs(t.app, user.email, DEFAULT_PASSWORD);
    await t.app.inject({ method: 'GET', url: `/api/profile?token=${jwt}`, headers: bearer(jwt) });

    await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email: user.email } });
    await t.ctx.mail.worker.drain();
    const link = firstLink(await sink.waitFor((m) => m.subject === 'Reset your password'));
    const resetToken = link.split('/').at(-1) as string;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${resetToken}`,
      payload: { password: NEW_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    // Whatever code logs such fields by name is redacted too.
    t.app.log.info({ password: NEW_PASSWORD, user: { token: jwt, newPassword: NEW_PASSWORD }, link }, 'probe');

    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).toContain('/api/reset-password/[redacted]');
    expect(log).toContain('"probe"');
    for (const secret of [DEFAULT_PASSWORD, 'Wrong-Guess-12!', NEW_PASSWORD, jwt, resetToken, link]) {
      expect(log).not.toContain(secret);
    }
  });
  it('never contain a token that travels in a path, whatever form the URL takes', async () => {
    const lines: string[] = [];
    t = await createTestApp({}, { logStream: { write: (line: string) => lines.push(line) } });
    const secrets: string[] = [];
    const secret = () => {
      const s = `Sekret${secrets.length}x${Math.random().toString(36).slice(2, 12)}`;
      secrets.push(s);
      return s;
    };
    const requests: { method: 'GET' | 'POST'; url: string }[] = [
      // A visitor's one-time sign-in link, as redeemed by the web app and as opened from the e-mail.
      { method: 'POST', url: `/api/login-links/${secret()}` },
      { method: 'GET', url: `/welcome/${secret()}` },
      { method: 'POST', url: `/api/reset-password/${secret()}` },
      { method: 'GET', url: `/password-reset/${secret()}` },
      { method: 'GET', url: `/api/invitations/${secret()}` },
      { method: 'POST', url: `/api/invitations/${secret()}` },
      { method: 'GET', url: `/api/setup/${secret()}` },
      { method: 'GET', url: `/setup/${secret()}` },
      { method: 'GET', url: `/api/calendar-feeds/${secret()}/calendar.ics` },
      // Forms that miss the route and reach the 404 handler are logged too.
      { method: 'GET', url: `/api/login-links/${secret()}` },
      { method: 'POST', url: `/api/login-links/${secret()}/` },
      { method: 'POST', url: `/API/Login-Links/${secret()}` },
      { method: 'POST', url: `/api/login%2Dlinks/${secret()}` },
      { method: 'POST', url: `//api/login-links/${secret()}?x=1` },
      { method: 'GET', url: `/connection/websocket?TOKEN=${secret()}` },
    ];
    for (const r of requests) await t.app.inject({ ...r, payload: r.method === 'POST' ? {} : undefined });

    const log = lines.join('');
    expect(log).toContain('/api/login-links/[redacted]');
    expect(log).toContain('/welcome/[redacted]');
    for (const s of secrets) expect(log).not.toContain(s);
  });
});

describe('scrubUrl', () => {
  it('drops secrets from paths and every query value, keeping the route and the parameter names', () => {
    expect(scrubUrl('/api/reset-password/abc123?x=1')).toBe('/api/reset-password/[redacted]?x=[redacted]');
    expect(scrubUrl('/password-reset/abc123')).toBe('/password-reset/[redacted]');
    expect(scrubUrl('/api/setup/tok-en_1')).toBe('/api/setup/[redacted]');
    expect(scrubUrl('/api/invitations/xyz/accept')).toBe('/api/invitations/[redacted]/accept');
    expect(scrubUrl('/api/calendar-feeds/s3cret/calendar.ics')).toBe('/api/calendar-feeds/[redacted]/calendar.ics');
    expect(scrubUrl('/connection/websocket?token=eyJ.a.b&v=2')).toBe(
      '/connection/websocket?token=[redacted]&v=[redacted]',
    );
    expect(scrubUrl('/visitor/response?action=accept&code=654321')).toBe(
      '/visitor/response?action=[redacted]&code=[redacted]',
    );
    expect(scrubUrl('/api/login-links/abc123')).toBe('/api/login-links/[redacted]');
    expect(scrubUrl('/welcome/abc123?from=mail')).toBe('/welcome/[redacted]?from=[redacted]');
    expect(scrubUrl('/API/Login-Links/abc123/')).toBe('/API/Login-Links/[redacted]/');
    expect(scrubUrl('/api/reset-password')).toBe('/api/reset-password');
    expect(scrubUrl('/api/reset-password/')).toBe('/api/reset-password/');
    // Every query value: what members typed (search, filters) is theirs, not the log's.
    expect(scrubUrl('/api/search?q=divorce%20lawyer&type=members')).toBe('/api/search?q=[redacted]&type=[redacted]');
    expect(scrubUrl('/api/profile?s3cret&userId=4&')).toBe('/api/profile?[redacted]&userId=[redacted]&');
    expect(scrubUrl('/api/profile')).toBe('/api/profile');
  });
});
