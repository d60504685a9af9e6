import { FUNNEL_STAGES, type FunnelStage, type VisitorFunnel } from '@chapter/shared/visitor-follow-up.schemas';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildUser, type GroupRow } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { chapterPeople, insertMeeting, type People } from './visitor-test-kit.ts';

const ZONE = 'America/New_York';
let t: TestApp;
let group: GroupRow;
let people: People;
beforeEach(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-05-01T12:00:00.000Z'));
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter', timezone: ZONE });
  people = await chapterPeople(t, group.id);
});
afterEach(() => t.close());

interface Seed {
  inviter: number | null;
  createdAt: string;
  /** How far they went, written into the raw tables the way the app writes it. */
  reached: 'invited' | 'declined' | 'accepted' | 'attended' | 'applied' | 'joined' | 'visitor-account';
  groupId?: number;
}

let n = 0;
/** A visitor record and, by how far they went, its invitation, check-in, account and membership. */
async function seed(s: Seed): Promise<void> {
  const db = t.ctx.db;
  const groupId = s.groupId ?? group.id;
  const account = ['applied', 'joined', 'visitor-account'].includes(s.reached)
    ? await buildUser(t.ctx, {
        groupId,
        role: s.reached === 'joined' ? 'Member' : s.reached === 'applied' ? 'Member' : 'Visitor',
        membershipStatus: s.reached === 'applied' ? 'pending' : 'active',
      })
    : undefined;
  const attended = ['attended', 'applied', 'joined'].includes(s.reached);
  const meetingId = attended ? await insertMeeting(t, groupId, new Date(s.createdAt), ZONE) : null;
  const status = {
    invited: 'invited',
    declined: 'declined',
    accepted: 'accepted',
    'visitor-account': 'accepted',
    attended: 'attended',
    applied: 'applied',
    joined: 'applied',
  } as const;
  const visitor = await db
    .insertInto('visitors')
    .values({
      group_id: groupId,
      invited_by: s.inviter,
      meeting_id: meetingId,
      user_id: account?.id ?? null,
      name: `Visitor ${++n}`,
      email: `visitor${n}@example.test`,
      status: status[s.reached],
      first_visit_meeting_id: meetingId,
      first_visit_at: meetingId ? s.createdAt : null,
      applied_at: s.reached === 'applied' || s.reached === 'joined' ? s.createdAt : null,
      created_at: s.createdAt,
      updated_at: s.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (s.inviter !== null) {
    const answer = s.reached === 'invited' ? null : s.reached === 'declined' ? 'decline' : 'accept';
    await db
      .insertInto('visitor_invitations')
      .values({
        visitor_id: visitor.id,
        token_hash: `hash-${n}`,
        created_at: s.createdAt,
        expires_at: s.createdAt,
        used_at: answer ? s.createdAt : null,
        used_action: answer,
      })
      .execute();
  }
  if (meetingId) {
    await db
      .insertInto('visitor_checkins')
      .values({ meeting_id: meetingId, visitor_id: visitor.id, checked_in_by: null, checked_in_at: s.createdAt })
      .execute();
  }
}

const DEPTH = { invited: 1, confirmed: 2, attended: 3, applied: 4, joined: 5 } as const;

/**
 * The funnel computed apart from the service: one plain SQL statement over the raw tables gives each visitor's
 * depth (a check-in row, not the denormalised first visit; the membership, not the visitor's status), and the
 * months and the period are read with Intl in the chapter's zone.
 */
async function independentFunnel(from: string, to: string) {
  const { rows } = await sql<{ invited_by: number | null; created_at: string; depth: number }>`
    select v.invited_by, v.created_at,
      case
        when exists (select 1 from memberships m where m.user_id = v.user_id and m.group_id = v.group_id
                     and m.status <> 'pending' and m.role not in ('Visitor', 'Substitute')) then 5
        when v.applied_at is not null or v.status = 'applied' then 4
        when exists (select 1 from visitor_checkins c where c.visitor_id = v.id) then 3
        when exists (select 1 from visitor_invitations i where i.visitor_id = v.id and i.used_action = 'accept') then 2
        else 1
      end as depth
    from visitors v
    where v.group_id = ${group.id}`.execute(t.ctx.db);
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const cells = new Map<string, Record<string, number>>();
  const bump = (key: string, depth: number) => {
    const c = cells.get(key) ?? { invited: 0, confirmed: 0, attended: 0, applied: 0, joined: 0 };
    for (const stage of FUNNEL_STAGES) if (Number(depth) >= DEPTH[stage]) c[stage] = (c[stage] ?? 0) + 1;
    cells.set(key, c);
  };
  for (const r of rows) {
    const day = local.format(new Date(r.created_at));
    if (day < from || day > to) continue;
    const month = day.slice(0, 7);
    bump(`row|${r.invited_by ?? ''}|${month}`, r.depth);
    bump(`inviter|${r.invited_by ?? ''}`, r.depth);
    bump(`month|${month}`, r.depth);
    bump('total', r.depth);
  }
  return cells;
}

/** The service's answer in the same shape. */
function cellsOf(f: VisitorFunnel) {
  const cells = new Map<string, Record<string, number>>();
  const counts = (c: Record<FunnelStage, number>): Record<string, number> =>
    Object.fromEntries(FUNNEL_STAGES.map((s) => [s, c[s]]));
  for (const r of f.rows) cells.set(`row|${r.inviterId ?? ''}|${r.month}`, counts(r));
  for (const r of f.byInviter) cells.set(`inviter|${r.inviterId ?? ''}`, counts(r));
  for (const r of f.byMonth) cells.set(`month|${r.month}`, counts(r));
  cells.set('total', counts(f.totals));
  return cells;
}

describe('the visitor funnel', () => {
  it('equals an independent query, per inviter, per month and in total', async () => {
    const { ivy, hal } = people;
    const other = await buildGroup(t.ctx, { timezone: ZONE });
    for (const s of [
      { inviter: ivy.id, createdAt: '2026-01-10T15:00:00.000Z', reached: 'invited' },
      { inviter: ivy.id, createdAt: '2026-01-12T15:00:00.000Z', reached: 'accepted' },
      { inviter: ivy.id, createdAt: '2026-01-20T15:00:00.000Z', reached: 'visitor-account' },
      // 22:00 on 31 January in New York: January's, though February's in UTC.
      { inviter: hal.id, createdAt: '2026-02-01T03:00:00.000Z', reached: 'attended' },
      { inviter: ivy.id, createdAt: '2026-02-03T15:00:00.000Z', reached: 'declined' },
      { inviter: hal.id, createdAt: '2026-02-10T15:00:00.000Z', reached: 'attended' },
      { inviter: hal.id, createdAt: '2026-02-11T15:00:00.000Z', reached: 'applied' },
      { inviter: ivy.id, createdAt: '2026-03-02T15:00:00.000Z', reached: 'joined' },
      { inviter: hal.id, createdAt: '2026-03-05T15:00:00.000Z', reached: 'joined' },
      // A walk-in who came on their own.
      { inviter: null, createdAt: '2026-03-09T13:00:00.000Z', reached: 'attended' },
      // After the period, and another chapter's: not counted.
      { inviter: ivy.id, createdAt: '2026-04-01T15:00:00.000Z', reached: 'joined' },
      { inviter: null, createdAt: '2026-02-10T15:00:00.000Z', reached: 'joined', groupId: other.id },
    ] satisfies Seed[]) {
      await seed(s);
    }

    const query = { from: '2026-01-01', to: '2026-03-31' };
    const funnel = await testClient(t.app, people.secretary.token).ok('GET /api/visitors/funnel', { query });
    expect(cellsOf(funnel)).toEqual(await independentFunnel(query.from, query.to));
    // And the figures themselves, read off the seed above.
    expect(funnel.totals).toEqual({ invited: 10, confirmed: 8, attended: 6, applied: 3, joined: 2 });
    expect(funnel.byMonth.map((m) => [m.month, m.invited, m.joined])).toEqual([
      ['2026-01', 4, 0],
      ['2026-02', 3, 0],
      ['2026-03', 3, 2],
    ]);
    expect(funnel.byInviter.map((r) => [r.inviterName, r.invited, r.confirmed, r.attended])).toEqual([
      ['Hal Host', 4, 4, 4],
      ['Ivy Inviter', 5, 3, 1],
      [null, 1, 1, 1],
    ]);

    // A shorter period in the chapter's days: 1 February local leaves out the 31 January evening.
    const feb = { from: '2026-02-01', to: '2026-02-28' };
    const febFunnel = await testClient(t.app, people.secretary.token).ok('GET /api/visitors/funnel', { query: feb });
    expect(cellsOf(febFunnel)).toEqual(await independentFunnel(feb.from, feb.to));
    expect(febFunnel.totals.invited).toBe(3);
  });

  it('is for leaders of the chapter', async () => {
    const query = { from: '2026-01-01', to: '2026-03-31' };
    const member = await testClient(t.app, people.ivy.token).call('GET /api/visitors/funnel', { query });
    expect(member.statusCode).toBe(403);
    const empty = await testClient(t.app, people.secretary.token).ok('GET /api/visitors/funnel', { query });
    expect(empty).toEqual({
      timezone: ZONE,
      rows: [],
      byInviter: [],
      byMonth: [],
      totals: { invited: 0, confirmed: 0, attended: 0, applied: 0, joined: 0 },
    });
  });
});
