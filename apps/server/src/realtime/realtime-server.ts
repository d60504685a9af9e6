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
import { DEFAULT_TUNING, type RealtimeAccess, RealtimeHub, type RealtimeTuning } from './realtime-hub.ts';
import { RedisBroker } from './redis-broker.ts';

/** Incoming frames above this close the socket with 1009 (QUALITY security 14). */
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

/**
 * Serves the Centrifuge WebSocket endpoint on the app's HTTP server. `ws` is used directly (not through a
 * Fastify plugin) so ordinary HTTP routes carry no WebSocket hooks.
 */
export function attachRealtimeServer(app: FastifyInstance, hub: RealtimeHub, access: RealtimeAccess, clock: Clock) {
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
    socket.on('error', () => socket.destroy());
    wss.handleUpgrade(req, socket, head, (ws) => {
      new Connection(ws, hub, access, clock);
    });
  });
}
