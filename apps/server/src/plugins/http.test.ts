import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// These checks only read; one app serves them all.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers).not.toHaveProperty('x-powered-by');
}

describe('HTTP platform', () => {
  it('adds HSTS and TLS-only sockets when APP_URL is https (as in tests), and neither on plain http', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(String(headers['content-security-policy'])).toContain("connect-src 'self' wss:;");
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const plain = await createTestApp({ appUrl: 'http://localhost:3000' });
    try {
      const answer = await plain.app.inject({ method: 'GET', url: '/api/profile' });
      expectSecurityHeaders(answer.headers);
      expect(answer.headers).not.toHaveProperty('strict-transport-security');
      expect(String(answer.headers['content-security-policy'])).toContain("connect-src 'self' ws: wss:");
    } finally {
      await plain.close();
    }
  });

  it('sends the security headers on successes and on errors', async () => {
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/livez' })).headers);
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/profile' })).headers);
    expectSecurityHeaders((await t.app.inject({ method: 'POST', url: '/api/login', payload: {} })).headers);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'big@example.test', password: 'x'.repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Request body is too large' });
    expectSecurityHeaders(res.headers);
    const justUnder = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'n', email: 'e@example.test', password: 'x'.repeat(1000 * 1000) },
    });
    expect(justUnder.statusCode).toBe(400);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/login/extra'],
      ['DELETE', '/api/profile'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
