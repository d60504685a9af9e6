/** The Thursday 7 am benchmark's printed table, summary rows and RESULTS.md section. */
import { availableParallelism } from 'node:os';
import { DEFAULT_ORG } from './org-generator.ts';
import { int, machineLine, markdownTable, type SummaryRow, textTable } from './report.ts';
import {
  BREAK,
  HALF_HOUR_MS,
  IDLE_KB_TARGET,
  P99_TARGET_MS,
  type StepFigures,
  type ThursdayResult,
  type TopologyResult,
  WARM_UP_MS,
} from './thursday-model.ts';
import type { PoolSample } from './thursday-probes.ts';

const msText = (n: number) => (Number.isFinite(n) ? `${n < 100 ? n.toFixed(1) : Math.round(n)} ms` : '–');
const kb = (n: number) => `${n.toFixed(1)} KB`;

function findStep(t: TopologyResult | undefined, multiplier: number): StepFigures | undefined {
  return t?.steps.find((s) => s.multiplier === multiplier);
}

const worstP99 = (s: StepFigures | undefined) =>
  s ? Math.max(...s.actions.filter((a) => a.count > 0).map((a) => a.p99)) : Number.NaN;

/** The machine's CPU over a step: all of it, then PostgreSQL, Redis, nginx, the load generators, the rest. */
const cpuText = (s: StepFigures) => {
  const c = s.cpuShares;
  const parts = [
    `pg ${Math.round(c.postgres)}`,
    `redis ${Math.round(c.redis)}`,
    ...(c.nginx > 0.5 ? [`nginx ${Math.round(c.nginx)}`] : []),
    `load gen ${Math.round(c.loadGenerators)}`,
    `other ${Math.round(c.other)}`,
  ];
  return `${Math.round(s.machineBusy * availableParallelism())} % (${parts.join(', ')})`;
};

/** Per process: connections busy / open on average, and how often all were busy at once. */
export const poolText = (p: PoolSample) =>
  p.open
    .map(
      (open, i) =>
        `${(p.busy[i] ?? 0).toFixed(1)}/${open.toFixed(0)} (${Math.round((p.allBusyShare[i] ?? 0) * 100)} %)`,
    )
    .join(' + ');

const waitText = (p: PoolSample) =>
  p.waits
    .slice(0, 4)
    .map(([w, share]) => `${w} ${Math.round(share * 100)} %`)
    .join(', ');

const STEP_HEAD = [
  'step',
  'members',
  'actions/s',
  'req/s',
  'pg xact/req',
  'db pool busy/open (all busy)',
  'worst p99',
  'errors',
  'msgs',
  'lost',
  'push p99',
  'CPU/process',
  'machine CPU (2 cores = 200 %)',
  'RSS/process',
  'verdict',
];

function stepRows(t: TopologyResult): string[][] {
  return t.steps.map((s) => {
    const worst = [...s.actions].sort((a, b) => b.p99 - a.p99)[0];
    return [
      `${s.multiplier}×`,
      int(s.members),
      int(s.actionsPerSecond),
      int(s.requestsPerSecond),
      s.transactionsPerRequest.toFixed(1),
      poolText(s.pool),
      `${worst?.name} ${msText(worst?.p99 ?? Number.NaN)}`,
      int(s.actions.reduce((a, b) => a + b.errors, 0)),
      int(s.messages.accepted),
      `${int(s.messages.lost)}${s.messages.duplicates ? ` (+${s.messages.duplicates} dup)` : ''}`,
      msText(s.pushP99),
      s.cpu.map((c) => `${Math.round(c)} %`).join(' + '),
      cpuText(s),
      s.rssMb.map((m) => `${Math.round(m)} MB`).join(' + '),
      s.broken ? 'breaks' : 'holds',
    ];
  });
}

/** Per action: the count and p50 at 1×, then the p99 (with errors, if any) at every step run. */
const actionHead = (t: TopologyResult) => [
  'action',
  '1× n',
  '1× p50',
  ...t.steps.map((x) => `p99 at ${x.multiplier}×`),
];

function actionRows(t: TopologyResult): string[][] {
  const names = new Set<string>();
  for (const s of t.steps) for (const a of s.actions) names.add(a.name);
  const one = findStep(t, 1);
  return [...names].map((name) => {
    const base = one?.actions.find((x) => x.name === name);
    return [
      name,
      base ? int(base.count) : '–',
      base ? msText(base.p50) : '–',
      ...t.steps.map((step) => {
        const a = step.actions.find((x) => x.name === name);
        if (!a) return '–';
        return `${msText(a.p99)}${a.errors ? ` (${int(a.errors)} errors)` : ''}`;
      }),
    ];
  });
}

/** Worst action p99 per step, one column per topology: how it moves with the number of processes. */
function scalingTable(r: ThursdayResult): [string[], string[][]] {
  const multipliers = [...new Set(r.topologies.flatMap((t) => t.steps.map((x) => x.multiplier)))].sort((a, b) => a - b);
  const rows = multipliers.map((m) => [
    `${m}×`,
    ...r.topologies.map((t) => {
      const step = findStep(t, m);
      if (!step) return 'not run';
      return `${msText(worstP99(step))}${step.broken ? ' (broken)' : ''}`;
    }),
  ]);
  return [['step', ...r.topologies.map((t) => t.name)], rows];
}

export function printThursday(r: ThursdayResult): void {
  console.log(machineLine(r.machine));
  for (const t of r.topologies) {
    console.log(
      `\n${t.name} (${t.entry}); ${int(t.socketsOpened)} sockets, ${kb(t.kbPerConnection)} per idle connection`,
    );
    console.log(textTable(STEP_HEAD, stepRows(t)));
    console.log(textTable(actionHead(t), actionRows(t)));
    console.log(t.brokeAt ? `breaks at ${t.brokeAt}` : 'held at every step');
    for (const line of whereItGoes(t)) console.log(line);
  }
  if (r.topologies.length > 1) {
    console.log('\nworst action p99 by processes');
    console.log(textTable(...scalingTable(r)));
  }
}

export function thursdaySummary(r: ThursdayResult): SummaryRow[] {
  const head = r.topologies[0];
  const one = findStep(head, 1);
  const five = findStep(head, 5);
  const p99 = worstP99(one);
  const rows: SummaryRow[] = [
    {
      benchmark: 'thursday',
      figure: `worst action p99 at 1× (${head?.name})`,
      value: msText(p99),
      target: `< ${P99_TARGET_MS} ms`,
      ok: Number.isFinite(p99) ? p99 < P99_TARGET_MS : false,
    },
    {
      benchmark: 'thursday',
      figure: 'messages lost at 5×',
      value: five ? int(five.messages.lost) : 'not reached',
      target: '0',
      ok: five ? five.messages.lost === 0 && five.messages.duplicates === 0 : false,
    },
    {
      benchmark: 'thursday',
      figure: 'memory per idle connection',
      value: head ? kb(head.kbPerConnection) : '–',
      target: `≤ ${IDLE_KB_TARGET} KB`,
      ok: head ? head.kbPerConnection <= IDLE_KB_TARGET : false,
    },
  ];
  for (const t of r.topologies) {
    rows.push({
      benchmark: 'thursday',
      figure: `breaks at (${t.name})`,
      value: t.brokeAt ? `${t.brokeAt.split(':')[0]}` : `held to ${t.steps.at(-1)?.multiplier ?? 0}×`,
      target: '',
      ok: undefined,
    });
  }
  return rows;
}

/** Where the CPU went at the last step that held and at the first that broke, and what else ran meanwhile. */
function whereItGoes(t: TopologyResult): string[] {
  const lines: string[] = [];
  const broken = t.steps.find((x) => x.broken);
  const held = [...t.steps].reverse().find((x) => !x.broken && (!broken || x.multiplier < broken.multiplier));
  if (held) {
    const servers = held.cpu.reduce((a, b) => a + b, 0);
    const perRequest = (share: number) => `${((share * 10) / held.requestsPerSecond).toFixed(1)} ms`;
    lines.push(
      `CPU per HTTP request at ${held.multiplier}× (the last step that held): server processes ${perRequest(servers)}, ` +
        `PostgreSQL ${perRequest(held.cpuShares.postgres)}` +
        `${held.cpuShares.nginx > 0.5 ? `, nginx ${perRequest(held.cpuShares.nginx)}` : ''}; ` +
        `${held.transactionsPerRequest.toFixed(1)} PostgreSQL transactions per request.`,
    );
  }
  if (broken) {
    const c = broken.cpuShares;
    const slow = [...broken.homeCalls].sort((a, b) => b.p99 - a.p99).slice(0, 3);
    lines.push(
      `At ${broken.multiplier}× both cores were ${Math.round(broken.machineBusy)} % busy: server processes ` +
        `${broken.cpu.map((x) => `${Math.round(x)} %`).join(' + ')} of a core, PostgreSQL ${Math.round(c.postgres)} %, ` +
        `nginx ${Math.round(c.nginx)} %, Redis ${Math.round(c.redis)} %, this benchmark's load generators ` +
        `${Math.round(c.loadGenerators)} %, other programs ${Math.round(c.other)} %. Every action waited alike ` +
        `(home's slowest calls at p99: ${slow.map((x) => `${x.name} ${msText(x.p99)}`).join(', ')}). The ` +
        `database pools were busy ${poolText(broken.pool)} (connections busy/open on average, and the share of ` +
        `samples with all of them busy); busy backends were on ${waitText(broken.pool)}.`,
    );
  }
  const noisy = t.steps.filter((x) => x.cpuShares.other > 25);
  if (noisy.length) {
    lines.push(
      `**Other programs took more than a quarter of a core during ${noisy.map((x) => `${x.multiplier}×`).join(', ')} ` +
        `(${noisy.map((x) => `${Math.round(x.cpuShares.other)} %`).join(', ')}): those figures are distorted.**`,
    );
  }
  return lines.length ? [lines.join(' ')] : [];
}

export function thursdayMarkdown(r: ThursdayResult): string {
  const o = r.options;
  const head = r.topologies[0];
  const windowS = o.windowMs / 1000;
  const out: string[] = [
    '## Thursday 7 am: 200 chapters, 10,000 sockets, 2 processes behind nginx',
    '',
    machineLine(r.machine),
    '',
    `Load average before the run ${r.loadBefore.map((l) => l.toFixed(2)).join(', ')}, after ` +
      `${r.loadAfter.map((l) => l.toFixed(2)).join(', ')}; the run took ${Math.round(r.wallSeconds)} s. Server: ` +
      `${r.server}, production mode on PostgreSQL + Redis.`,
    '',
    `**Organisation**: ${o.chapters} chapters × ${o.membersPerChapter} members with ${DEFAULT_ORG.weeks} weeks of ` +
      `history, ${int(Object.values(r.org.counts).reduce((a, b) => a + b, 0))} rows generated in ` +
      `${r.org.seconds.toFixed(0)} s (${Object.entries(r.org.counts)
        .map(([t, n]) => `${t} ${int(n)}`)
        .join(', ')}). Every chapter's next meeting starts at the same instant, 30 minutes after generation.`,
    '',
    `**Scenario**: each member signs in, loads home (the GET calls the web app's home makes, in parallel; leaders' ` +
      'home adds the matrix, the group lights and approval counts), RSVPs, sends an inbox message to another ' +
      'member of the chapter, and gives a referral or thanks for closed business, which the Vice President (the ' +
      `President for the Vice President's own) approves; ${o.thinkMs / 1000} s between a member's actions. Each ` +
      "chapter's Secretary records the 40 attendance marks, one request per tap. The real half hour is 8,000 " +
      'members × 6 actions ≈ 27 actions/s plus 8,000 marks ≈ 4.4 marks/s; it is **compressed into a ' +
      `${windowS} s window at the same per-second rate** (1×) and run at higher multiples until a step breaks ` +
      `(errors > ${BREAK.errorShare * 100} %, any loss, an action's p99 > ${BREAK.p99Ms} ms, or the load ` +
      `generator itself ${BREAK.lagP99Ms} ms late). Members start at a fixed rate (open loop); the step's ` +
      `actions finish after the window (the last members' sequences). Each topology first runs ` +
      `${WARM_UP_MS / 1000} s at 1× that is not counted. At 1× a step holds about ${int(
        Math.round((o.chapters * o.membersPerChapter * o.windowMs) / HALF_HOUR_MS),
      )} members, so an action's p99 there is close to its slowest sample. Meanwhile ${int(o.sockets)} ` +
      'devices hold live connections (raw Centrifuge protocol, each subscribed to inbox, activity given and ' +
      'received, and mentorship of its member; every member has one, every fourth a second), opened with ' +
      "sessions made beforehand (the app already open). Every inbox message must reach each of its sender's and " +
      "recipient's devices exactly once. Load generators (sockets in " +
      `${o.socketChildren} processes, HTTP in one) share the machine's cores with the servers, PostgreSQL, Redis ` +
      'and nginx.',
    '',
  ];
  for (const t of r.topologies) {
    out.push(
      `### ${t.name}`,
      '',
      `Traffic through ${t.entry}. ${int(t.socketsOpened)} sockets connected and subscribed in ` +
        `${t.socketOpenSeconds.toFixed(0)} s` +
        (t.viaNginx
          ? t.refusedByNginx
            ? ` — **nginx took ${int(t.throughNginx)} and refused ${int(t.refusedByNginx)}**` +
              ` (${t.nginxErrors[0] ?? t.socketErrors[0] ?? 'no reason logged'}); those were opened to the processes ` +
              'directly, so the servers still held the whole fleet'
            : ', all through nginx'
          : '') +
        `. Server RSS ${t.idleRssMb.map((m) => `${m.toFixed(0)} MB`).join(' + ')} before the sockets, ` +
        `${t.socketsRssMb.map((m) => `${m.toFixed(0)} MB`).join(' + ')} with them: **${kb(t.kbPerConnection)} per ` +
        `idle connection** (target ≤ ${IDLE_KB_TARGET} KB; the second half of the sockets alone added ` +
        `${kb(t.marginalKbPerConnection)} each)` +
        (t.viaNginx && Number.isFinite(t.nginxKbPerConnection)
          ? `; nginx adds ${kb(t.nginxKbPerConnection)} per connection it holds.`
          : '.'),
      '',
      markdownTable(STEP_HEAD, stepRows(t)),
      '',
      markdownTable(actionHead(t), actionRows(t)),
      '',
      t.brokeAt ? `**Breaks at ${t.brokeAt}.**` : `Held at every step up to ${t.steps.at(-1)?.multiplier ?? 0}×.`,
      '',
    );
    out.push(...whereItGoes(t), '');
  }
  if (r.topologies.length > 1) {
    out.push('### Worst action p99 by processes', '', markdownTable(...scalingTable(r)), '');
  }
  const one = findStep(head, 1);
  const five = findStep(head, 5);
  out.push(
    `Targets: p99 < ${P99_TARGET_MS} ms per action at 1× — ${Number.isFinite(worstP99(one)) && worstP99(one) < P99_TARGET_MS ? 'met' : 'missed'} ` +
      `(worst ${msText(worstP99(one))}); no loss at 5× — ${five ? (five.messages.lost === 0 ? 'met' : 'missed') : 'not reached'}; ` +
      `≤ ${IDLE_KB_TARGET} KB per idle connection — ${head && head.kbPerConnection <= IDLE_KB_TARGET ? 'met' : 'missed'}.`,
  );
  return out.join('\n');
}
