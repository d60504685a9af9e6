import autocannon from 'autocannon';
import type { Layers } from './lib/http-layers.ts';
import type { HttpTargets, LoopDelay } from './lib/http-server.child.ts';
import { startChild } from './lib/ipc.ts';
import type { ProbeFigures } from './lib/probe.child.ts';
import { machine, machineLine, type SummaryRow } from './lib/report.ts';

const CONNECTIONS = 100;
const DURATION_S = 6;
const PASSWORD = 'Bench-Harbor-2026!';

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface HttpResult {
  machine: string;
  reads: Figures[];
  login: Figures;
  profileDuringLogin: Figures;
  /** The server's event-loop delay while the sign-ins ran. */
  loopDuringLogin: LoopDelay;
  layers: Layers;
}

function figures(label: string, r: autocannon.Result): Figures {
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

const run = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))),
  );

/**
 * Authenticated reads against a bare Fastify route in the same run (100 connections), then argon2 sign-ins
 * per second with /api/profile's latency measured alongside at a steady 100 requests/s.
 */
export async function runHttp(): Promise<HttpResult> {
  const server = await startChild('http server', new URL('./lib/http-server.child.ts', import.meta.url));
  const probe = await startChild('latency probe', new URL('./lib/probe.child.ts', import.meta.url));
  try {
    const t = await server.request<HttpTargets>('start');
    const auth = { authorization: `Bearer ${t.tokens[0]}` };
    const reads: Figures[] = [];
    // Warm-up so JIT and caches do not count against the first target.
    await run({ url: `${t.url}/api/profile`, headers: auth, connections: 10, duration: 2 });
    reads.push(
      figures(
        'bare Fastify GET /bare',
        await run({ url: `${t.bareUrl}/bare`, connections: CONNECTIONS, duration: DURATION_S }),
      ),
    );
    for (const route of ['/api/profile', '/api/inbox']) {
      reads.push(
        figures(
          `GET ${route}`,
          await run({ url: `${t.url}${route}`, headers: auth, connections: CONNECTIONS, duration: DURATION_S }),
        ),
      );
    }
    let n = 0;
    const loginRun = run({
      url: `${t.url}/api/login`,
      connections: 8,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({
            ...req,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: t.emails[n++ % t.emails.length], password: PASSWORD }),
          }),
        },
      ],
    });
    // The probe runs in its own process, apart from the sign-in load generator's event loop.
    const probeRun = probe.request<ProbeFigures>('probe', {
      url: `${t.url}/api/profile`,
      token: t.tokens[1],
      rate: 100,
      durationS: DURATION_S,
    });
    await server.request('loopDelayStart');
    const [login, profile] = await Promise.all([loginRun, probeRun]);
    const loopDuringLogin = await server.request<LoopDelay>('loopDelayStop');
    // Last, on a quiet server: where one request's time goes.
    const layers = await server.request<Layers>('layers');
    return {
      layers,
      machine: machineLine(machine()),
      reads,
      login: figures('POST /api/login (argon2id)', login),
      profileDuringLogin: { label: 'GET /api/profile at 100 req/s during sign-ins (probe process)', ...profile },
      loopDuringLogin,
    };
  } finally {
    await probe.stop();
    await server.stop();
  }
}

const ratio = (r: HttpResult, i: number) => (r.reads[i]?.rps ?? 0) / (r.reads[0]?.rps ?? 1);
const row = (f: Figures) =>
  `| ${f.label} | ${f.rps.toFixed(0)} | ${f.p50} ms | ${f.p99} ms | ${f.non2xx} | ${f.errors} |`;

export function printHttp(r: HttpResult): void {
  for (const f of [...r.reads, r.login, r.profileDuringLogin]) {
    console.log(
      `${f.label}: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}, errors ${f.errors}`,
    );
  }
  console.log(`server event-loop delay during sign-ins: ${loopLine(r.loopDuringLogin)}`);
  for (const l of layerRows(r.layers)) console.log(`${l[0]}: ${l.slice(1).join(', ')}`);
}

const loopLine = (l: LoopDelay) => `p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms`;

const us = (n: number) => `${n.toFixed(0)} µs`;
const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;

/** [request, inject, of which database, database share, bare inject ÷ inject] per authenticated read. */
function layerRows(l: Layers): string[][] {
  return [
    ['bare GET /bare', us(l.bareInject), '—', '—', '1.00'],
    ['GET /livez (our hooks only)', us(l.livezInject), '—', '—', (l.bareInject / l.livezInject).toFixed(2)],
    [
      'GET /api/profile',
      us(l.profileInject),
      us(l.profileQueries),
      share(l.profileQueries, l.profileInject),
      (l.bareInject / l.profileInject).toFixed(2),
    ],
    [
      'GET /api/inbox',
      us(l.inboxInject),
      us(l.inboxQueries),
      share(l.inboxQueries, l.inboxInject),
      (l.bareInject / l.inboxInject).toFixed(2),
    ],
  ];
}

export function httpSummary(r: HttpResult): SummaryRow[] {
  return [
    ...[1, 2].map((i) => ({
      benchmark: 'http',
      figure: `${r.reads[i]?.label} / bare req/s`,
      value: ratio(r, i).toFixed(2),
      target: '≥ 0.50',
      ok: ratio(r, i) >= 0.5,
    })),
    ...[1, 2].map((i) => ({
      benchmark: 'http',
      figure: `${r.reads[i]?.label} p99 @${CONNECTIONS}`,
      value: `${r.reads[i]?.p99} ms`,
      target: '< 20 ms',
      ok: (r.reads[i]?.p99 ?? Infinity) < 20,
    })),
    {
      benchmark: 'http',
      figure: 'argon2 logins/s',
      value: r.login.rps.toFixed(1),
      target: '≥ 30',
      ok: r.login.rps >= 30,
    },
    {
      benchmark: 'http',
      figure: '/api/profile p99 during logins',
      value: `${r.profileDuringLogin.p99} ms`,
      target: '< 50 ms',
      ok: r.profileDuringLogin.p99 < 50,
    },
  ];
}

export function httpMarkdown(r: HttpResult): string {
  return [
    '## HTTP: authenticated reads vs a bare Fastify route; sign-ins',
    '',
    r.machine,
    '',
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route, server (buildApp, embedded SQLite WAL) and the bare Fastify route in one child process, load generator in the parent. Sign-ins: 8 connections rotating over 60 accounts while /api/profile runs at a steady 100 req/s.`,
    '',
    '| route | req/s | p50 | p99 | non-2xx | errors |',
    '| :-- | --: | --: | --: | --: | --: |',
    ...[...r.reads, r.login, r.profileDuringLogin].map(row),
    '',
    `The server's own event-loop delay while the sign-ins ran: ${loopLine(r.loopDuringLogin)}. The /api/profile probe runs in a process of its own, apart from the sign-in load generator.`,
    '',
    "Where one request's time goes (in the server process, one request at a time through `inject`, no sockets; database = the same prepared queries alone):",
    '',
    '| request | per request | of which database | database share | bare ÷ this |',
    '| :-- | --: | --: | --: | --: |',
    ...layerRows(r.layers).map((l) => `| ${l.join(' | ')} |`),
    '',
    ...httpSummary(r).map((s) => `- **${s.figure} = ${s.value}** (target ${s.target}${s.ok ? '' : ' — missed'})`),
  ].join('\n');
}
