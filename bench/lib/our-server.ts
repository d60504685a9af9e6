import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuiltApp, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { toStamp } from '../../apps/server/src/db/sql-values.ts';
import { AuthService } from '../../apps/server/src/modules/auth/auth.service.ts';
import { createAuthLimiters } from '../../apps/server/src/modules/auth/login-limits.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { TokenService } from '../../apps/server/src/modules/auth/tokens.ts';
import { REALTIME_PATH } from '../../packages/shared/src/realtime.schemas.ts';

export interface BenchUser {
  id: number;
  token: string;
}

export interface OurServer {
  built: BuiltApp;
  port: number;
  wsUrl: string;
  httpUrl: string;
  users: BenchUser[];
  /** The one group every user is an active member of. */
  groupId: number;
  dataDir: string;
  setupMs: number;
  close(): Promise<void>;
}

/** Production refuses to start without APP_URL; the benches follow no link, so any address of this machine will do. */
export const BENCH_APP_URL = 'http://127.0.0.1';

const INSERT_BATCH = 200;

/**
 * The whole server as production builds it (buildApp), on the embedded SQLite database in a temporary
 * DATA_DIR, listening on 127.0.0.1. `userCount` active members of one group are inserted directly and get a
 * session each through the auth service, so setup costs one argon2 hash instead of one login per user.
 */
export async function startOurServer(userCount: number): Promise<OurServer> {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-bench-'));
  const config = loadConfig(
    // The load generators send far faster than a member would: lift the per-sender message budget.
    {
      NODE_ENV: 'production',
      APP_URL: BENCH_APP_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      INBOX_MESSAGES_PER_MINUTE: '1000000',
    },
    // A folder without a build: the SPA is not served, API 404s stay JSON.
    { webDist: path.join(dataDir, 'no-web-dist'), host: '127.0.0.1', port: 0 },
  );
  const built = await buildApp(config, { logger: false });
  const { ctx } = built;
  const now = toStamp(new Date());
  const passwordHash = await hashPassword('Bench-Harbor-2026!');
  const group = await ctx.db
    .insertInto('groups')
    .values({
      name: 'Bench chapter',
      status: 'active',
      code: '424242',
      capacity: null,
      accepting_members: 1,
      timezone: 'UTC',
      allow_substitute_login: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    for (let start = 0; start < userCount; start += INSERT_BATCH) {
      const n = Math.min(INSERT_BATCH, userCount - start);
      const rows = Array.from({ length: n }, (_, i) => ({
        email: `bench${start + i}@bench.test`,
        name: `Bench Member ${start + i}`,
        password_hash: passwordHash,
        status: 'active' as const,
        created_at: now,
        updated_at: now,
      }));
      const inserted = await trx.insertInto('users').values(rows).returning('id').execute();
      await trx
        .insertInto('memberships')
        .values(
          inserted.map((u) => ({
            user_id: u.id,
            group_id: group.id,
            role: 'Member',
            status: 'active' as const,
            joined_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      ids.push(...inserted.map((u) => u.id));
    }
  });
  const auth = new AuthService(ctx, new TokenService(config.jwtSecret), createAuthLimiters(ctx));
  const users: BenchUser[] = [];
  for (const id of ids) {
    users.push({ id, token: await auth.startSession(id, { ip: '127.0.0.1', userAgent: 'chapter-bench' }) });
  }
  const address = await built.app.listen({ host: '127.0.0.1', port: 0 });
  const port = Number(new URL(address).port);
  return {
    built,
    port,
    httpUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}${REALTIME_PATH}`,
    users,
    groupId: group.id,
    dataDir,
    setupMs: performance.now() - started,
    async close() {
      await built.shutdown();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
