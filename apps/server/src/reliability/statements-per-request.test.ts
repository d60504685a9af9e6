import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildGroup, buildMember, loginAs } from '../test/factories.ts';
import { countSqliteStatements } from '../test/sqlite-statements.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * What the busiest calls of a meeting morning cost the database (docs/performance.md "Statements per request"):
 * every statement sent while the request runs, BEGIN and COMMIT included. A budget that grows means a query
 * crept into a hot path; the bench shows what it costs at a whole organisation's scale. SQLite only: the
 * counting wraps its driver, and the statements are the same on PostgreSQL.
 */
const BUDGET = {
  rsvp: 4,
  meetings: 3,
  // The figures of three windows in one pass, the group (zone, schedule) and the marks the advice counts on.
  scorecardMe: 14,
  attendanceMark: 6,
  // One insert more than before notifications: the receiver's and the approvers' rows on their lists together. One
  // select more for their notices in each one's language (all of them in one query; docs/i18n.md).
  createRecord: 18,
  approve: 12,
};

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('statements per request on a meeting morning', () => {
  let t: TestApp;
  let statements: ReturnType<typeof countSqliteStatements>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    statements = countSqliteStatements();
    // Metrics on, as in production: the request timing must add no statement to any call.
    t = await createTestApp({ metrics: { port: 0, host: '127.0.0.1' } });
    // The test clock's Monday 09:00 UTC, half an hour before this chapter meets.
    const group = await buildGroup(t.ctx, { timezone: 'UTC', meeting_weekday: 1, meeting_time: '09:30' });
    for (const [key, role] of [
      ['vp', 'Vice President'],
      ['secretary', 'Secretary Treasurer'],
      ['ann', 'Member'],
      ['bob', 'Member'],
    ] as const) {
      const m = await buildMember(t.ctx, { groupId: group.id, role, name: `${role} ${key}` });
      ids[key] = m.id;
      tokens[key] = await loginAs(t.app, m.email);
    }
  });
  afterAll(() => t.close());

  /** Sends the request twice (the first may warm a per-process cache) and returns the second's statements. */
  async function cost(method: 'GET' | 'PUT' | 'POST', url: string, who: string, payload?: () => object) {
    let body: unknown;
    for (const pass of [0, 1]) {
      statements.start();
      const res = await t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), payload: payload?.() });
      expect(res.statusCode, res.body).toBeLessThan(300);
      body = res.json();
      if (pass === 1) break;
    }
    const n = statements.stop().length;
    return { n, body };
  }

  it('keeps the morning calls within their budgets', async () => {
    const now = t.clock.now();
    const from = new Date(now.getTime() - 3_600_000).toISOString();
    const to = new Date(now.getTime() + 7 * 86_400_000).toISOString();
    const list = await cost('GET', `/api/meetings?from=${from}&to=${to}`, 'ann');
    const meetingId = (list.body as { items: { id: number }[] }).items[0]?.id;
    expect(meetingId).toBeDefined();
    const rsvp = await cost('PUT', `/api/meetings/${meetingId}/rsvp`, 'ann', () => ({ response: 'attending' }));
    const me = await cost('GET', '/api/scorecard/me', 'ann');
    const mark = await cost('PUT', `/api/meetings/${meetingId}/attendance`, 'secretary', () => ({
      members: [{ userId: ids.ann, status: 'present' }],
    }));
    let n = 0;
    const create = await cost('POST', '/api/activities', 'ann', () => ({
      type: 'referral',
      receiverId: ids.bob,
      clientRequestId: `budget-${++n}`,
      prospectName: 'Harbour Dental Group',
      description: 'Opening a second practice before spring.',
      temperature: 4,
      scope: 'outside',
    }));
    const recordId = (create.body as { id: number }).id;
    // One approval; the second pass finds it decided, so both passes are counted separately here.
    statements.start();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${recordId}/approve`,
      headers: bearer(tokens.vp ?? ''),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const approve = statements.stop().length;

    const costs: Record<keyof typeof BUDGET, number> = {
      meetings: list.n,
      rsvp: rsvp.n,
      scorecardMe: me.n,
      attendanceMark: mark.n,
      createRecord: create.n,
      approve,
    };
    // Every call reads its caller at least: a zero would mean the counting itself broke.
    expect(Math.min(...Object.values(costs))).toBeGreaterThan(0);
    const over = Object.entries(costs).filter(([call, n]) => n > BUDGET[call as keyof typeof BUDGET]);
    expect(over, JSON.stringify(costs)).toEqual([]);
  });

  it('sends a broadcast in as many statements to 14 members as to 4: one outbox insert for all of them', async () => {
    const broadcast = () => ({
      channel: 'email',
      audience: { type: 'all' },
      subject: 'Room change',
      body: 'We meet in the Harbour Room this week.',
    });
    const few = await cost('POST', '/api/messaging/broadcasts', 'secretary', broadcast);
    const groupId = (await t.ctx.db.selectFrom('memberships').select('group_id').executeTakeFirstOrThrow()).group_id;
    for (let i = 0; i < 10; i++) await buildMember(t.ctx, { groupId, name: `Newcomer ${i}` });
    const many = await cost('POST', '/api/messaging/broadcasts', 'secretary', broadcast);
    const reached = (body: unknown) => (body as { broadcast: { recipientCount: number } }).broadcast.recipientCount;
    expect(reached(many.body)).toBe(reached(few.body) + 10);
    expect(many.n, 'statements for 14 members against 4').toBe(few.n);
  });

  it('costs one statement per metrics scrape (the outbox backlog), whatever was requested before', async () => {
    const url = await t.metrics?.listen();
    for (const _ of [0, 1]) {
      statements.start();
      const res = await fetch(url ?? '');
      expect(res.status).toBe(200);
      expect(statements.stop()).toEqual([expect.stringMatching(/from "outbox"/)]);
    }
  });
});
