import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, loginAs } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testClient } from '../test/test-client.ts';

/**
 * DATABASE_STATEMENT_TIMEOUT_MS on PostgreSQL (docs/operations.md "Scale"): a statement stuck behind a lock that
 * another session holds ends with the product's 503 (try again) once the timeout passes, instead of the request
 * hanging with a pooled connection until the lock goes; the next request, once the lock is gone, is served.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the statement timeout on PostgreSQL', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ databasePool: { max: 4, statementTimeoutMs: 400 } });
    const group = await buildGroup(t.ctx);
    const member = await buildMember(t.ctx, { groupId: group.id });
    token = await loginAs(t.app, member.email);
  });
  afterAll(() => t?.close());

  it('answers 503 when a statement waits past the timeout, and serves again once the lock is gone', async () => {
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      // Another session (an operator's long migration, a stuck job) holds the members' table.
      await other.query('begin');
      await other.query('lock table users in access exclusive mode');
      const stuck = await testClient(t.app, token).call('GET /api/profile');
      expect(stuck.statusCode).toBe(503);
      expect(stuck.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(stuck.headers['retry-after']).toBe('5');
      await other.query('rollback');
      const served = await testClient(t.app, token).call('GET /api/profile');
      expect(served.statusCode).toBe(200);
    } finally {
      await other.end();
    }
  });

  it('is what PostgreSQL applies to every connection of the pool', async () => {
    const [row] = await t.ctx.db
      .selectNoFrom((eb) => eb.fn<string>('current_setting', [eb.val('statement_timeout')]).as('timeout'))
      .execute();
    expect(row?.timeout).toBe('400ms');
  });
});
