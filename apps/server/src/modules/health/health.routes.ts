import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/kysely.ts';
import { migrationsApplied } from '../../db/migrate.ts';
import type { AppContext } from '../../lib/context.ts';

/**
 * How long /readyz waits for the database before calling it down. A balancer gives a probe about 2 s
 * (ops/rolling-restart.ts); a database that hangs must not make the probe itself time out, or the process would
 * be taken out for the database's fault.
 */
const DEPENDENCY_PROBE_MS = 1_000;

type DependencyState = 'up' | 'down';

/** Up, down, or (database only) up but behind this code's migrations. */
async function databaseState(ctx: AppContext): Promise<DependencyState | 'behind'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), DEPENDENCY_PROBE_MS);
  });
  const probe = (async () => {
    await pingDatabase(ctx.db);
    return (await migrationsApplied(ctx.db, ctx.dialect)) ? ('up' as const) : ('behind' as const);
  })().catch(() => 'down' as const);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness, readiness and dependency status, kept apart (docs/decisions/0012-health-that-does-not-amplify.md):
 * - `/livez`: the process answers (its event loop runs).
 * - `/readyz`: the process can take traffic: 503 only for faults of its own (shutting down, schema behind its
 *   code). PostgreSQL or Redis being away is shared by every process: taking them all out of the balancer would
 *   turn a short outage into a full one (static files and the app shell too), so it is reported in the body,
 *   `dependencies`, with a 200. The API answers its own 503 meanwhile, for the calls that need what is away.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext, isShuttingDown: () => boolean): void {
  app.get('/livez', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    if (isShuttingDown()) return reply.code(503).send({ status: 'shutting_down' });
    const database = await databaseState(ctx);
    if (database === 'behind') return reply.code(503).send({ status: 'migrating' });
    const dependencies: Record<string, DependencyState> = { database };
    if (ctx.redis) dependencies.redis = ctx.redis.status === 'ready' ? 'up' : 'down';
    return { status: 'ready', version: ctx.config.appVersion, dependencies };
  });
}
