import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_PATH } from '@chapter/shared/realtime.schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import type { Db } from '../db/kysely.ts';
import type { Clock } from '../lib/clock.ts';
import { Connection } from './connection.ts';
import { MemoryBroker } from './memory-broker.ts';
import { realtimeClusterId } from './realtime.repository.ts';
import { type RealtimeAccess, RealtimeHub } from './realtime-hub.ts';
import { DEFAULT_TUNING, type RealtimeTuning } from './realtime-tuning.ts';
import { RedisBroker } from './redis-broker.ts';

/** Incoming frames above this close the socket with 1009 (docs/security-checklist.md, security 14). */
const MAX_FRAME_BYTES = 64 * 1024;

/** The hub with the memory broker, or the Redis broker when Redis is configured (several processes as one). */
export async function createRealtime(opts: {
  db: Db;
  redis: Redis | undefined;
  version: string;
  log: FastifyBaseLogger;
}): Promise<RealtimeHub> {
  const tuning: RealtimeTuning = { ...DEFAULT_TUNING };
  const broker = opts.redis
    ? new RedisBroker(opts.redis, `rt:${await realtimeClusterId(opts.db)}`, tuning, opts.log)
    : new MemoryBroker(tuning);
  const hub = new RealtimeHub(broker, tuning, opts.version, opts.log);
  await hub.start();
  return hub;
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

interface UpgradePolicy {
  /** The app's public address: a browser's Origin must match it. */
  appUrl: string;
  /** Development also accepts any localhost origin (the Vite dev server proxies the socket). */
  allowLocalhost: boolean;
  /** Behind a trusted reverse proxy the client's address is the first X-Forwarded-For entry. */
  trustProxy: boolean;
}

const isLocalhost = (origin: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/**
 * A browser always sends Origin: a page on another site must not open sockets with a member's token
 * (cross-site WebSocket hijacking). Clients without Origin (servers, the SDK in Node) are not browsers.
 */
function originAllowed(origin: string | undefined, policy: UpgradePolicy): boolean {
  if (!origin) return true;
  if (origin === new URL(policy.appUrl).origin) return true;
  return policy.allowLocalhost && isLocalhost(origin);
}

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || req.socket.remoteAddress || 'unknown';
}

/**
 * Serves the Centrifuge WebSocket endpoint on the app's HTTP server. `ws` is used directly (not through a
 * Fastify plugin) so ordinary HTTP routes carry no WebSocket hooks. Sockets that have not connected yet are
 * counted per address, so one client cannot hold thousands open while they wait for the connect deadline.
 */
export function attachRealtimeServer(
  app: FastifyInstance,
  hub: RealtimeHub,
  access: RealtimeAccess,
  clock: Clock,
  policy: UpgradePolicy,
) {
  hub.clock = clock;
  const pending = new Map<string, number>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  app.server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) {
      // Another upgrade handler may own this path; with none, answer instead of leaving the socket open.
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, '404 Not Found');
      return;
    }
    if (hub.isClosing) return refuse(socket, '503 Service Unavailable');
    if (!originAllowed(req.headers.origin, policy)) return refuse(socket, '403 Forbidden');
    const ip = clientAddress(req, policy.trustProxy);
    const waiting = pending.get(ip) ?? 0;
    if (waiting >= hub.tuning.maxPendingPerIp) return refuse(socket, '429 Too Many Requests');
    pending.set(ip, waiting + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (pending.get(ip) ?? 1) - 1;
      if (left > 0) pending.set(ip, left);
      else pending.delete(ip);
    };
    // Until the upgrade completes; then `ws` handles the socket's errors and the Connection releases the count
    // (its onSettled runs at connect or when the socket closes first), so the socket holds neither listener.
    const onError = () => socket.destroy();
    socket.on('error', onError);
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws) => {
      socket.off('error', onError);
      socket.off('close', release);
      new Connection(ws, hub, access, release);
    });
  });
}
