import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin } from '../test/factories.ts';
import { referencedMetricNames, sample, scrape } from '../test/metrics-scrape.ts';
import {
  connected,
  groupMembers,
  type LiveApp,
  type Member,
  sdkClient,
  startLiveApp,
  waitFor,
} from '../test/realtime-kit.ts';
import { startTcpProxy, type TcpProxy, throughProxy } from '../test/tcp-proxy.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const brokers = [{ broker: 'memory', redisUrl: undefined }, ...(redisUrl ? [{ broker: 'redis', redisUrl }] : [])];

/** Series only PostgreSQL has (SQLite has no pool); the PostgreSQL pass checks them too. */
const POSTGRES_ONLY = ['chapter_db_pool_connections', 'chapter_db_pool_waiting', 'chapter_db_pool_max'];

describe.each(brokers)('Prometheus metrics ($broker broker)', ({ broker, redisUrl }) => {
  let app: LiveApp;
  let metricsUrl: string;
  let webDist: string;
  let proxy: TcpProxy | undefined;
  let client: Centrifuge | undefined;
  let ann: Member;
  let bob: Member;

  beforeAll(async () => {
    // A built web app, so that a path the SPA fallback would answer with its HTML is really tried.
    webDist = mkdtempSync(path.join(tmpdir(), 'chapter-metrics-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Chapter</title>');
    if (redisUrl) {
      const u = new URL(redisUrl);
      proxy = await startTcpProxy(u.hostname, Number(u.port || 6379));
    }
    app = await startLiveApp({
      redisUrl: redisUrl && proxy ? throughProxy(redisUrl, proxy) : undefined,
      webDist,
      metrics: { port: 0, host: '127.0.0.1' },
    });
    if (!app.metrics) throw new Error('metrics were configured but not built');
    metricsUrl = await app.metrics.listen();
  });
  afterAll(async () => {
    client?.disconnect();
    await app.close();
    await proxy?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('shows requests, sockets, publications, the outbox, jobs and the process after real traffic', async () => {
    [ann, bob] = (await groupMembers(app, 2)) as [Member, Member];
    const admin = await buildAdmin(app.ctx);
    const base = app.wsUrl.replace('ws', 'http').replace(/\/connection\/.*$/, '');

    // A WebSocket connection subscribed to Bob's inbox, and a message Ann sends over HTTP to it.
    client = sdkClient(app, bob.token);
    await connected(client);
    const pubs: PublicationContext[] = [];
    const sub = client.newSubscription(channels.inbox(bob.id));
    sub.on('publication', (ctx) => pubs.push(ctx));
    sub.subscribe();
    await sub.ready();
    const sent = await fetch(`${base}/api/inbox/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ recipientId: bob.id, content: 'Metrics hello', clientMessageId: `metrics-${broker}` }),
    });
    expect(sent.status).toBe(201);
    await waitFor(() => pubs.length === 1, 3000, 'the message pushed to Bob');
    // A route with a parameter: the series names its pattern, never the id asked for.
    const detail = await fetch(`${base}/api/members/${ann.id}`, { headers: { authorization: `Bearer ${bob.token}` } });
    expect(detail.status).toBe(200);
    // A password reset for the admin writes an e-mail to the outbox (held: no SMTP server in tests).
    const reset = await fetch(`${base}/api/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email }),
    });
    expect(reset.status).toBeLessThan(300);
    await app.ctx.mail.worker.drain();
    app.clock.advance(90_000);

    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const samples = await scrape(metricsUrl);

    expect(
      sample(samples, 'chapter_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/inbox/messages',
        status: '201',
      }),
    ).toBe(1);
    expect(
      sample(samples, 'chapter_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/members/:userId',
        status: '200',
      }),
    ).toBe(1);
    const routes = new Set(samples.map((s) => s.labels.route).filter(Boolean));
    expect([...routes].filter((r) => r?.includes(String(ann.id)))).toEqual([]);
    const seconds = sample(samples, 'chapter_http_request_duration_seconds_sum', {
      method: 'GET',
      route: '/api/members/:userId',
      status: '200',
    });
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(30);

    expect(sample(samples, 'chapter_realtime_connections')).toBe(1);
    expect(sample(samples, 'chapter_realtime_subscriptions')).toBeGreaterThanOrEqual(1);
    expect(sample(samples, 'chapter_realtime_publications_total')).toBeGreaterThanOrEqual(1);
    expect(sample(samples, 'chapter_realtime_deliveries_total')).toBeGreaterThanOrEqual(1);
    expect(sample(samples, 'chapter_realtime_publish_failures_total')).toBe(0);
    expect(sample(samples, 'chapter_realtime_broker_connected', { broker })).toBe(1);

    expect(sample(samples, 'chapter_outbox_messages', { kind: 'email', status: 'held' })).toBe(1);
    expect(sample(samples, 'chapter_outbox_messages', { kind: 'sms', status: 'pending' })).toBe(0);
    expect(sample(samples, 'chapter_outbox_oldest_age_seconds', { kind: 'email', status: 'held' })).toBe(90);

    // Scheduled jobs run once at start; none failed.
    expect(sample(samples, 'chapter_job_runs_total', { job: 'weekly-summary' })).toBe(1);
    expect(sample(samples, 'chapter_job_failures_total', { job: 'weekly-summary' })).toBe(0);
    expect(sample(samples, 'chapter_job_last_success_timestamp_seconds', { job: 'renewal-reminders' })).toBeGreaterThan(
      0,
    );

    expect(sample(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(sample(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (onPostgres) {
      expect(sample(samples, 'chapter_db_pool_max')).toBe(10);
      expect(sample(samples, 'chapter_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sample(samples, 'chapter_db_pool_waiting')).toBe(0);
    } else {
      expect(samples.filter((s) => POSTGRES_ONLY.includes(s.name))).toEqual([]);
    }
  });

  it('keeps /metrics and other monitoring paths off the app port: a JSON 404, never the web app', async () => {
    const base = app.wsUrl.replace('ws', 'http').replace(/\/connection\/.*$/, '');
    for (const p of ['/metrics', '/metrics/', '/healthz', '/status']) {
      const res = await fetch(`${base}${p}`);
      expect([p, res.status, res.headers.get('content-type')]).toEqual([p, 404, expect.stringMatching(/json/)]);
    }
    // The web app still answers its own pages.
    const page = await fetch(`${base}/inbox`);
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('<title>Chapter</title>')]);
    // The metrics port serves nothing but /metrics.
    const other = await fetch(metricsUrl.replace('/metrics', '/'));
    expect(other.status).toBe(404);
    const scrapeText = await (await fetch(metricsUrl)).text();
    expect(scrapeText).not.toMatch(/<html|<!doctype/i);
    const samples = await scrape(metricsUrl);
    expect(sample(samples, 'chapter_http_request_duration_seconds_count', { route: 'not_found', status: '404' })).toBe(
      4,
    );
    expect(sample(samples, 'chapter_http_request_duration_seconds_count', { route: 'web_page', status: '200' })).toBe(
      1,
    );
  });

  it('has every series the alert rules and the dashboard name', async () => {
    const names = new Set((await scrape(metricsUrl)).map((s) => s.name));
    const missing = referencedMetricNames().filter((n) => !names.has(n) && !(POSTGRES_ONLY.includes(n) && !onPostgres));
    expect(missing).toEqual([]);
  });

  it.skipIf(!redisUrl)('reports the Redis broker down while Redis is away, and up again', async () => {
    await proxy?.cut();
    await waitFor(
      async () => sample(await scrape(metricsUrl), 'chapter_realtime_broker_connected', { broker: 'redis' }) === 0,
      5000,
      'broker reported down',
    );
    // A message sent meanwhile is stored; its push is the publication the broker refuses.
    const sent = await app.app.inject({
      method: 'POST',
      url: '/api/inbox/messages',
      headers: { authorization: `Bearer ${ann.token}` },
      payload: { recipientId: bob.id, content: 'While Redis is away', clientMessageId: 'metrics-redis-away' },
    });
    expect(sent.statusCode).toBe(201);
    await waitFor(
      async () => (sample(await scrape(metricsUrl), 'chapter_realtime_publish_failures_total') ?? 0) >= 1,
      5000,
      'the refused publication counted',
    );
    await proxy?.restore();
    await waitFor(
      async () => sample(await scrape(metricsUrl), 'chapter_realtime_broker_connected', { broker: 'redis' }) === 1,
      10_000,
      'broker reported up again',
    );
  });
});
