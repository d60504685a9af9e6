import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { WebSocket, WebSocketServer } from 'ws';
import { collectGarbage, cpuMark, cpuSince, serve } from './ipc.ts';
import { type OurServer, startOurServer } from './our-server.ts';
import { centrifugePushText, FANOUT_CHANNEL, newsData, SIO_EVENT, SIO_ROOM } from './payload.ts';
import { profileDir, startProfile, stopProfile } from './profile.ts';
import { loadSioServer, type SioServer } from './socket-io.ts';

/**
 * The measured side, alone in its process: our server (buildApp), a bare `ws` server or a Socket.IO server.
 * Requests: start, burst (publish), cpu-start / cpu-stop (process.cpuUsage of this process), stats, stop.
 */

export type ServerMode = 'ours' | 'ws' | 'sio';

export interface StartRequest {
  mode: ServerMode;
  /** ours: users to create (each gets a session token). */
  users?: number;
}

export interface StartResult {
  url: string;
  httpUrl: string;
  users: { id: number; token: string }[];
  /** ours: the group of all the users. */
  groupId?: number;
  setupMs: number;
}

export interface BurstRequest {
  publications: number;
  /** Publications made in the same event-loop turn (1 = one publication per turn). */
  perTurn: number;
}

interface Engine {
  /** Publishes one publication (sequence number `seq`) to every subscriber. */
  publish(seq: number, sameTurn: number): Promise<void> | void;
  /** Sends what a partial turn left (raw ws packs a turn's pushes itself). */
  endTurn?(): void;
  stats(): Record<string, number>;
  close(): Promise<void>;
}

let engine: Engine | undefined;
let seq = 0;
let mark = cpuMark();
let profiling: string | undefined;

async function startOurs(users: number): Promise<[Engine, StartResult]> {
  const server: OurServer = await startOurServer(users);
  const hub = server.built.ctx.realtime;
  return [
    {
      publish: (n) => hub.publish(FANOUT_CHANNEL, newsData(n)),
      stats: () => hub.stats(),
      close: () => server.close(),
    },
    {
      url: server.wsUrl,
      httpUrl: server.httpUrl,
      users: server.users,
      groupId: server.groupId,
      setupMs: server.setupMs,
    },
  ];
}

async function startWs(): Promise<[Engine, StartResult]> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false, clientTracking: true });
  await new Promise((resolve) => wss.once('listening', resolve));
  const { port } = wss.address() as AddressInfo;
  const pendingTexts: string[] = [];
  return [
    {
      // The same frame bytes our engine sends; `sameTurn` pushes are packed into one frame as ours does.
      publish(n, sameTurn) {
        pendingTexts.push(centrifugePushText(n));
        if (pendingTexts.length >= sameTurn) this.endTurn?.();
      },
      endTurn() {
        if (pendingTexts.length === 0) return;
        const frame = Buffer.from(pendingTexts.join('\n'));
        pendingTexts.length = 0;
        for (const ws of wss.clients) if (ws.readyState === WebSocket.OPEN) ws.send(frame, { binary: false });
      },
      stats: () => ({ connections: wss.clients.size }),
      async close() {
        for (const ws of wss.clients) ws.terminate();
        await new Promise((resolve) => wss.close(resolve));
      },
    },
    { url: `ws://127.0.0.1:${port}`, httpUrl: `http://127.0.0.1:${port}`, users: [], setupMs: 0 },
  ];
}

async function startSio(): Promise<[Engine, StartResult]> {
  const mod = await loadSioServer();
  if (!mod) throw new Error('socket.io is not installed');
  const http = createServer();
  const io: SioServer = new mod.Server({ serveClient: false, transports: ['websocket'], perMessageDeflate: false });
  io.attach(http);
  io.on('connection', (socket) => socket.join(SIO_ROOM));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return [
    {
      publish(n) {
        io.to(SIO_ROOM).emit(SIO_EVENT, newsData(n));
      },
      stats: () => ({ connections: io.sockets.adapter.rooms.get(SIO_ROOM)?.size ?? 0 }),
      close: () => new Promise<void>((resolve) => io.close(() => resolve())),
    },
    { url: `http://127.0.0.1:${port}`, httpUrl: `http://127.0.0.1:${port}`, users: [], setupMs: 0 },
  ];
}

serve(
  {
    async start(req: StartRequest): Promise<StartResult> {
      const [e, result] =
        req.mode === 'ours' ? await startOurs(req.users ?? 0) : req.mode === 'ws' ? await startWs() : await startSio();
      engine = e;
      return result;
    },
    /** Publications one turn apart: a turn's publications leave before the next turn's are made. */
    async burst(req: BurstRequest) {
      if (!engine) throw new Error('not started');
      for (let i = 0; i < req.publications; i++) {
        await engine.publish(++seq, req.perTurn);
        if ((i + 1) % req.perTurn === 0 || i + 1 === req.publications) {
          engine.endTurn?.();
          await nextTurn();
        }
      }
      return { lastSeq: seq };
    },
    /** With BENCH_PROFILE_DIR set, the window is also profiled (`label` names the .cpuprofile file). */
    async 'cpu-start'(req: { label?: string } | null) {
      collectGarbage();
      profiling = profileDir() && req?.label ? req.label : undefined;
      if (profiling) await startProfile();
      mark = cpuMark();
      return null;
    },
    async 'cpu-stop'() {
      const cpu = cpuSince(mark);
      const dir = profileDir();
      const hot = profiling && dir ? await stopProfile(dir, profiling) : undefined;
      profiling = undefined;
      return { ...cpu, hot };
    },
    stats: () => engine?.stats() ?? {},
  },
  async () => {
    await engine?.close();
  },
);
