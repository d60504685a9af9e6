import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

const METRICS_PATH = '/metrics';

export interface MetricsServer {
  /** Binds the port; resolves with the address Prometheus scrapes (`http://127.0.0.1:9464/metrics`). */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Serves the exposition on a port of its own, apart from the app's: members and the reverse proxy never reach it,
 * a scrape is never answered 503 while the app drains, and nothing of the app (auth, hooks, SPA) runs for it.
 * Only `GET /metrics` answers; anything else is a plain 404.
 */
export function createMetricsServer(
  registry: Registry,
  where: { port: number; host: string },
  log: FastifyBaseLogger,
): MetricsServer {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? '' : text),
      (err: unknown) => {
        log.error({ err }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Scrape failed\n');
      },
    );
  });
  // A scrape is one short request: idle or slow connections are not kept.
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  return {
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(where.port, where.host, () => {
          server.off('error', reject);
          const { address, port } = server.address() as AddressInfo;
          const host = address.includes(':') ? `[${address}]` : address;
          resolve(`http://${host}:${port}${METRICS_PATH}`);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
