import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

/** A substitute who turns up at the door, recorded by name (docs/product-rules.md "Substitutions"). */
let t: TestApp;
let group: GroupRow;
let secretary: string;
let secretaryId: number;
let ann: BuiltUser;
let annToken: string;

const DAY = 86_400_000;

// Clock: Monday 2 March 2026 09:00 UTC; the group meets on Mondays 08:00 UTC, so today's meeting has started.
beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' });
  const sid = await buildMember(t.ctx, { groupId: group.id, role: 'Secretary Treasurer', name: 'Sid Secretary' });
  secretaryId = sid.id;
  secretary = await loginAs(t.app, sid.email);
  ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann Able' });
  annToken = await loginAs(t.app, ann.email);
});
afterEach(() => t.close());

const as = (token: string) => testClient(t.app, token);
async function todaysMeeting(token = annToken, day = '2026-03-02') {
  const query = { from: `${day}T00:00:00Z`, to: `${day}T23:00:00Z` };
  return (await as(token).ok('GET /api/meetings', { query })).items[0]?.id as number;
}
type DoorSubstitute = BodyOf<'POST /api/meetings/:meetingId/door-substitutes'>;
const record = (token: string, meetingId: number, body: DoorSubstitute) =>
  as(token).call('POST /api/meetings/:meetingId/door-substitutes', { params: { meetingId }, body });
const historyOf = (token: string, substituteId: number) =>
  as(token).call('GET /api/door-substitutes/:substituteId', { params: { substituteId } });
/** The door substitute recorded for a member in an attendance sheet. */
const substituteOf = (sheet: { members: Array<{ userId: number; substituteId?: number | null }> }, userId: number) =>
  sheet.members.find((m) => m.userId === userId)?.substituteId as number;
const SAM = { name: 'Sam Stand-in', company: 'Stand-in Plumbing', phone: '+1 555 010 0142' };

describe('a substitute recorded at the door', () => {
  it("is kept by name, company and phone and counts as the member's substitute (S) for the meeting", async () => {
    const meetingId = await todaysMeeting();
    const res = await record(secretary, meetingId, { memberId: ann.id, ...SAM });
    expect(res.statusCode, res.text).toBe(201);
    const row = res.body.members.find((m) => m.userId === ann.id);
    expect(row).toMatchObject({ status: 'substitute', substituteName: 'Sam Stand-in' });
    expect(row?.substituteId).toEqual(expect.any(Number));

    const history = await historyOf(secretary, row?.substituteId as number);
    expect(history.statusCode, history.text).toBe(200);
    expect(history.body).toMatchObject({
      name: 'Sam Stand-in',
      company: 'Stand-in Plumbing',
      phone: '+1 555 010 0142',
      visits: [{ meetingId, memberName: 'Ann Able' }],
    });
    // The PALMS report counts the member's S like an approved substitution.
    const query = { from: '2026-03-02', to: '2026-03-02' };
    const report = await as(secretary).ok('GET /api/attendance/report', { query });
    expect(report.rows.find((r) => r.name === 'Ann Able')).toMatchObject({ substitute: 1 });
  });

  it('a second visit by the same person, known by phone or e-mail, joins their history', async () => {
    const first = await todaysMeeting();
    const sub = (await record(secretary, first, { memberId: ann.id, ...SAM, email: 'sam@example.test' })).body;
    const samId = substituteOf(sub, ann.id);

    // A week later Sam covers Ben; the phone is written differently.
    const ben = await buildMember(t.ctx, { groupId: group.id, name: 'Ben Bright' });
    t.clock.advance(7 * DAY);
    secretary = await loginAs(
      t.app,
      (await t.ctx.db.selectFrom('users').select('email').where('id', '=', secretaryId).executeTakeFirstOrThrow())
        .email,
    );
    const next = await todaysMeeting(secretary, '2026-03-09');
    expect(next).not.toBe(first);
    const again = await record(secretary, next, { memberId: ben.id, name: 'Sam S.', phone: '(1) 555-010-0142' });
    expect(again.statusCode, again.text).toBe(201);
    expect(substituteOf(again.body, ben.id)).toBe(samId);
    // And by e-mail when they come with another phone.
    const third = await record(secretary, next, {
      memberId: ann.id,
      name: 'Sam',
      phone: '+44 20 7946 0000',
      email: 'SAM@example.test',
    });
    expect(substituteOf(third.body, ann.id)).toBe(samId);

    const history = (await historyOf(secretary, samId)).body;
    expect(history.visits.map((v) => v.memberName).sort()).toEqual(['Ann Able', 'Ann Able', 'Ben Bright']);
    expect(await t.ctx.db.selectFrom('door_substitutes').select('id').execute()).toHaveLength(1);
  });

  it('is for leaders who record attendance, for a member of the group, never for themselves', async () => {
    const meetingId = await todaysMeeting();
    expect((await record(annToken, meetingId, { memberId: ann.id, ...SAM })).statusCode).toBe(403);
    const outsider = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    expect((await record(secretary, meetingId, { memberId: outsider.id, ...SAM })).statusCode).toBe(400);
    expect((await record(secretary, meetingId, { memberId: secretaryId, ...SAM })).statusCode).toBe(403);
    const noPhone = await as(secretary).raw('POST /api/meetings/:meetingId/door-substitutes', {
      params: { meetingId },
      body: { memberId: ann.id, name: 'Sam' },
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.error.details).toEqual([expect.objectContaining({ field: 'phone' })]);
    const badPhone = await record(secretary, meetingId, { memberId: ann.id, name: 'Sam', phone: 'soon' });
    expect(badPhone.statusCode).toBe(400);

    const ok = (await record(secretary, meetingId, { memberId: ann.id, ...SAM })).body;
    const samId = substituteOf(ok, ann.id);
    expect((await historyOf(annToken, samId)).statusCode).toBe(403);
    const otherGroup = await buildGroup(t.ctx);
    const otherSecretary = await loginAs(
      t.app,
      (await buildMember(t.ctx, { groupId: otherGroup.id, role: 'Secretary Treasurer' })).email,
    );
    expect((await historyOf(otherSecretary, samId)).statusCode).toBe(404);
  });
});
