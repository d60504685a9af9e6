import { parseCsv } from '@chapter/shared/csv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
let group: GroupRow;
let secretary: string;
let vp: string;
let ann: BuiltUser;
let ben: BuiltUser;
let annToken: string;

// Clock: Monday 2 March 2026 09:00 UTC; the group meets on Mondays 08:00 UTC, so today's meeting has started.
beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' });
  secretary = await loginAs(
    t.app,
    (await buildMember(t.ctx, { groupId: group.id, role: 'Secretary Treasurer', name: 'Sid Secretary' })).email,
  );
  vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
  ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann Able' });
  ben = await buildMember(t.ctx, { groupId: group.id, name: 'Ben Bright' });
  annToken = await loginAs(t.app, ann.email);
});
afterEach(() => t.close());

const as = (token: string) => testClient(t.app, token);
async function meetings() {
  const query = { from: '2026-03-02T00:00:00Z', to: '2026-03-20T00:00:00Z' };
  return (await as(annToken).ok('GET /api/meetings', { query })).items;
}
type Marks = BodyOf<'PUT /api/meetings/:meetingId/attendance'>['members'];
const mark = (token: string, meetingId: number | undefined, members: Marks) =>
  as(token).call('PUT /api/meetings/:meetingId/attendance', { params: { meetingId }, body: { members } });
const sheetOf = (token: string, meetingId: number) =>
  as(token).call('GET /api/meetings/:meetingId/attendance', { params: { meetingId } });
const march = { from: '2026-03-01', to: '2026-03-31' };
const reportFor = (token: string) => as(token).ok('GET /api/attendance/report', { query: march });
const substitute = (meetingId: number | undefined, body: BodyOf<'POST /api/meetings/:meetingId/substitutions'>) =>
  as(annToken).call('POST /api/meetings/:meetingId/substitutions', { params: { meetingId }, body });

describe('attendance grid', () => {
  it('records PALMS statuses one tap at a time and refuses members and unknown people', async () => {
    const [today] = await meetings();
    const id = today?.id as number;
    const sheet = (await sheetOf(secretary, id)).body;
    expect(sheet.members.map((m) => m.name)).toContain('Ann Able');
    expect(sheet.members.every((m) => m.status === null)).toBe(true);
    const res = await mark(secretary, id, [{ userId: ann.id, status: 'late' }]);
    expect(res.statusCode).toBe(200);
    await mark(secretary, id, [{ userId: ben.id, status: 'medical' }]);
    const after = (await sheetOf(secretary, id)).body;
    const byName = Object.fromEntries(after.members.map((m) => [m.name, m.status]));
    expect(byName).toMatchObject({ 'Ann Able': 'late', 'Ben Bright': 'medical' });
    // Clearing a record.
    await mark(secretary, id, [{ userId: ben.id, status: null }]);
    expect((await sheetOf(annToken, id)).statusCode).toBe(403);
    const outsider = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    const bad = await mark(secretary, id, [{ userId: outsider.id, status: 'present' }]);
    expect(bad.statusCode).toBe(400);
    const unknownStatus = { params: { meetingId: id }, body: { members: [{ userId: ann.id, status: 'x' }] } };
    expect((await as(secretary).raw('PUT /api/meetings/:meetingId/attendance', unknownStatus)).statusCode).toBe(400);
  });

  it('applies marks queued offline once, and returns those another leader changed meanwhile as conflicts', async () => {
    const [today] = await meetings();
    const id = today?.id as number;
    // The VP marks Ben late while the Secretary, offline, marks Ann and Ben present (both unmarked on their phone).
    await mark(vp, id, [{ userId: ben.id, status: 'late' }]);
    const queued: Marks = [
      { userId: ann.id, status: 'present', previous: null },
      { userId: ben.id, status: 'present', previous: null },
    ];
    const first = (await mark(secretary, id, queued)).body;
    const byName = (sheet: { members: Array<{ name: string; status: string | null }> }) =>
      Object.fromEntries(sheet.members.map((m) => [m.name, m.status]));
    expect(byName(first)).toMatchObject({ 'Ann Able': 'present', 'Ben Bright': 'late' });
    expect(first.conflicts).toEqual([{ userId: ben.id, name: 'Ben Bright', yours: 'present', theirs: 'late' }]);

    // The same queue sent again (the answer was lost): Ann's mark is already there, nothing changes twice.
    const again = (await mark(secretary, id, queued)).body;
    expect(byName(again)).toMatchObject({ 'Ann Able': 'present', 'Ben Bright': 'late' });
    expect(again.conflicts.map((c) => c.userId)).toEqual([ben.id]);
    const rows = await t.ctx.db.selectFrom('attendance').select('user_id').where('meeting_id', '=', id).execute();
    expect(rows).toHaveLength(2);

    // "Use mine": sent without what it replaces, the Secretary's mark stands.
    const mine = (await mark(secretary, id, [{ userId: ben.id, status: 'present' }])).body;
    expect(byName(mine)).toMatchObject({ 'Ben Bright': 'present' });
    expect(mine.conflicts).toEqual([]);
  });

  it('refuses next week’s meeting until its day', async () => {
    const [, next] = await meetings();
    const res = await mark(secretary, next?.id, [{ userId: ann.id, status: 'present' }]);
    expect(res.statusCode).toBe(409);
  });

  it('reports a period with rates and exports it as CSV', async () => {
    const [today] = await meetings();
    await mark(secretary, today?.id, [
      { userId: ann.id, status: 'present' },
      { userId: ben.id, status: 'absent' },
    ]);
    const report = await reportFor(vp);
    expect(report.meetings).toBe(1);
    const ann1 = report.rows.find((r) => r.name === 'Ann Able');
    expect(ann1).toMatchObject({ present: 1, absent: 0, rate: 100 });
    expect(report.rows.find((r) => r.name === 'Ben Bright')).toMatchObject({ absent: 1, rate: 0 });
    const csv = await as(secretary).call('GET /api/attendance/report.csv', { query: march });
    expect(csv.headers['content-type']).toContain('text/csv');
    // Named for what it holds, the whole PALMS of the period, like the PDF beside it.
    expect(csv.headers['content-disposition']).toBe('attachment; filename="palms-2026-03-01-2026-03-31.csv"');
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual([
      'Name',
      'Classification',
      'Present',
      'Absent',
      'Late',
      'Medical',
      'Substitute',
      'Not recorded',
      'Referrals given inside',
      'Referrals given outside',
      'Referrals received',
      'Visitors',
      'One-to-ones',
      'Thanks for closed business (USD)',
      'Testimonials',
      'Training credits',
      'Rate %',
    ]);
    expect(rows.find((r) => r[0] === 'Ann Able')?.[2]).toBe('1');
    // The chapter's totals close the table; the referral funnel and the weeks still a draft follow
    // (docs/palms-weeks.md).
    const totalsAt = rows.findIndex((r) => r[0] === 'Chapter total');
    expect(rows[totalsAt]?.slice(0, 4)).toEqual(['Chapter total', '', '1', '1']);
    expect(rows.slice(totalsAt + 1).map((r) => r[0])).toEqual([
      'Referral funnel (referrals given in the period)',
      'Referrals given',
      'Contacted',
      'Won',
      'Lost or not a fit',
      'Business from referrals (USD)',
      'Median days to first contact',
      'Median days to won',
      'Provisional (weeks still a draft)',
    ]);
  });

  it('writes the CSV headers in the language of the member who downloads it', async () => {
    await t.ctx.db.updateTable('groups').set({ language: 'de', currency: 'EUR' }).where('id', '=', group.id).execute();
    const [today] = await meetings();
    await mark(secretary, today?.id, [{ userId: ann.id, status: 'present' }]);
    const rows = parseCsv((await as(secretary).call('GET /api/attendance/report.csv', { query: march })).text);
    expect(rows[0]?.slice(0, 8)).toEqual([
      'Name',
      'Branche',
      'Anwesend',
      'Abwesend',
      'Verspätet',
      'Krank',
      'Vertretung',
      'Nicht erfasst',
    ]);
    expect(rows[0]?.slice(13)).toEqual([
      'Danke für abgeschlossenes Geschäft (EUR)',
      'Referenzen',
      'Weiterbildungspunkte',
      'Quote %',
    ]);
    expect(rows.some((r) => r[0] === 'Summe des Chapters')).toBe(true);
    expect(rows.some((r) => r[0] === 'Geschäft aus Empfehlungen (EUR)')).toBe(true);
    expect(rows.at(-1)?.[0]).toBe('Vorläufig (Wochen noch im Entwurf)');
  });

  it('counts for each member only the meetings since the day they joined', async () => {
    const [first, second] = await meetings();
    await mark(secretary, first?.id, [{ userId: ann.id, status: 'present' }]);
    // Tuesday 10 March: Monday's meeting is over; Cat joins on Monday after it, Dan on Tuesday.
    t.clock.advance(7 * 86_400_000 + 3_600_000);
    const cat = await buildMember(t.ctx, { groupId: group.id, name: 'Cat Late' });
    t.clock.advance(86_400_000);
    await buildMember(t.ctx, { groupId: group.id, name: 'Dan New' });
    const eve = await buildMember(t.ctx, { groupId: group.id, name: 'Eve Earlier' });
    // Sessions from a week ago have expired: sign in again.
    const leader = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
    await mark(leader, second?.id, [
      { userId: cat.id, status: 'present' },
      { userId: eve.id, status: 'present' },
    ]);

    const report = await reportFor(leader);
    const row = (name: string) => report.rows.find((r) => r.name === name);
    expect(report.meetings).toBe(2);
    // The second meeting has no mark for Ann: shown as not recorded, not counted against her (as on her scorecard).
    expect(row('Ann Able')).toMatchObject({ meetings: 2, present: 1, unrecorded: 1, rate: 100 });
    // Joined on the day of the second meeting: that one counts, the week before does not.
    expect(row('Cat Late')).toMatchObject({ meetings: 1, present: 1, unrecorded: 0, rate: 100 });
    // Approved after both meetings: nothing to count yet, not 0 %.
    expect(row('Dan New')).toMatchObject({ meetings: 0, unrecorded: 0, rate: null });
    // A record from before the join date (history kept or imported) shows the member was there.
    expect(row('Eve Earlier')).toMatchObject({ meetings: 1, present: 1, rate: 100 });
  });
});

describe('substitutions', () => {
  it('a member names a substitute; an approver approves; S is recorded and the substitute is e-mailed', async () => {
    const [, next] = await meetings();
    const create = await substitute(next?.id, {
      substituteName: 'Sally Stand-in',
      substituteEmail: 'sally@example.test',
      content: 'Covering my weekly presentation',
    });
    expect(create.statusCode).toBe(201);
    const sub = create.body;
    expect(sub).toMatchObject({ status: 'pending', substituteName: 'Sally Stand-in', memberName: 'Ann Able' });
    const stored = await t.ctx.db.selectFrom('substitutions').select('note').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.note)).toEqual({
      substituteId: null,
      substituteName: 'Sally Stand-in',
      substitutionStatus: 'pending',
      content: 'Covering my weekly presentation',
    });
    const echoed = { params: { meetingId: next?.id }, body: sub };
    expect((await as(annToken).raw('POST /api/meetings/:meetingId/substitutions', echoed)).statusCode).toBe(400);
    const again = await substitute(next?.id, { substituteName: 'Again', substituteEmail: 'again@example.test' });
    expect(again.statusCode).toBe(409);

    expect(await as(vp).ok('GET /api/approvals/counts')).toMatchObject({ substitutes: 1 });
    expect((await as(secretary).call('GET /api/approvals/substitutes')).statusCode).toBe(403);
    const queue = await as(vp).ok('GET /api/approvals/substitutes');
    expect(queue.items).toHaveLength(1);
    const approve = () =>
      as(vp).call('POST /api/approvals/substitutes/:substitutionId/approve', { params: { substitutionId: sub.id } });
    expect((await approve()).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(404);
    const approved = await t.ctx.db.selectFrom('substitutions').select('note').executeTakeFirstOrThrow();
    expect(JSON.parse(approved.note).substitutionStatus).toBe('approved');

    const attendance = await t.ctx.db
      .selectFrom('attendance')
      .select('status')
      .where('user_id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(attendance.status).toBe('substitute');
    const mail = await t.ctx.db
      .selectFrom('outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', 'sally@example.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('substituting for Ann Able');
    const detail = await as(annToken).ok('GET /api/meetings/:meetingId', { params: { meetingId: next?.id } });
    expect(detail.substitutions[0]).toMatchObject({ status: 'approved', substituteName: 'Sally Stand-in' });
    expect(detail.myRsvp).toBe('not_attending');
  });

  it('e-mails the substitute and the member in their languages, else the chapter’s, dates in its words', async () => {
    // A Spanish chapter; Ann chose German; Sally (no account) gets the chapter's Spanish.
    await t.ctx.db.updateTable('groups').set({ language: 'es' }).where('id', '=', group.id).execute();
    await t.ctx.db.updateTable('users').set({ preferred_language: 'de' }).where('id', '=', ann.id).execute();
    const [, next] = await meetings();
    const sub = (
      await substitute(next?.id, { substituteName: 'Sally Stand-in', substituteEmail: 'sally@example.test' })
    ).body;
    const approvers = await t.ctx.db.selectFrom('notifications').select(['title', 'body']).execute();
    expect(approvers[0]).toEqual({
      title: 'Un sustituto espera tu aprobación',
      body: `Ann Able nombró a Sally Stand-in para ${group.name} weekly meeting`,
    });
    await as(vp).call('POST /api/approvals/substitutes/:substitutionId/approve', {
      params: { substitutionId: sub.id },
    });
    const mailTo = (email: string) =>
      t.ctx.db
        .selectFrom('outbox')
        .select(['subject', 'body_text'])
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
    const sally = await mailTo('sally@example.test');
    expect(sally.subject).toBe(`Sustituyes a Ann Able: ${group.name} weekly meeting`);
    expect(sally.body_text).toContain('Hola, Sally Stand-in:');
    expect(sally.body_text).toContain('Cuándo: lunes, 9 de marzo de 2026, 8:00 UTC');
    const toAnn = await mailTo(ann.email);
    expect(toAnn).toEqual({
      subject: `Vertretung freigegeben: ${group.name} weekly meeting`,
      body_text: `Sally Stand-in vertritt dich bei ${group.name} weekly meeting am Montag, 9. März 2026 um 08:00 UTC.`,
    });
  });

  it('names an existing Substitute account, rejects with a reason, and lets the member withdraw', async () => {
    const [, next, later] = await meetings();
    const account = await buildMember(t.ctx, { groupId: group.id, role: 'Substitute', name: 'Sam Sub' });
    const list = await as(annToken).ok('GET /api/substitutes');
    expect(list.items).toEqual([{ userId: account.id, name: 'Sam Sub', email: account.email }]);
    const sub = (await substitute(next?.id, { substituteUserId: account.id })).body;
    expect(sub.substituteName).toBe('Sam Sub');
    const reject = await as(vp).call('POST /api/approvals/substitutes/:substitutionId/reject', {
      params: { substitutionId: sub.id },
      body: { reason: 'Not vetted' },
    });
    expect(reject.statusCode).toBe(200);
    const other = (await substitute(later?.id, { substituteUserId: account.id })).body;
    const withdraw = (token: string) =>
      as(token).call('DELETE /api/substitutions/:substitutionId', { params: { substitutionId: other.id } });
    expect((await withdraw(vp)).statusCode).toBe(404);
    expect((await withdraw(annToken)).statusCode).toBe(200);
    expect((await substitute(next?.id, { substituteUserId: ben.id })).statusCode).toBe(400);
    expect((await substitute(next?.id, { substituteUserId: account.id })).statusCode).toBe(201);
  });
});
