import type { ChapterCard, ChapterFigure } from '@chapter/shared/chapter-scorecard.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, loginAs } from '../../test/factories.ts';
import { countSqliteStatements } from '../../test/sqlite-statements.ts';
import { marks, meeting, memberBetween, members, slip, visitor } from './chapter-card-test-kit.ts';
import { aChapterEachTest, ann, annToken, as, bob, group, president, t } from './scorecard-test-kit.ts';

aChapterEachTest();

// The clock is Monday 2 March 2026, 09:00 UTC (scorecard-test-kit.ts): a month's card covers February 2026 and its
// previous period January. Ann, Bob and Pat the President joined on 1 August 2025. Every expected value below is
// counted by hand from the records each test writes.
const card = (token: string, query: { months?: 1 | 3 | 6 | 12; groupId?: number } = {}) =>
  as(token).call('GET /api/scorecard/chapter', { query: { months: 1, ...query } });
const choose = (token: string, body: { mode: 'size' | 'all' | 'chosen'; groupIds?: number[]; groupId?: number }) =>
  as(token).call('PUT /api/scorecard/chapter/comparison', { body });
const row = (answer: ChapterCard, key: ChapterFigure) => answer.figures.find((f) => f.key === key);
const pat = async () =>
  (await t.ctx.db.selectFrom('users').select('id').where('name', '=', 'Pat President').executeTakeFirstOrThrow()).id;

/** The chapter's records of January and February 2026. */
async function seedChapter() {
  const g = group.id;
  await t.ctx.db.updateTable('groups').set({ currency: 'USD' }).where('id', '=', g).execute();
  const p = await pat();
  // Eve joined in January; Cal left in January; Dan joined in February.
  const eve = await memberBetween(g, '2026-01-05T10:00:00.000Z');
  await memberBetween(g, '2025-08-01T09:00:00.000Z', '2026-01-20T10:00:00.000Z');
  const dan = await memberBetween(g, '2026-02-10T10:00:00.000Z');
  // Referrals in February: 2 inside, 1 outside, 1 without a scope (outside), 1 rejected (not counted).
  await slip(g, 'referral', ann.id, bob.id, '2026-02-03T10:00:00.000Z', { scope: 'inside' });
  await slip(g, 'referral', bob.id, ann.id, '2026-02-28T23:59:00.000Z', { scope: 'inside' });
  await slip(g, 'referral', ann.id, p, '2026-02-11T10:00:00.000Z', { scope: 'outside' });
  await slip(g, 'referral', p, ann.id, '2026-02-12T10:00:00.000Z');
  await slip(g, 'referral', p, bob.id, '2026-02-13T10:00:00.000Z', { scope: 'inside', approval: 'rejected' });
  // January: 1 inside; March (this month) counts in neither period.
  await slip(g, 'referral', ann.id, bob.id, '2026-01-31T23:00:00.000Z', { scope: 'inside' });
  await slip(g, 'referral', ann.id, bob.id, '2026-03-01T00:00:00.000Z', { scope: 'inside' });
  // Thanks: February 1,500 + 500 approved USD; a pending 999 and a EUR 7,000 do not count. January 1,000.
  await slip(g, 'closed_business', bob.id, ann.id, '2026-02-05T12:00:00.000Z', { cents: 150_000 });
  await slip(g, 'closed_business', ann.id, bob.id, '2026-02-28T12:00:00.000Z', { cents: 50_000 });
  await slip(g, 'closed_business', ann.id, bob.id, '2026-02-06T12:00:00.000Z', { cents: 99_900, approval: 'pending' });
  await slip(g, 'closed_business', ann.id, bob.id, '2026-02-07T12:00:00.000Z', { cents: 700_000, currency: 'EUR' });
  await slip(g, 'closed_business', ann.id, bob.id, '2026-01-15T12:00:00.000Z', { cents: 100_000 });
  // Meetings: 9 and 16 February, 12 January.
  const feb9 = await meeting(g, '2026-02-09T09:00:00.000Z');
  const feb16 = await meeting(g, '2026-02-16T09:00:00.000Z');
  const jan12 = await meeting(g, '2026-01-12T09:00:00.000Z');
  // February: attended Ann P, Pat L, Ann S, Bob P = 4 of 5 counted (Bob's absence counts, Dan's medical does not).
  await marks(g, feb9, '2026-02-09T09:00:00.000Z', [
    [ann.id, 'present'],
    [bob.id, 'absent'],
    [p, 'late'],
    [dan.id, 'medical'],
  ]);
  await marks(g, feb16, '2026-02-16T09:00:00.000Z', [
    [ann.id, 'substitute'],
    [bob.id, 'present'],
  ]);
  // January: 1 of 2.
  await marks(g, jan12, '2026-01-12T09:00:00.000Z', [
    [ann.id, 'present'],
    [eve.id, 'absent'],
  ]);
  // Visitors: in February two distinct (one came twice, and joined as Dan); in January one, who did not join.
  await visitor(g, [feb9, feb16], { userId: dan.id });
  await visitor(g, [feb16]);
  await visitor(g, [jan12]);
}

/** Four other chapters: sizes 4, 6, 5 and 10, with 1, 3, 5 and 100 inside referrals in February. */
async function seedOthers() {
  const out = [];
  for (const [size, referrals, currency, cents] of [
    [4, 1, 'EUR', 900_000],
    [6, 3, 'USD', 0],
    [5, 5, 'USD', 300_000],
    [10, 100, 'USD', 10_000],
  ] as const) {
    const g = await buildGroup(t.ctx, { currency });
    const people = await members(g.id, size);
    const [a, b] = [people[0]?.id ?? 0, people[1]?.id ?? 0];
    for (let i = 0; i < referrals; i++)
      await slip(g.id, 'referral', a, b, '2026-02-10T10:00:00.000Z', { scope: 'inside' });
    if (cents > 0) await slip(g.id, 'closed_business', a, b, '2026-02-10T12:00:00.000Z', { cents, currency });
    out.push(g);
  }
  return out;
}

describe('GET /api/scorecard/chapter: the chapter against its previous period', () => {
  it('counts each figure for February and January as the records say', async () => {
    await seedChapter();
    const answer = await card(president);
    expect(answer.statusCode).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({
      months: 1,
      currency: 'USD',
      current: { first: '2026-02-01', last: '2026-02-28' },
      previous: { first: '2026-01-01', last: '2026-01-31' },
    });
    const values = Object.fromEntries(body.figures.map((f) => [f.key, [f.value, f.previous, f.change]]));
    expect(values).toEqual({
      // End of February: Ann, Bob, Pat, Eve, Dan; end of January: Ann, Bob, Pat, Eve (Cal had left).
      size: [5, 4, 1],
      joined: [1, 1, 0],
      left: [0, 1, -1],
      referralsInside: [2, 1, 1],
      referralsOutside: [2, 0, 2],
      visitors: [2, 1, 1],
      conversion: [0.5, 0, 0.5],
      revenueCents: [200_000, 100_000, 100_000],
      attendance: [0.8, 0.5, 0.8 - 0.5],
    });
    expect(row(body, 'left')?.higherIsBetter).toBe(false);
  });

  it('covers three whole months with the three before them', async () => {
    await seedChapter();
    const body = (await card(president, { months: 3 })).body;
    expect([body.current, body.previous]).toEqual([
      { first: '2025-12-01', last: '2026-02-28' },
      { first: '2025-09-01', last: '2025-11-30' },
    ]);
    // December to February: every referral above but March's and the rejected one.
    expect([row(body, 'referralsInside')?.value, row(body, 'referralsOutside')?.value]).toEqual([3, 2]);
    expect(row(body, 'joined')?.value).toBe(2);
    expect(row(body, 'size')?.previous).toBe(4);
  });

  it('answers a new chapter with zeros and no shares', async () => {
    const body = (await card(president)).body;
    expect(row(body, 'conversion')).toMatchObject({ value: null, previous: null, change: null });
    expect(row(body, 'attendance')?.value).toBeNull();
    expect(row(body, 'referralsInside')).toMatchObject({ value: 0, previous: 0, change: 0 });
    expect(body.comparison).toMatchObject({ mode: 'size', size: 0, chapters: null });
  });

  it('refuses a Member, and another chapter’s leader gets 404', async () => {
    expect((await card(annToken)).statusCode).toBe(403);
    expect((await card(president, { groupId: group.id + 1000 })).statusCode).toBe(404);
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    expect((await card(admin, { groupId: group.id + 1000 })).statusCode).toBe(404);
    expect((await card(admin, { groupId: group.id })).statusCode).toBe(200);
  });
});

describe('the comparison group', () => {
  it('takes chapters within a quarter of the size, with median, quartiles and rank, and no names for a President', async () => {
    await seedChapter();
    await seedOthers();
    const body = (await card(president)).body;
    // Size 5: 4, 6 and 5 are within 25 %; 10 is not.
    expect(body.comparison).toEqual({ mode: 'size', size: 3, chapters: null, canChange: true, choices: null });
    expect(row(body, 'size')?.comparison).toEqual({
      chapters: 3,
      median: 5,
      lowerQuartile: 4.5,
      upperQuartile: 5.5,
      rank: 2,
      ranked: 4,
    });
    // Inside referrals 1, 3, 5 against the chapter's 2: third of four.
    expect(row(body, 'referralsInside')?.comparison).toMatchObject({
      median: 3,
      lowerQuartile: 2,
      upperQuartile: 4,
      rank: 3,
    });
    // Revenue compares chapters in the chapter's currency only: 0 and 3,000 (the EUR chapter is left out).
    expect(row(body, 'revenueCents')?.comparison).toMatchObject({ chapters: 2, median: 150_000, rank: 2, ranked: 3 });
    // No visitors elsewhere: conversion has nothing to compare, and the chapter ranks alone.
    expect(row(body, 'conversion')?.comparison).toMatchObject({ chapters: 0, median: null, rank: 1, ranked: 1 });
    // Fewer leavers is better: the chapter lost none in February, as the others.
    expect(row(body, 'left')?.comparison).toMatchObject({ median: 0, rank: 1 });
    expect(JSON.stringify(body)).not.toContain('Group ');
  });

  it('is every other chapter, or the chapters an administrator picked, names for those who see groups', async () => {
    await seedChapter();
    const [small, , , big] = await seedOthers();
    expect((await choose(president, { mode: 'all' })).body).toEqual({ mode: 'all' });
    let body = (await card(president)).body;
    expect(row(body, 'referralsInside')?.comparison).toMatchObject({ chapters: 4, median: 4 });
    // A President picks no chapter by name: they may not see them.
    expect((await choose(president, { mode: 'chosen', groupIds: [big?.id ?? 0] })).statusCode).toBe(403);
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const picked = await choose(admin, { groupId: group.id, mode: 'chosen', groupIds: [big?.id ?? 0, small?.id ?? 0] });
    expect(picked.statusCode).toBe(200);
    body = (await card(president)).body;
    expect(body.comparison).toMatchObject({ mode: 'chosen', size: 2, chapters: null });
    expect(row(body, 'size')?.comparison).toMatchObject({ median: 7, rank: 2 });
    const seen = (await card(admin, { groupId: group.id })).body.comparison;
    const ids = (list: (number | undefined)[] | undefined) => [...(list ?? [])].sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(ids(seen.chapters?.map((c) => c.id))).toEqual(ids([small?.id, big?.id]));
    expect(seen.choices).toHaveLength(4);
    // An unknown chapter is refused; back to similar size.
    expect((await choose(admin, { groupId: group.id, mode: 'chosen', groupIds: [99_999] })).statusCode).toBe(404);
    await choose(president, { mode: 'size' });
    expect((await card(president)).body.comparison.mode).toBe('size');
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'chapter.comparison.changed')
      .execute();
    expect(audit).toHaveLength(3);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the chapter scorecard’s statements', () => {
  let statements: ReturnType<typeof countSqliteStatements>;
  beforeAll(() => {
    statements = countSqliteStatements();
  });
  afterAll(() => statements.restore());

  const cost = async () => {
    statements.start();
    const answer = await card(president);
    const n = statements.stop().length;
    expect(answer.statusCode).toBe(200);
    return n;
  };

  it('reads the same number of statements for 1 chapter as for 5', async () => {
    await seedChapter();
    const alone = await cost();
    await seedOthers();
    const five = await cost();
    // The caller's session, then the card's nine: the group, its currency, its choice, the chapters, and the
    // membership, referrals, thanks, visitors and attendance of every chapter at once.
    expect([alone, five]).toEqual([10, 10]);
  });
});
