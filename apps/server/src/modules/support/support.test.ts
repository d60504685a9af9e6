import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';
import { scrubSecrets } from './scrub.ts';

const report = (
  extra: Partial<BodyOf<'POST /api/email/error-report'>> = {},
): BodyOf<'POST /api/email/error-report'> => ({
  errorDetails: {
    message: 'Cannot read properties of undefined',
    component: 'at HomeScreen',
    url: 'https://chapter.test/password-reset/abcdefghijklmnop1234?token=secret123',
    stackTrace: 'Error: boom\n  Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlMTIz',
  },
  userMessage: 'I clicked Home',
  browser: 'Chrome 130',
  os: 'Linux',
  timestamp: '2026-11-22T10:00:00.000Z',
  ...extra,
});

describe('error reports and support contact', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('stores a scrubbed report, mails the support mailbox and answers a reference id', async () => {
    const res = await testClient(t.app).call('POST /api/email/error-report', { body: report() });
    expect(res.statusCode).toBe(201);
    const { reportId } = res.body;
    expect(reportId).toMatch(/^ER-[0-9A-F]{10}$/);
    const stored = await t.ctx.db.selectFrom('error_reports').selectAll().executeTakeFirstOrThrow();
    expect(stored.report_id).toBe(reportId);
    expect(stored.payload).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(stored.payload).not.toContain('secret123');
    expect(stored.payload).not.toContain('abcdefghijklmnop1234');
    const mail = await t.ctx.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(t.config.supportEmail);
    expect(mail.subject).toContain(reportId);
    expect(mail.body_text).toContain('I clicked Home');
    expect(mail.body_text).not.toContain('secret123');
  });

  it('takes the reporter from the session, not from the payload', async () => {
    const anybody = testClient(t.app);
    await anybody.ok('POST /api/register', {
      body: { name: 'Ann Lee', email: 'ann@example.com', password: 'Str0ng-Pass!x' },
    });
    const login = await anybody.ok('POST /api/login', {
      body: { email: 'ann@example.com', password: 'Str0ng-Pass!x' },
    });
    // A payload that claims to come from someone else.
    const res = await testClient(t.app, login.token).raw('POST /api/email/error-report', {
      body: { ...report(), user: { id: 999, email: 'someone@else.com', name: 'Mallory' } },
    });
    expect(res.statusCode).toBe(201);
    const stored = await t.ctx.db.selectFrom('error_reports').selectAll().executeTakeFirstOrThrow();
    const payload = JSON.parse(stored.payload);
    expect(payload.user).toMatchObject({ email: 'ann@example.com', name: 'Ann Lee' });
    expect(stored.user_id).not.toBeNull();
  });

  it('rate-limits reports per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push((await testClient(t.app).call('POST /api/email/error-report', { body: report() })).statusCode);
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.at(-1)).toBe(429);
  });

  it('rejects a report without error details', async () => {
    const res = await testClient(t.app).raw('POST /api/email/error-report', { body: { userMessage: 'x' } });
    expect(res.statusCode).toBe(400);
  });

  it('sends a contact request to support, asking signed-out users for an e-mail', async () => {
    const contact = (body: BodyOf<'POST /api/support/contact'>) =>
      testClient(t.app).call('POST /api/support/contact', { body });
    const missing = await contact({ subject: 'Help', message: 'I cannot find the calendar export' });
    expect(missing.statusCode).toBe(400);
    const res = await contact({
      subject: 'Help',
      message: 'I cannot find the calendar export',
      email: 'ann@example.com',
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.ctx.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Support: Help');
    expect(mail.body_text).toContain('ann@example.com');
  });

  it('scrubs JWTs, bearer tokens, secret query values and reset links', () => {
    expect(scrubSecrets('x eyJabcdef.eyJabcdef.abcdefgh y')).toBe('x [token] y');
    expect(scrubSecrets('/password-reset/AbCdEfGhIjKlMn')).toBe('/password-reset/[redacted]');
    expect(scrubSecrets('/a?token=abc&x=1')).toBe('/a?token=[redacted]&x=1');
  });

  it('scrubs the one-time sign-in, invitation and calendar-feed tokens of page and API URLs', () => {
    const url = 'https://chapter.test';
    expect(scrubSecrets(`Error at ${url}/welcome/AbCdEfGhIjKlMnOp on load`)).toBe(
      `Error at ${url}/welcome/[redacted] on load`,
    );
    expect(scrubSecrets('POST /api/login-links/AbCdEfGhIjKlMnOp failed')).toBe(
      'POST /api/login-links/[redacted] failed',
    );
    expect(scrubSecrets('/api/invitations/AbCdEfGhIjKlMnOp')).toBe('/api/invitations/[redacted]');
    expect(scrubSecrets('/api/calendar-feeds/AbCdEfGhIjKlMnOp/calendar.ics')).toBe(
      '/api/calendar-feeds/[redacted]/calendar.ics',
    );
    expect(scrubSecrets('/Welcome/AbCdEfGhIjKlMnOp')).toBe('/Welcome/[redacted]');
  });
});

describe('about', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('serves the changelog as HTML and the server version without sign-in', async () => {
    const log = await testClient(t.app).call('GET /api/about/changelog');
    expect(log.statusCode).toBe(200);
    expect(log.body.html).toContain('<h3>Version 3.4.0');
    expect(await testClient(t.app).ok('GET /api/about/version')).toEqual({
      serverVersion: '3.4.0',
      clientVersion: '3.4.0',
    });
  });
});
