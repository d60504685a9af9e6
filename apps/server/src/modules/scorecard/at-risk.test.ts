import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, loginAs } from '../../test/factories.ts';
import { countSqliteStatements } from '../../test/sqlite-statements.ts';
import { aChapterEachTest, ann, annToken, as, bob, group, markAt, president, t } from './scorecard-test-kit.ts';

aChapterEachTest();

// The clock is Monday 2 March 2026, 09:00 UTC, in a chapter on UTC meeting on Mondays at 09:00
// (scorecard-test-kit.ts); Ann, Bob and Pat the President joined on 1 August 2025. The rules are BNI's 3 absences
// in a rolling six months (docs/chapter-rules.md "Warnings"), the window on 2 March from 3 September 2025.
const atRisk = (token: string) => as(token).call('GET /api/scorecard/at-risk', { query: {} });
const mark = (userId: number, day: string, status: 'present' | 'absent') =>
  markAt(userId, `${day}T09:00:00.000Z`, status);
const weekly = () => t.ctx.db.updateTable('groups').set({ meeting_weekday: 1, meeting_time: '09:00' }).execute();

describe('GET /api/scorecard/at-risk: the membership committee’s list', () => {
  it('lists the seat under review first, then the member one absence from it, and leaves the rest out', async () => {
    await weekly();
    // Ann: 4 absences in the window, one over the 3 allowed: her seat is under review.
    for (const day of ['2025-10-06', '2025-11-03', '2025-12-01', '2026-02-02']) await mark(ann.id, day, 'absent');
    // Bob: 3 absences, all allowed; one more on Monday 9 March puts his seat under review. The oldest, 6 October,
    // leaves the window on 6 April.
    for (const day of ['2025-10-06', '2025-12-01', '2026-02-02']) await mark(bob.id, day, 'absent');
    // Pat the President: present at the same Mondays, nothing to warn about.
    const pat = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'Pat President')
      .executeTakeFirstOrThrow();
    for (const day of ['2025-10-06', '2025-12-01', '2026-02-02']) await mark(pat.id, day, 'present');

    const answer = await atRisk(president);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.members).toEqual([
      {
        member: { id: ann.id, name: 'Ann Able' },
        review: { absences: 4, allowed: 3 },
        attendance: null,
        forecast: null,
      },
      {
        member: { id: bob.id, name: 'Bob Baker' },
        review: null,
        attendance: { meeting: '2026-03-09', absences: 3, allowed: 3, leavesOn: '2026-04-06', until: '2026-04-05' },
        forecast: null,
      },
    ]);
    // Bob's row is the warning his own home card shows.
    expect(answer.body.members[1]?.attendance).toEqual(
      (await as(await loginAs(t.app, bob.email)).call('GET /api/scorecard/warnings')).body.attendance,
    );
  });

  it('answers an empty list when no member is at risk, and refuses a Member', async () => {
    expect((await atRisk(president)).body).toEqual({ members: [] });
    const refused = await atRisk(annToken);
    expect(refused.statusCode).toBe(403);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the at-risk list’s statements', () => {
  // Every statement sent while the request runs (as statements-per-request.test.ts counts them; SQLite only: the
  // counting wraps its driver, and the statements are the same on PostgreSQL).
  let statements: ReturnType<typeof countSqliteStatements>;
  beforeAll(() => {
    statements = countSqliteStatements();
  });
  afterAll(() => statements.restore());

  const cost = async () => {
    statements.start();
    const answer = await atRisk(president);
    const n = statements.stop().length;
    expect(answer.statusCode).toBe(200);
    return { n, listed: answer.body.members.length };
  };

  it('reads the same number of statements for 3 members as for 10', async () => {
    await weekly();
    for (const day of ['2025-10-06', '2025-12-01', '2026-02-02']) await mark(bob.id, day, 'absent');
    const three = await cost();
    // Seven more who joined with the others, each one absence from review like Bob.
    t.clock.set(new Date('2025-08-01T09:00:00.000Z'));
    const more = [];
    for (let i = 0; i < 7; i++) more.push(await buildMember(t.ctx, { groupId: group.id, name: `Member ${i}` }));
    t.clock.set(new Date('2026-03-02T09:00:00.000Z'));
    for (const m of more) {
      for (const day of ['2025-10-06', '2025-12-01', '2026-02-02']) await mark(m.id, day, 'absent');
    }
    const ten = await cost();
    expect([three.listed, ten.listed]).toEqual([1, 8]);
    // The caller’s session, the group, then the list’s six (at-risk.ts): members, currency, rules, marks, records and
    // visitors of everyone at once.
    expect([three.n, ten.n]).toEqual([8, 8]);
  });
});
