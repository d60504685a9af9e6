import type { FastifyInstance } from 'fastify';
import { selectAccess } from '../../apps/server/src/lib/principal.ts';
import { inboxCounters, selectInboxPage } from '../../apps/server/src/modules/inbox/inbox.repository.ts';
import { countActiveMembers, selectProfileRow } from '../../apps/server/src/modules/profile/profile.repository.ts';
import type { OurServer } from './our-server.ts';

/** Microseconds per call of each layer, measured one call at a time in the server process. */
export interface Layers {
  /** The bare route through Fastify's inject (no sockets): the framework floor. */
  bareInject: number;
  /** Our /livez through inject: our hooks (security headers, shutdown check) with no auth and no schema. */
  livezInject: number;
  profileInject: number;
  inboxInject: number;
  /** The database work of one request alone: the same prepared queries, through Kysely on SQLite. */
  profileQueries: number;
  inboxQueries: number;
}

const CALLS = 3_000;

async function perCall(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 300; i++) await run();
  const begun = performance.now();
  for (let i = 0; i < CALLS; i++) await run();
  return ((performance.now() - begun) * 1000) / CALLS;
}

/**
 * Where an authenticated read's time goes, without the load generator or the kernel: whole requests through
 * inject next to the same request's database work alone. The difference is what Fastify, our hooks, zod and
 * the response cost; the database share is what no framework change can remove.
 */
export async function measureLayers(ours: OurServer, bare: FastifyInstance): Promise<Layers> {
  const { app, ctx } = ours.built;
  const { db } = ctx;
  // Member 0: the one with a full inbox page, as in the load runs.
  const [first] = ours.users;
  if (!first) throw new Error('no users');
  const me = first.id;
  const headers = { authorization: `Bearer ${first.token}` };
  const session = await db.selectFrom('sessions').select('id').where('user_id', '=', me).executeTakeFirstOrThrow();
  return {
    bareInject: await perCall(() => bare.inject({ url: '/bare' })),
    livezInject: await perCall(() => app.inject({ url: '/livez' })),
    profileInject: await perCall(() => app.inject({ url: '/api/profile', headers })),
    inboxInject: await perCall(() => app.inject({ url: '/api/inbox', headers })),
    profileQueries: await perCall(async () => {
      const access = await selectAccess(db, me, session.id);
      await selectProfileRow(db, me);
      await countActiveMembers(db, access?.group_id ?? 0);
    }),
    inboxQueries: await perCall(async () => {
      await selectAccess(db, me, session.id);
      await selectInboxPage(db, me, undefined, 31);
      await inboxCounters(db, me);
    }),
  };
}
