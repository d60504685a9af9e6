import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sample, scrape } from '../test/metrics-scrape.ts';
import { freePort, type ServerProcess, sqliteEnv, startServer, stopServer } from '../test/server-process.ts';

/** The compiled server as production runs it: METRICS_PORT is read, bound and served by main. */
describe('metrics of a server process', () => {
  const data = sqliteEnv();
  let server: ServerProcess | undefined;
  let blocker: Server | undefined;
  afterAll(async () => {
    if (server) await stopServer(server);
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
    data.cleanup();
  });

  it('serves /metrics on METRICS_PORT and only there, and refuses to start when that port is taken', async () => {
    const metricsPort = await freePort();
    // No demo chapter: seeding it is most of a start's time, and nothing here reads it.
    server = await startServer({ ...data.env, DEMO_SEED: '0', METRICS_PORT: String(metricsPort) });
    expect(server.output()).toContain(`Prometheus metrics on http://127.0.0.1:${metricsPort}/metrics`);
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const samples = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(sample(samples, 'chapter_http_request_duration_seconds_count', { route: '/livez', status: '200' })).toBe(1);
    expect(sample(samples, 'chapter_realtime_broker_connected', { broker: 'memory' })).toBe(1);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);

    // A second process told to use the same metrics port stops at start instead of running unwatched.
    const port = await freePort();
    blocker = createServer();
    const taken = await freePort();
    await new Promise<void>((resolve) => blocker?.listen(taken, '127.0.0.1', resolve));
    // The same data folder: already migrated, so this start is short.
    await expect(startServer({ ...data.env, DEMO_SEED: '0', METRICS_PORT: String(taken) }, port)).rejects.toThrow(
      /EADDRINUSE/,
    );
  });
});
