import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../support/env.ts';
import { type ProductionServer, startProductionServer } from '../support/production-server.ts';

/**
 * How `npm start` serves the build (docs/web-delivery.md): precompressed Brotli or gzip as the browser accepts,
 * a year's cache for content-hashed files, revalidation for the page, no-store on signed-in API answers, and a
 * real 404 for a chunk that no longer exists.
 */
let server: ProductionServer;
// One server on one port for the file: its tests stay in one worker, in order (spread over two workers, each started
// the server and the first to finish stopped it under the other).
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  server = await startProductionServer(E2E_PORT + 1);
});
test.afterAll(async () => {
  await server?.stop();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly these headers and the body's bytes as sent (fetch would decompress them). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: Raw) =>
  r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body)
      : r.body;

test('the page and its scripts go out compressed as the browser accepts, with the right cache policy', async () => {
  const page = await get('/home', { 'accept-encoding': 'gzip, deflate, br' });
  expect(page.status).toBe(200);
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.headers.vary).toMatch(/accept-encoding/i);
  const html = decode(page).toString('utf8');
  expect(html).toContain('<div id="root">');

  // The largest script the page names (the framework chunk): files under 1 KB are not worth compressing.
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  expect(named.length, 'index.html names its scripts').toBeGreaterThan(0);
  const sized = await Promise.all(named.map(async (file) => ({ file, raw: await get(file) })));
  const { file: entry, raw: plain } = sized.reduce((a, b) => (b.raw.body.length > a.raw.body.length ? b : a));
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const r = await get(entry, { 'accept-encoding': accept });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe(encoding);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.body.length).toBeLessThan(plain.body.length / 2);
    expect(decode(r).equals(plain.body)).toBe(true);
  }
});

test('a chunk that no longer exists answers 404, not the app page', async () => {
  const r = await get('/assets/route-from-an-old-build-0123abcd.js', { 'accept-encoding': 'br' });
  expect(r.status).toBe(404);
  expect(r.headers['content-type']).not.toMatch(/html/);
  const page = await get('/a-screen-the-router-decides');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
});

test('signed-in API answers are never stored by a cache', async () => {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member1@demo.test', password: 'Demo-Pass-2026!' }),
  });
  expect(login.headers.get('cache-control')).toBe('no-store');
  const { token } = (await login.json()) as { token: string };
  for (const path of ['/api/profile', '/api/activities/unread-counts', '/api/inbox']) {
    const r = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(r.headers.get('cache-control'), path).toBe('no-store');
  }
});
