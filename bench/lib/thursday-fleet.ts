/**
 * The Thursday bench's moving parts outside the run itself: the server processes it starts and stops, and the
 * fleet of member devices already signed in (sessions written in bulk, tokens signed as a sign-in would).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createDb } from '../../apps/server/src/db/kysely.ts';
import { toStamp } from '../../apps/server/src/db/sql-values.ts';
import { TokenService } from '../../apps/server/src/modules/auth/tokens.ts';
import { serverCommand, serverDir } from '../../apps/server/src/ops/server-entry.ts';
import { CLIENT_VERSION } from '../../packages/shared/src/constants.ts';
import { effectivePermissions } from '../../packages/shared/src/role-permissions.ts';
import type { Org } from './org-generator.ts';
import { sleep } from './thursday-probes.ts';
import type { Device } from './thursday-sockets.child.ts';

export interface ServerProc {
  child: ChildProcess;
  port: number;
  output: () => string;
}

export async function startServer(port: number, env: Record<string, string>): Promise<ServerProc> {
  const { command, args } = serverCommand();
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const flags = profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  // Node or V8 flags for the server processes only, to try a setting without changing the load generators.
  flags.push(...(process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? []));
  const child = spawn(command, [...flags, ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}:\n${out}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port, output: () => out };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} not ready:\n${out}`);
}

export async function stopServer(s: ServerProc): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

export interface Fleet {
  devices: Device[];
  byUser: Map<number, number[]>;
  leaderTokens: Record<number, string>;
}

export const ipOf = (userId: number) => `10.${(userId >> 16) & 255}.${(userId >> 8) & 255}.${userId & 255}`;

/**
 * The members' devices already signed in (the app open on their phones): one per member, a second (a laptop)
 * for every fourth member until `count` devices. Sessions are written in bulk and their tokens signed with the
 * servers' secret, as a sign-in would make them.
 */
export async function makeFleet(org: Org, count: number, secret: string): Promise<Fleet> {
  const members = org.chapters.flatMap((c) => c.members.map((m) => ({ ...m, groupId: c.groupId })));
  const owners = [...members];
  for (let i = 0; owners.length < count && i < members.length; i += 4) owners.push(members[i] as (typeof members)[0]);
  const now = new Date();
  const expires = new Date(now.getTime() + 7 * 86_400_000);
  const tokens = new TokenService(secret);
  const sessions = owners.slice(0, count).map((m) => ({
    id: randomBytes(32).toString('base64url'),
    user_id: m.id,
    created_at: toStamp(now),
    expires_at: toStamp(expires),
    revoked_at: null,
    user_agent: 'thursday-bench device',
    ip: ipOf(m.id),
  }));
  const { db, close } = createDb({ databaseUrl: org.url, sqliteFile: '' });
  try {
    for (let i = 0; i < sessions.length; i += 5000) {
      await db
        .insertInto('sessions')
        .values(sessions.slice(i, i + 5000))
        .execute();
    }
  } finally {
    await close();
  }
  const devices: Device[] = [];
  const byUser = new Map<number, number[]>();
  const leaderTokens: Record<number, string> = {};
  for (const [index, s] of sessions.entries()) {
    const m = owners[index] as (typeof members)[0];
    const token = await tokens.sign(
      {
        userId: m.id,
        sessionId: s.id,
        version: CLIENT_VERSION,
        permissions: effectivePermissions(m.role, [], m.groupId),
      },
      now,
      expires,
    );
    devices.push({ index, userId: m.id, token, ip: s.ip });
    byUser.set(m.id, [...(byUser.get(m.id) ?? []), index]);
    if (m.role !== 'Member' && leaderTokens[m.id] === undefined) leaderTokens[m.id] = token;
  }
  return { devices, byUser, leaderTokens };
}
