import { randomBytes } from 'node:crypto';
import type { Db } from '../db/kysely.ts';

const CLUSTER_KEY = 'realtime_cluster_id';

/**
 * The id that namespaces this deployment's Redis keys. It lives in the database, so every process on the
 * same database shares it (and acts as one), while deployments or test databases sharing a Redis never mix.
 */
export async function realtimeClusterId(db: Db): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key: CLUSTER_KEY, value: randomBytes(8).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', CLUSTER_KEY).executeTakeFirstOrThrow();
  return row.value;
}
