import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { migrationsApplied } from '../../db/migrate.ts';
import type { AppContext } from '../../lib/context.ts';

/** Liveness (the process answers) and readiness (database reachable, migrated, not shutting down). */
export function healthRoutes(app: FastifyInstance, ctx: AppContext, isShuttingDown: () => boolean): void {
  app.get('/livez', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    if (isShuttingDown()) return reply.code(503).send({ status: 'shutting_down' });
    try {
      await sql`select 1`.execute(ctx.db);
      if (!(await migrationsApplied(ctx.db, ctx.dialect))) return reply.code(503).send({ status: 'migrating' });
      if (ctx.redis && ctx.redis.status !== 'ready') return reply.code(503).send({ status: 'redis_unavailable' });
      return { status: 'ready', version: ctx.config.appVersion };
    } catch {
      return reply.code(503).send({ status: 'database_unavailable' });
    }
  });
}
