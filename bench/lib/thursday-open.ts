/**
 * The Thursday bench's fleet of live devices: opened from the socket children in two halves (through nginx while
 * it has room, else to the processes directly), with the servers' and nginx's memory read before, between and
 * after. The second half's growth is the marginal cost of a connection.
 */
import { type Child, startChild } from './ipc.ts';
import { int } from './report.ts';
import type { Fleet } from './thursday-fleet.ts';
import type { TopologyResult } from './thursday-model.ts';
import { nginxErrorLines, nginxSocketRoom, rssMb, sleep } from './thursday-probes.ts';
import type { Device, OpenRequest, OpenResult } from './thursday-sockets.child.ts';

type SocketFigures = Pick<
  TopologyResult,
  | 'socketsOpened'
  | 'throughNginx'
  | 'refusedByNginx'
  | 'socketOpenSeconds'
  | 'socketErrors'
  | 'nginxErrors'
  | 'idleRssMb'
  | 'socketsRssMb'
  | 'kbPerConnection'
  | 'marginalKbPerConnection'
  | 'nginxKbPerConnection'
>;

export async function openFleetSockets(a: {
  fleet: Fleet;
  socketChildren: number;
  wsTargets: string[];
  ports: number[];
  viaNginx: boolean;
  workDir: string;
  pids: () => (number | undefined)[];
  /** nginx's worker and master processes (none without nginx). */
  nginxProcs: number[];
  /** Where the started children are kept, so the caller stops them whatever happens. */
  children: Child[];
}): Promise<{ socketChildren: Child[]; connected: Set<number>; sockets: SocketFigures }> {
  const { fleet, wsTargets, ports, viaNginx, workDir, pids, children } = a;
  const o = { socketChildren: a.socketChildren };
  // Sockets: a short warm-up (the code paths of connect), then the memory before and after the fleet.
  const per = Math.ceil(fleet.devices.length / o.socketChildren);
  for (let i = 0; i < o.socketChildren; i++) {
    children.push(await startChild(`sockets ${i + 1}`, new URL('./thursday-sockets.child.ts', import.meta.url)));
  }
  const socketChildren = children.slice(children.length - o.socketChildren);
  const warm = await startChild('sockets warm-up', new URL('./thursday-sockets.child.ts', import.meta.url));
  await warm.request<OpenResult>('open', {
    targets: wsTargets,
    devices: fleet.devices.slice(0, 200),
    concurrency: 20,
  } satisfies OpenRequest);
  await warm.stop();
  await sleep(3000);
  const nginxProcs = a.nginxProcs;
  const idleRss = pids().map(rssMb);
  const nginxIdleRss = nginxProcs.reduce((a, pid) => a + rssMb(pid), 0);
  const opening = performance.now();
  // Below the server's 50 connections waiting per address and process (nginx forwards them all from one).
  const open = (child: Child, devices: Device[], to: string[]) =>
    child.request<OpenResult>('open', { targets: to, devices, concurrency: 15 } satisfies OpenRequest, 600_000);
  // nginx proxies a WebSocket on two connections (client and process); past its worker_connections it drops
  // new connections, HTTP requests included. Beyond what it can hold with room left for the members' HTTP,
  // devices connect to the processes directly, and the report says how many.
  const nginxRoom = viaNginx ? nginxSocketRoom(workDir) : Number.POSITIVE_INFINITY;
  const directTargets = ports.map((p) => `ws://127.0.0.1:${p}/connection/websocket`);
  const owner = (d: Device) => Math.min(socketChildren.length - 1, Math.floor(d.index / per));
  let refused = 0;
  let direct = 0;
  const failed: number[] = [];
  const socketErrors: string[] = [];
  /** Opens `devices` from the children that own them: through nginx while it has room, else directly. */
  const openBatch = async (devices: Device[]) => {
    const first = await Promise.all(
      socketChildren.map((c, i) => {
        const mine = devices.filter((d) => owner(d) === i);
        return Promise.all([
          open(
            c,
            mine.filter((d) => d.index < nginxRoom),
            wsTargets,
          ),
          open(
            c,
            mine.filter((d) => d.index >= nginxRoom),
            directTargets,
          ),
        ]);
      }),
    );
    socketErrors.push(...first.flatMap((r) => r.flatMap((x) => x.errors)));
    const refusedNow = viaNginx ? first.reduce((sum, [proxied]) => sum + proxied.failed.length, 0) : 0;
    refused += refusedNow;
    if (viaNginx) direct += first.reduce((sum, [, b]) => sum + b.opened, 0);
    failed.push(...first.flatMap(([a, b]) => [...(viaNginx ? [] : a.failed), ...b.failed]));
    if (refusedNow > 0) {
      // What nginx refused goes to the processes directly, so they still hold the whole fleet.
      console.log(`  ! nginx refused ${int(refusedNow)} sockets: ${socketErrors[0]}`);
      const second = await Promise.all(
        socketChildren.map((c, i) =>
          open(
            c,
            (first[i]?.[0].failed ?? []).map((d) => fleet.devices[d] as Device),
            directTargets,
          ),
        ),
      );
      direct += second.reduce((sum, r) => sum + r.opened, 0);
      failed.push(...second.flatMap((r) => r.failed));
    }
  };
  // In two halves: the second half's RSS growth is the marginal cost of a connection, without what the first
  // connections grew once (code, pools, the heap's young generation).
  const half = Math.floor(fleet.devices.length / 2);
  await openBatch(fleet.devices.slice(0, half));
  await sleep(5000);
  const halfRss = pids().map(rssMb);
  await openBatch(fleet.devices.slice(half));
  const connected = new Set(fleet.devices.map((d) => d.index));
  for (const d of failed) connected.delete(d);
  const socketOpenSeconds = (performance.now() - opening) / 1000 - 5;
  await sleep(5000);
  const socketsRss = pids().map(rssMb);
  const nginxSocketsRss = nginxProcs.reduce((a, pid) => a + rssMb(pid), 0);
  const socketsOpened = connected.size;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const kbPerConnection = socketsOpened > 0 ? ((sum(socketsRss) - sum(idleRss)) * 1024) / socketsOpened : Number.NaN;
  const secondHalf = [...connected].filter((d) => d >= half).length;
  const marginalKb = secondHalf > 0 ? ((sum(socketsRss) - sum(halfRss)) * 1024) / secondHalf : Number.NaN;
  const throughNginx = viaNginx ? socketsOpened - direct : 0;
  const nginxKbPerConnection = throughNginx > 0 ? ((nginxSocketsRss - nginxIdleRss) * 1024) / throughNginx : Number.NaN;
  const nginxErrors = viaNginx ? nginxErrorLines(workDir) : [];
  console.log(
    `  ${int(socketsOpened)} sockets subscribed in ${socketOpenSeconds.toFixed(1)} s` +
      `${viaNginx ? ` (${int(throughNginx)} through nginx, ${int(direct)} direct)` : ''}` +
      `${failed.length ? `, ${int(failed.length)} failed` : ''}; ` +
      `RSS ${idleRss.map((m) => m.toFixed(0)).join(' + ')} → ${socketsRss.map((m) => m.toFixed(0)).join(' + ')} MB ` +
      `= ${kbPerConnection.toFixed(1)} KB per connection (second half alone ${marginalKb.toFixed(1)} KB)` +
      `${viaNginx ? `; nginx ${nginxIdleRss.toFixed(0)} → ${nginxSocketsRss.toFixed(0)} MB` : ''}`,
  );
  for (const line of nginxErrors.slice(0, 3)) console.log(`  nginx: ${line}`);
  return {
    socketChildren,
    connected,
    sockets: {
      socketsOpened,
      throughNginx,
      refusedByNginx: viaNginx ? refused : 0,
      socketOpenSeconds,
      socketErrors: socketErrors.slice(0, 3),
      nginxErrors: nginxErrors.slice(0, 3),
      idleRssMb: idleRss,
      socketsRssMb: socketsRss,
      kbPerConnection,
      marginalKbPerConnection: marginalKb,
      nginxKbPerConnection,
    },
  };
}
