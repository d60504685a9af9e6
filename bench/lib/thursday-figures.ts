/** One step's figures from what the actors and sockets reported: per-action latencies, delivery checks, verdict. */
import { int, percentile } from './report.ts';
import type { ActionFigures, StepRequest, StepResult } from './thursday-actors.child.ts';
import type { Fleet } from './thursday-fleet.ts';
import { ACTIONS, type ActionRow, BREAK, type StepFigures } from './thursday-model.ts';
import type { PoolSample } from './thursday-probes.ts';
import type { Delivery } from './thursday-sockets.child.ts';

function actionRow(name: string, f: ActionFigures | undefined): ActionRow {
  const l = f?.latencies ?? [];
  return {
    name,
    count: l.length,
    p50: percentile(l, 50),
    p99: percentile(l, 99),
    max: l.length ? Math.max(...l) : Number.NaN,
    errors: f?.errors ?? 0,
    samples: f?.errorSamples ?? [],
  };
}

export function stepFigures(
  multiplier: number,
  req: StepRequest,
  r: StepResult,
  deliveries: Delivery[],
  fleet: Fleet,
  connected: ReadonlySet<number>,
  load: {
    cpu: number[];
    rss: number[];
    machineBusy: number;
    cpuShares: StepFigures['cpuShares'];
    transactionsPerRequest: number;
    pool: PoolSample;
  },
  closedSockets: number,
): StepFigures {
  const actions = [...ACTIONS, ...Object.keys(r.actions).filter((n) => !ACTIONS.includes(n))]
    .filter((n) => r.actions[n])
    .map((n) => actionRow(n, r.actions[n]));
  const homeCalls = Object.keys(r.homeCalls).map((n) => actionRow(n, r.homeCalls[n]));
  // Each accepted message must reach every device of its recipient and of its sender exactly once.
  const byMessage = new Map<string, Map<number, number[]>>();
  for (const [id, device, at] of deliveries) {
    let seen = byMessage.get(id);
    if (!seen) {
      seen = new Map();
      byMessage.set(id, seen);
    }
    seen.set(device, [...(seen.get(device) ?? []), at]);
  }
  let expected = 0;
  let delivered = 0;
  let lost = 0;
  let duplicates = 0;
  const push: number[] = [];
  for (const [id, sender, recipient, sentAt, ok] of r.messages) {
    if (!ok) continue;
    const seen = byMessage.get(id);
    for (const [who, devices] of [
      [recipient, fleet.byUser.get(recipient) ?? []],
      [sender, fleet.byUser.get(sender) ?? []],
    ] as const) {
      for (const d of devices) {
        if (!connected.has(d)) continue;
        expected++;
        const times = seen?.get(d) ?? [];
        if (times.length === 0) lost++;
        else {
          delivered++;
          duplicates += times.length - 1;
          if (who === recipient) push.push((times[0] as number) - sentAt);
        }
      }
    }
  }
  const total = actions.reduce((s, a) => s + a.count, 0);
  const errors = actions.reduce((s, a) => s + a.errors, 0);
  const worst = actions.filter((a) => a.count > 0).sort((a, b) => b.p99 - a.p99)[0];
  const lagP99 = percentile(r.lag, 99);
  const reasons: string[] = [];
  if (total > 0 && errors / total > BREAK.errorShare) {
    const top = actions.filter((a) => a.errors > 0).sort((a, b) => b.errors - a.errors)[0];
    reasons.push(
      `${int(errors)} errors (${((errors / total) * 100).toFixed(1)} %; most: ${top?.name} ${top?.samples[0] ?? ''})`,
    );
  }
  if (lost > 0) reasons.push(`${int(lost)} deliveries lost`);
  if (duplicates > 0) reasons.push(`${int(duplicates)} deliveries duplicated`);
  if (worst && worst.p99 > BREAK.p99Ms) reasons.push(`p99 ${worst.name} ${Math.round(worst.p99)} ms`);
  if (lagP99 > BREAK.lagP99Ms) reasons.push(`load generator ${Math.round(lagP99)} ms late (client saturated)`);
  const accepted = r.messages.filter((m) => m[4]).length;
  return {
    multiplier,
    members: req.members,
    marks: req.marks,
    actions,
    homeCalls,
    actionsPerSecond: total / (r.wallMs / 1000),
    requestsPerSecond: r.requests / (r.wallMs / 1000),
    messages: { sent: r.messages.length, accepted, expected, delivered, lost, duplicates },
    pushP50: percentile(push, 50),
    pushP99: percentile(push, 99),
    lagP99,
    cpu: load.cpu,
    rssMb: load.rss,
    machineBusy: load.machineBusy,
    cpuShares: load.cpuShares,
    transactionsPerRequest: load.transactionsPerRequest,
    pool: load.pool,
    closedSockets,
    broken: reasons.length ? reasons.join('; ') : undefined,
  };
}
