import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { measureLayers } from './http-layers.ts';
import { serve } from './ipc.ts';
import { type OurServer, startOurServer } from './our-server.ts';

/**
 * The measured side of the HTTP benchmarks, alone in its process: our server (buildApp on embedded SQLite)
 * and, in the same process, a bare Fastify route as the yardstick.
 */
export interface HttpTargets {
  url: string;
  bareUrl: string;
  /** Session tokens of the bench members; member 0 has a filled inbox. */
  tokens: string[];
  emails: string[];
}

let ours: OurServer | undefined;
const loopDelay = monitorEventLoopDelay({ resolution: 5 });

/** The server's own event-loop delay over a window, in ms: what no client-side effect can inflate. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));

serve(
  {
    async start(): Promise<HttpTargets> {
      ours = await startOurServer(60);
      const [first, ...others] = ours.users;
      if (!first) throw new Error('no users');
      // 40 conversations with member 0, so /api/inbox answers a full first page.
      for (const [i, u] of others.slice(0, 40).entries()) {
        const res = await fetch(`${ours.httpUrl}/api/inbox/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            recipientId: first.id,
            content: `Hello from bench member ${i}`,
            clientMessageId: `b-${i}`,
          }),
        });
        if (res.status !== 201) throw new Error(`seed message: ${res.status}`);
      }
      const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
      return {
        url: ours.httpUrl,
        bareUrl,
        tokens: ours.users.map((u) => u.token),
        emails: ours.users.map((_, i) => `bench${i}@bench.test`),
      };
    },
    loopDelayStart() {
      loopDelay.reset();
      loopDelay.enable();
      return null;
    },
    loopDelayStop(): LoopDelay {
      loopDelay.disable();
      const ms = (ns: number) => Math.round(ns / 1e5) / 10;
      return { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
    },
    async layers() {
      if (!ours) throw new Error('not started');
      return measureLayers(ours, bare);
    },
  },
  async () => {
    await bare.close();
    await ours?.close();
  },
);
