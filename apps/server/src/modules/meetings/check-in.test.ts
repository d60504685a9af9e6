import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltUser, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

/**
 * Check-in by QR code (docs/meeting-mode.md "Check-in without the Secretary"). The chapter meets on Mondays from
 * 08:00 to 09:30 UTC; each test sets the clock to the moment it needs.
 */
let t: TestApp;
let group: GroupRow;
let secretary: string;
let ann: BuiltUser;
let annToken: string;
let ben: BuiltUser;
let meetingId: number;
let nextWeekId: number;

const at = (iso: string) => t.clock.set(new Date(iso));

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' });
  secretary = await loginAs(
    t.app,
    (await buildMember(t.ctx, { groupId: group.id, role: 'Secretary Treasurer', name: 'Sid Secretary' })).email,
  );
  ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann Able' });
  ben = await buildMember(t.ctx, { groupId: group.id, name: 'Ben Bright' });
  annToken = await loginAs(t.app, ann.email);
  const query = { from: '2026-03-02T00:00:00Z', to: '2026-03-10T00:00:00Z' };
  const items = (await as(annToken).ok('GET /api/meetings', { query })).items;
  meetingId = items[0]?.id as number;
  nextWeekId = items[1]?.id as number;
});
afterEach(() => t.close());

const as = (token: string | null) => testClient(t.app, token);
const codeOf = (id = meetingId, token = secretary) =>
  as(token).call('GET /api/meetings/:meetingId/check-in-code', { params: { meetingId: id } });
const screenCode = async (id = meetingId) => (await codeOf(id)).body.code;
const scan = (token: string | null, code: string, body?: unknown) =>
  as(token).raw('POST /api/check-in/:code', { params: { code }, ...(body !== undefined && { body }) });
async function marks(id = meetingId) {
  const sheet = await as(secretary).ok('GET /api/meetings/:meetingId/attendance', { params: { meetingId: id } });
  return Object.fromEntries(sheet.members.map((m) => [m.name, m.status]));
}

describe("the screen's code", () => {
  it('changes every 30 seconds, encodes the app’s check-in page and says when the next is due', async () => {
    at('2026-03-02T07:45:10Z');
    const first = (await codeOf()).body;
    expect(first.url).toBe(`https://chapter.test/check-in/${first.code}`);
    expect(first).toMatchObject({ expiresAt: '2026-03-02T07:45:30.000Z', serverNow: '2026-03-02T07:45:10.000Z' });
    at('2026-03-02T07:45:29Z');
    expect((await codeOf()).body.code).toBe(first.code);
    at('2026-03-02T07:45:30Z');
    const second = (await codeOf()).body;
    expect(second.code).not.toBe(first.code);
    expect(second.expiresAt).toBe('2026-03-02T07:46:00.000Z');
  });

  it('is shown from an hour before the start to the planned end, never for a cancelled meeting', async () => {
    at('2026-03-02T06:59:59Z');
    const early = await codeOf();
    expect(early.statusCode).toBe(409);
    expect(early.error.message).toBe(
      'Check-in by code opens an hour before the meeting starts and closes at its planned end',
    );
    at('2026-03-02T07:00:00Z');
    expect((await codeOf()).statusCode).toBe(200);
    at('2026-03-02T09:30:01Z');
    expect((await codeOf()).statusCode).toBe(409);

    at('2026-03-09T07:30:00Z');
    await t.ctx.db.updateTable('meetings').set({ status: 'cancelled' }).where('id', '=', nextWeekId).execute();
    const cancelled = await codeOf(nextWeekId);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.error).toMatchObject({ message: 'The meeting was cancelled', reason: 'cancelled' });
  });

  it('is for the leaders of the meeting’s chapter', async () => {
    at('2026-03-02T07:45:00Z');
    expect((await codeOf(meetingId, annToken)).statusCode).toBe(403);
    const otherGroup = await buildGroup(t.ctx);
    const stranger = await buildMember(t.ctx, { groupId: otherGroup.id, role: 'President' });
    expect((await codeOf(meetingId, await loginAs(t.app, stranger.email))).statusCode).toBe(404);
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    expect((await codeOf(meetingId, await loginAs(t.app, president.email))).statusCode).toBe(200);
  });
});

describe('a member who scans', () => {
  it('is present up to the start and told so; a second scan changes nothing', async () => {
    at('2026-03-02T07:58:00Z');
    const code = await screenCode();
    const res = await scan(annToken, code);
    expect(res.statusCode, res.text).toBe(200);
    expect(res.body).toEqual({
      meetingId,
      meetingTitle: expect.any(String),
      startsAt: '2026-03-02T08:00:00.000Z',
      timezone: 'UTC',
      status: 'present',
      recordedAt: '2026-03-02T07:58:00.000Z',
      alreadyMarked: false,
    });
    expect(await marks()).toMatchObject({ 'Ann Able': 'present', 'Ben Bright': null });
    at('2026-03-02T07:58:20Z');
    expect((await scan(annToken, code)).body).toMatchObject({
      status: 'present',
      recordedAt: '2026-03-02T07:58:00.000Z',
      alreadyMarked: true,
    });
  });

  it('is late after the start', async () => {
    at('2026-03-02T08:00:00Z');
    expect((await scan(annToken, await screenCode())).body).toMatchObject({ status: 'present' });
    at('2026-03-02T08:00:01Z');
    const benToken = await loginAs(t.app, ben.email);
    expect((await scan(benToken, await screenCode())).body).toMatchObject({
      status: 'late',
      recordedAt: '2026-03-02T08:00:01.000Z',
    });
    expect(await marks()).toMatchObject({ 'Ann Able': 'present', 'Ben Bright': 'late' });
  });

  it("keeps a leader's mark and answers it", async () => {
    at('2026-03-02T08:10:00Z');
    await as(secretary).ok('PUT /api/meetings/:meetingId/attendance', {
      params: { meetingId },
      body: { members: [{ userId: ann.id, status: 'medical' }] },
    });
    const res = await scan(annToken, await screenCode());
    expect(res.body).toMatchObject({ status: 'medical', alreadyMarked: true });
    expect(await marks()).toMatchObject({ 'Ann Able': 'medical' });
  });

  it('checks in only themselves, whatever the request names', async () => {
    at('2026-03-02T07:50:00Z');
    const code = await screenCode();
    const res = await scan(annToken, code, { userId: ben.id, status: 'present' });
    expect(res.body).toMatchObject({ status: 'present' });
    expect(await marks()).toMatchObject({ 'Ann Able': 'present', 'Ben Bright': null });
    // A visitor's account is no member's seat: they are told to use the visitor sign-in.
    const visitor = await buildMember(t.ctx, { groupId: group.id, role: 'Visitor' });
    const refusal = await scan(await loginAs(t.app, visitor.email), code);
    expect(refusal.statusCode).toBe(403);
    expect(refusal.error).toMatchObject({ reason: 'notMember' });
    // Signed out: 401, and the page sends them to sign in.
    expect((await scan(null, code)).statusCode).toBe(401);
  });
});

describe('refused scans', () => {
  it("refuses last week's code as another meeting's", async () => {
    at('2026-03-02T08:20:00Z');
    const old = await screenCode();
    at('2026-03-09T07:55:00Z');
    const res = await scan(annToken, old);
    expect(res.statusCode).toBe(409);
    expect(res.error).toMatchObject({ message: 'This code is from another meeting', reason: 'otherMeeting' });
    expect(await marks(nextWeekId)).toMatchObject({ 'Ann Able': null });
  });

  it('takes a code for its own 30 seconds and the next 30, then refuses it as expired', async () => {
    at('2026-03-02T08:10:29Z');
    const code = await screenCode();
    at('2026-03-02T08:10:59Z');
    expect((await scan(annToken, code)).statusCode).toBe(200);
    at('2026-03-02T08:11:00Z');
    const res = await scan(await loginAs(t.app, ben.email), code);
    expect(res.statusCode).toBe(409);
    expect(res.error).toMatchObject({
      message: 'This code has expired: scan the one on the screen now',
      reason: 'expired',
    });
    expect(await marks()).toMatchObject({ 'Ben Bright': null });
  });

  it('refuses a member of another chapter, in their language', async () => {
    at('2026-03-02T08:05:00Z');
    const code = await screenCode();
    const stranger = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    const res = await as(await loginAs(t.app, stranger.email)).raw('POST /api/check-in/:code', {
      params: { code },
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.error).toMatchObject({
      message: 'Dieser Code gehört zum Treffen eines anderen Chapters',
      reason: 'otherChapter',
    });
  });

  it('refuses codes that are not ours, and stops the guessing after ten', async () => {
    at('2026-03-02T08:05:00Z');
    const real = await screenCode();
    const forged = `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`;
    const first = await scan(annToken, forged);
    expect(first.statusCode).toBe(404);
    expect(first.error).toMatchObject({ reason: 'unknownCode' });
    for (let i = 0; i < 9; i++) expect((await scan(annToken, `nonsense-${i}`)).statusCode).toBe(404);
    const stopped = await scan(annToken, real);
    expect(stopped.statusCode).toBe(429);
    expect(await marks()).toMatchObject({ 'Ann Able': null });
    // Another member is not held back by Ann's guesses.
    expect((await scan(await loginAs(t.app, ben.email), real)).statusCode).toBe(200);
  });
});

describe('a visitor who scans', () => {
  const signIn = (code: string, body: unknown, remoteAddress = '203.0.113.7') =>
    as(null).raw('POST /api/check-in/:code/visitor', { params: { code }, body, remoteAddress });

  it('signs in as a walk-in the door grid shows, within ten minutes of the scan', async () => {
    at('2026-03-02T07:50:00Z');
    const code = await screenCode();
    at('2026-03-02T07:59:59Z');
    const res = await signIn(code, { name: 'Vera Visitor', email: 'Vera@Example.test', company: 'Vera Views' });
    expect(res.statusCode, res.text).toBe(201);
    expect(res.body).toMatchObject({ name: 'Vera Visitor', startsAt: '2026-03-02T08:00:00.000Z' });
    const sheet = await as(secretary).ok('GET /api/meetings/:meetingId/attendance', { params: { meetingId } });
    expect(sheet.visitors).toEqual([expect.objectContaining({ name: 'Vera Visitor', checkedIn: true })]);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['actor_id', 'summary']).execute();
    expect(audit).toContainEqual({ actor_id: null, summary: "Vera Visitor signed in with the meeting's code" });

    at('2026-03-02T08:00:00Z');
    const late = await signIn(code, { name: 'Lou Later' });
    expect(late.error).toMatchObject({ reason: 'expired' });
  });

  it('needs a name, and a real code', async () => {
    at('2026-03-02T07:50:00Z');
    const code = await screenCode();
    expect((await signIn(code, { name: '' })).statusCode).toBe(400);
    expect((await signIn(code, { name: 'Vic', email: 'not-an-address' })).statusCode).toBe(400);
    expect((await signIn('nonsense', { name: 'Vic' })).error).toMatchObject({ reason: 'unknownCode' });
    const sheet = await as(secretary).ok('GET /api/meetings/:meetingId/attendance', { params: { meetingId } });
    expect(sheet.visitors).toEqual([]);
  });
});
