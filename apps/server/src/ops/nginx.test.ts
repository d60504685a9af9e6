import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { REALTIME_PATH } from '@chapter/shared/realtime.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_PATH_SEGMENTS } from '../lib/logger.ts';
import { rawRequest } from '../test/server-process.ts';
import { NGINX_SITE, type Nginx, parseSite, renderSite, startNginx, type Upstream } from './nginx.ts';

const shipped = readFileSync(NGINX_SITE, 'utf8');
const nginxInstalled = existsSync(process.env.NGINX_BIN || '/usr/sbin/nginx');

/** The lines of the block that starts at the line `open` (a top-level `server {`, say). */
function block(lines: string[], from: number): { start: number; end: number } {
  const start = lines.findIndex((l, i) => i >= from && l.replace(/^# ?/, '') === 'server {');
  const end = lines.findIndex((l, i) => i > start && l.replace(/^# ?/, '') === '}');
  return { start, end };
}

/** Directives of a block, comments and blank lines left out. */
const directives = (lines: string[]) =>
  lines.map((l) => l.replace(/^# ?/, '').replace(/#.*$/, '').trim()).filter((l) => l !== '');

describe('the shipped nginx site (deploy/nginx/chapter.conf)', () => {
  it('is what the renderer writes for its own example values: the tests run the shipped file', () => {
    const example = parseSite(shipped);
    expect(example.listen).toBe('80');
    expect(example.upstreams).toEqual([3001, 3002, 3003].map((port) => ({ host: '127.0.0.1', port })));
    expect(renderSite(shipped, example)).toBe(shipped);
  });

  it('renders servers with the shipped parameters, `down` for a process out, and the listen address', () => {
    const site = renderSite(shipped, {
      listen: '127.0.0.1:8080',
      accessLog: '/tmp/x/access.log',
      upstreams: [
        { host: '127.0.0.1', port: 4001 },
        { host: '127.0.0.1', port: 4002, down: true },
      ],
    });
    expect(site).toContain('    server 127.0.0.1:4001 max_fails=3 fail_timeout=10s;\n');
    expect(site).toContain('    server 127.0.0.1:4002 max_fails=3 fail_timeout=10s down;\n');
    expect(site).not.toContain('server 127.0.0.1:3001');
    expect(site).toContain('    listen 127.0.0.1:8080; # chapter:listen\n');
    expect(site).toContain('    access_log /tmp/x/access.log chapter; # chapter:access_log\n');
    expect(parseSite(site).upstreams).toEqual([
      { host: '127.0.0.1', port: 4001 },
      { host: '127.0.0.1', port: 4002, down: true },
    ]);
  });

  it('proxies the real-time path with long timeouts, and retries only what nginx may retry', () => {
    expect(shipped).toContain(`    location = ${REALTIME_PATH} {\n        proxy_pass http://chapter;\n`);
    expect(shipped).toMatch(/^ {4}proxy_next_upstream error timeout http_502;$/m);
    expect(shipped).not.toMatch(/^[^#]*non_idempotent/m);
  });

  it('has a TLS example with the same proxying, and HSTS only there', () => {
    const lines = shipped.split('\n');
    const plain = block(lines, 0);
    const tlsStart = lines.findIndex((l) => l.includes('chapter:tls begin'));
    const redirect = block(lines, tlsStart);
    const tls = block(lines, redirect.end + 1);
    const plainDirectives = directives(lines.slice(plain.start, plain.end + 1));
    const tlsDirectives = directives(lines.slice(tls.start, tls.end + 1));
    for (const d of plainDirectives.filter((d) => !/^(listen|server_name|access_log) /.test(d))) {
      expect(tlsDirectives).toContain(d);
    }
    expect(tlsDirectives).toContain('listen 443 ssl http2;');
    expect(plainDirectives.join('\n')).not.toMatch(/Strict-Transport-Security/i);
  });
});

/** A stand-in server process: answers with its name and what it received. */
async function upstream(name: string, behaviour: { busy?: boolean } = {}): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (behaviour.busy) return res.writeHead(503, { connection: 'close' }).end('{"code":"SERVICE_UNAVAILABLE"}');
      // As the server does with an https APP_URL.
      if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('strict-transport-security', 'max-age=1');
      if (req.url === '/encoded') {
        return res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' }).end('brotli bytes');
      }
      const pad = req.url === '/big' ? 'x'.repeat(4000) : '';
      const body = JSON.stringify({ name, method: req.method, headers: req.headers, pad });
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

const at = (s: Server): Upstream => ({ host: '127.0.0.1', port: (s.address() as AddressInfo).port });
const json = (a: { body: Buffer }) => JSON.parse(a.body.toString()) as { name: string; headers: IncomingHttpHeaders };

describe.runIf(nginxInstalled)('a private nginx on the shipped site', () => {
  const servers: Server[] = [];
  let nginx: Nginx;
  let a: Upstream;
  let b: Upstream;

  beforeAll(async () => {
    servers.push(await upstream('a'), await upstream('b'));
    [a, b] = servers.map(at) as [Upstream, Upstream];
    nginx = await startNginx({ listenPort: 0, upstreams: [a, b] });
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const s of servers) s.close();
  });

  it('spreads requests over the processes and passes on who asked', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 4; i++) names.add(json(await rawRequest(`${nginx.url}/x`)).name);
    expect(names).toEqual(new Set(['a', 'b']));
    const answer = await rawRequest(`${nginx.url}/x`, {
      localAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', 'x-request-id': 'forged-by-client' },
    });
    const seen = json(answer).headers;
    // nginx's own request id, which its access log carries too, so the two logs join on it.
    expect(seen['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // nginx writes a request's line just after the answer went out.
    await expect.poll(() => nginx.accessLog()).toContain(`request_id=${seen['x-request-id']} `);
    // The client's own claim is replaced by the address nginx saw.
    expect(seen['x-forwarded-for']).toBe('127.0.0.2');
    expect(seen['x-real-ip']).toBe('127.0.0.2');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen.host).toBe('127.0.0.1');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('never writes a secret link or token to the access log, in any form the address takes', async () => {
    // Every segment the server's own log redacts, so a new kind of link fails here until nginx redacts it too.
    const paths = SECRET_PATH_SEGMENTS.flatMap((segment, i) => [
      [`/api/${segment}/s3cretA${i}`, `/api/${segment}/[redacted]`],
      [`/${segment}/s3cretB${i}?next=%2Fhome`, `/${segment}/[redacted]?next=%2Fhome`],
      [`/API/${segment.toUpperCase().replace('-', '%2D')}/s3cretC${i}/`, '[redacted]/'],
    ]);
    const queries = [
      ['/connection/websocket?token=s3cretD1', '/connection/websocket?token=[redacted]'],
      ['/api/visitors/respond?x=1&code=s3cretD2&y=2', '/api/visitors/respond?x=1&code=[redacted]&y=2'],
      ['/x?TOKEN=s3cretD3&code=s3cretD4', '/x?TOKEN=[redacted]&code=[redacted]'],
      ['//api//login-links/s3cretD5', '//api//login-links/[redacted]'],
      // What a member searched for is theirs, not the log's.
      ['/api/search?q=s3cretE1&type=members', '/api/search?q=[redacted]&type=members'],
      ['/search?q=s3cretE2', '/search?q=[redacted]'],
    ];
    // nginx writes a request's line just after the answer went out: wait until every request has its line.
    const lineCount = () => nginx.accessLog().split('\n').filter(Boolean).length;
    const before = lineCount();
    for (const [url] of [...paths, ...queries]) await rawRequest(`${nginx.url}${url}`);
    await expect.poll(lineCount).toBeGreaterThanOrEqual(before + paths.length + queries.length);
    const log = nginx.accessLog();
    expect(log).not.toMatch(/s3cret/i);
    for (const [, logged] of [...paths, ...queries]) expect(log).toContain(logged);
    // Addresses without a secret are logged as they came.
    await rawRequest(`${nginx.url}/api/meetings?from=2026-01-01`);
    await expect.poll(() => nginx.accessLog()).toContain('"GET /api/meetings?from=2026-01-01 HTTP/1.1" 200');
  });

  it('compresses JSON the process sent uncompressed, and nothing twice', async () => {
    const big = await rawRequest(`${nginx.url}/big`, { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(big.body).toString()).pad).toHaveLength(4000);
    expect((await rawRequest(`${nginx.url}/big`)).headers['content-encoding']).toBeUndefined();
    // Under gzip_min_length: not worth it.
    expect(
      (await rawRequest(`${nginx.url}/x`, { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding'],
    ).toBe(undefined);
    const encoded = await rawRequest(`${nginx.url}/encoded`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body.toString()).toBe('brotli bytes');
  });

  it('stops sending to a process marked down once the reload resolves, and sends again once it is back', async () => {
    await nginx.setUpstreams([{ ...a, down: true }, b]);
    for (let i = 0; i < 6; i++) expect(json(await rawRequest(`${nginx.url}/x`)).name).toBe('b');
    await nginx.setUpstreams([a, b]);
    const names = new Set<string>();
    for (let i = 0; i < 4; i++) names.add(json(await rawRequest(`${nginx.url}/x`)).name);
    expect(names).toEqual(new Set(['a', 'b']));
  });

  it('passes a 503 on at once and keeps the process in; a refused connection is retried for both', async () => {
    // A 503 is the API saying PostgreSQL or Redis is away, as every process would: resending it elsewhere or
    // counting it against the process (max_fails) would take them all out, static files included.
    const busy = await upstream('busy', { busy: true });
    servers.push(busy);
    const lines = () => nginx.accessLog().trim().split('\n');
    // Each reload starts workers afresh: round robin from the first server, no failures counted yet.
    await nginx.setUpstreams([at(busy), b]);
    const statuses = { GET: [] as number[], POST: [] as number[] };
    for (const method of ['GET', 'POST'] as const) {
      for (let i = 0; i < 8; i++) {
        statuses[method].push((await rawRequest(`${nginx.url}/busy`, { method, body: '{}' })).status);
      }
    }
    // Round robin over both, all along: well past max_fails=3, the busy process still gets its share.
    for (const method of ['GET', 'POST'] as const) {
      expect(statuses[method].filter((s) => s === 503).length, method).toBeGreaterThanOrEqual(3);
      expect(
        statuses[method].filter((s) => s !== 503 && s !== 200),
        method,
      ).toEqual([]);
    }
    // nginx writes a request's line just after the answer went out.
    const busyLines = () => lines().filter((l) => l.includes(' /busy '));
    await expect.poll(() => busyLines().length).toBe(16);
    for (const l of busyLines()) expect(l).not.toContain(', ');

    const closed = at(busy);
    await new Promise((r) => busy.close(r));
    await nginx.setUpstreams([closed, b]);
    for (let i = 0; i < 4; i++) {
      expect((await rawRequest(`${nginx.url}/refused`, { method: 'POST', body: '{}' })).status).toBe(200);
    }
    expect(lines().find((l) => l.includes('"POST /refused'))).toMatch(/ 200 .*upstream_status=502, 200$/);
    await nginx.setUpstreams([a, b]);
  });

  it('says how to install nginx when it is missing', async () => {
    const saved = process.env.NGINX_BIN;
    process.env.NGINX_BIN = '/nonexistent/nginx';
    try {
      await expect(startNginx({ listenPort: 0, upstreams: [a] })).rejects.toThrow(/apt-get install nginx/);
    } finally {
      if (saved === undefined) delete process.env.NGINX_BIN;
      else process.env.NGINX_BIN = saved;
    }
  });
});

const opensslInstalled = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(nginxInstalled && opensslInstalled)('the shipped TLS example', () => {
  it('terminates TLS with HSTS and sends plain http to https', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chapter-tls-'));
    const server = await upstream('a');
    let nginx: Nginx | undefined;
    try {
      const cert = path.join(dir, 'cert.pem');
      const key = path.join(dir, 'key.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { stdio: 'ignore' },
      );
      const tlsPort = await new Promise<number>((resolve) => {
        const s = createServer().listen(0, '127.0.0.1', () => {
          const { port } = s.address() as AddressInfo;
          s.close(() => resolve(port));
        });
      });
      // The shipped file as docs/operations.md tells: the plain server block replaced by the two TLS ones.
      const lines = shipped.split('\n');
      const plain = block(lines, 0);
      const tlsStart = lines.findIndex((l) => l.includes('chapter:tls begin'));
      const tlsEnd = lines.findIndex((l) => l.includes('chapter:tls end'));
      const tls = lines
        .slice(tlsStart + 1, tlsEnd)
        .map((l) => l.replace(/^# ?/, ''))
        .join('\n')
        .replace('    listen 80;', '    listen 80; # chapter:listen')
        .replace(/(access_log \S+ chapter;)/, '$1 # chapter:access_log')
        .replace('listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`)
        .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
        .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
      const site = [...lines.slice(0, plain.start), ...lines.slice(plain.end + 1, tlsStart), tls].join('\n');
      nginx = await startNginx({ listenPort: 0, upstreams: [at(server)], site });

      const secure = await rawRequest(`https://127.0.0.1:${tlsPort}/x`);
      expect(secure.status).toBe(200);
      // nginx's own, once: the process's copy is not passed on beside it.
      expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(json(secure).headers['x-forwarded-proto']).toBe('https');
      const plainAnswer = await rawRequest(`${nginx.url}/x?y=1`);
      expect(plainAnswer.status).toBe(301);
      expect(plainAnswer.headers.location).toBe('https://127.0.0.1/x?y=1');
      expect(plainAnswer.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await nginx?.stop();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
