import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, chapter, type Person, person } from '../activity/activity-test-kit.ts';

/**
 * The meeting's run (docs/meeting-mode.md "The run"). The clock starts on Monday 2 March 2026, 09:00 UTC; the
 * meeting starts at 09:30 the same day. The chapter's agenda: 5 minutes of networking, the commercials (30 s each)
 * and 10 minutes of referrals.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof chapter>>;
let a: ReturnType<typeof api>;
let meetingId: number;

const MINUTE = 60_000;
const segments = [
  { kind: 'networking', minutes: 5 },
  { kind: 'commercials', minutes: 10, speakerSeconds: 30 },
  { kind: 'referrals', minutes: 10 },
] as const;

beforeEach(async () => {
  t = await createTestApp();
  c = await chapter(t);
  a = api(t);
  await a.as(c.board).ok('PUT /api/agenda/template', { body: { segments: [...segments] } });
  meetingId = await a.meeting(c.board, { date: '2026-03-02', startTime: '09:30', location: 'Harbour Hotel' });
  // Ann present, Bob late, Cat absent; Vic, whom Ann invited, checked in.
  await a.as(c.vp).ok('PUT /api/meetings/:meetingId/attendance', {
    params: { meetingId },
    body: {
      members: [
        { userId: c.ann.id, status: 'present' },
        { userId: c.bob.id, status: 'late' },
        { userId: c.cat.id, status: 'absent' },
      ],
    },
  });
  const now = t.clock.now().toISOString();
  const visitor = await t.ctx.db
    .insertInto('visitors')
    .values({
      group_id: c.group.id,
      invited_by: c.ann.id,
      meeting_id: meetingId,
      name: 'Vic Visitor',
      email: 'vic@example.test',
      status: 'attended',
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('visitor_checkins')
    .values({ meeting_id: meetingId, visitor_id: visitor.id, checked_in_by: c.vp.id, checked_in_at: now })
    .execute();
});
afterEach(() => t.close());

const read = (who: Person = c.ann) => a.as(who).ok('GET /api/meetings/:meetingId/run', { params: { meetingId } });
const send = (command: string, version: number, who: Person = c.board) =>
  a.as(who).call('POST /api/meetings/:meetingId/run', { params: { meetingId }, body: { command, version } as never });
const later = (ms: number) => t.clock.advance(ms);

describe('running a meeting', () => {
  it('steps through the agenda and the commercials, keeps each step’s real length, and refuses a stale tap', async () => {
    const idle = await read();
    expect(idle).toMatchObject({ state: 'idle', version: 0, segmentIndex: 0, steps: [] });
    expect(idle.segments.map((s) => s.kind)).toEqual(['networking', 'commercials', 'referrals']);

    expect((await send('start', 0)).statusCode).toBe(200);
    // A second leader's tap that saw version 0 comes too late.
    const stale = await send('next', 0, await person(t, c.group.id, 'President', 'Pat President'));
    expect(stale.statusCode).toBe(409);
    expect(stale.error.message).toBe('The run has moved on: refresh to see where it is');

    later(6 * MINUTE);
    const commercials = (await send('next', 1)).body;
    expect(commercials).toMatchObject({ state: 'running', segmentIndex: 1, speakerIndex: 0, plannedSeconds: 30 });
    // Present and late members in roster order, each visitor after the member who invited them; not the absent.
    expect(commercials.speakers).toEqual([
      { kind: 'member', userId: c.ann.id, name: 'Ann Able', forName: null },
      { kind: 'visitor', userId: null, name: 'Vic Visitor', forName: 'Ann Able' },
      { kind: 'member', userId: c.bob.id, name: 'Bob Baker', forName: null },
    ]);

    // Ann speaks 70 s with a 30 s pause: 40 s counted.
    later(10_000);
    expect((await send('pause', 2)).body).toMatchObject({ state: 'paused' });
    later(30_000);
    expect((await send('resume', 3)).body).toMatchObject({ state: 'running', pausedSeconds: 30 });
    later(30_000);
    expect((await send('next', 4)).body).toMatchObject({ speakerIndex: 1 });
    expect((await send('back', 5)).body).toMatchObject({ speakerIndex: 0 });
    expect((await send('extend', 6)).body).toMatchObject({ extraSeconds: 60, plannedSeconds: 30 });
    later(20_000);
    await send('next', 7);
    await send('next', 8);
    later(45_000);
    expect((await send('next', 9)).body).toMatchObject({ segmentIndex: 2, speakerIndex: null, plannedSeconds: 600 });
    later(9 * MINUTE);
    const ended = (await send('end', 10)).body;
    expect(ended.state).toBe('ended');
    expect(ended.steps).toEqual([
      { segmentIndex: 0, speakerName: null, plannedSeconds: 300, actualSeconds: 360 },
      { segmentIndex: 1, speakerName: 'Ann Able', plannedSeconds: 30, actualSeconds: 40 },
      { segmentIndex: 1, speakerName: 'Vic Visitor', plannedSeconds: 30, actualSeconds: 0 },
      { segmentIndex: 1, speakerName: 'Ann Able', plannedSeconds: 30, actualSeconds: 20 },
      { segmentIndex: 1, speakerName: 'Vic Visitor', plannedSeconds: 30, actualSeconds: 0 },
      { segmentIndex: 1, speakerName: 'Bob Baker', plannedSeconds: 30, actualSeconds: 45 },
      { segmentIndex: 2, speakerName: null, plannedSeconds: 600, actualSeconds: 540 },
    ]);
    // The chapter reads the same run; nothing moves it after its end.
    expect((await read(c.cat)).version).toBe(11);
    const after = await send('next', 11);
    expect(after.statusCode).toBe(409);
    expect(after.error.message).toBe('The meeting has been run to its end');
  });

  it('refuses what cannot be done now: a member’s tap, a command before the start, and a meeting far from today', async () => {
    expect((await send('start', 0, c.ann)).statusCode).toBe(403);
    const early = await send('next', 0);
    expect(early.statusCode).toBe(409);
    expect(early.error.message).toBe('The meeting has not been started yet');
    await send('start', 0);
    expect((await send('start', 1)).error.message).toBe('The meeting is already running');
    expect((await send('back', 1)).error.message).toBe('This is the first segment');
    expect((await send('resume', 1)).error.message).toBe('The meeting is not paused');

    t.clock.set(new Date('2026-03-01T09:00:00.000Z'));
    const tooEarly = await send('next', 1);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.error.message).toBe('A meeting is run from an hour before it starts until two hours after its end');
  });

  it('lets the member a leader names lead the run, and nobody else without manage_meetings', async () => {
    const lead = (userId: number | null, who: Person = c.board) =>
      a.as(who).call('PUT /api/meetings/:meetingId/run/lead', { params: { meetingId }, body: { userId } });
    expect((await send('start', 0, c.ann)).error.message).toBe(
      'Only a leader of the chapter or the member named to lead can run the meeting',
    );
    const named = await lead(c.ann.id);
    expect(named.statusCode).toBe(200);
    expect(named.body).toMatchObject({
      lead: { userId: c.ann.id, name: 'Ann Able' },
      visitors: [{ name: 'Vic Visitor', invitedBy: 'Ann Able' }],
    });
    expect((await send('start', 0, c.ann)).statusCode).toBe(200);
    expect((await send('next', 1, c.bob)).statusCode).toBe(403);
    // Only a leader names; a visitor or someone of another chapter cannot lead.
    expect((await lead(c.bob.id, c.ann)).statusCode).toBe(403);
    const outsider = await lead(999_999);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.error.message).toBe('Only an active member of the chapter can lead its meeting');
    expect((await lead(null)).body.lead).toBeNull();
    expect((await send('next', 1, c.ann)).statusCode).toBe(403);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'meeting.run_lead_named')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.summary)).toEqual([
      'Ann Able leads Chapter meeting',
      'Nobody named to lead Chapter meeting',
    ]);
  });

  it('gives the referral round the week’s numbers as the PALMS week counts them', async () => {
    later(60 * MINUTE);
    const figures = await a.as(c.cat).ok('GET /api/meetings/:meetingId/run/figures', { params: { meetingId } });
    expect(figures).toMatchObject({
      week: { from: '2026-02-24', to: '2026-03-02' },
      attended: 2,
      visitors: 1,
      referrals: 0,
      thanksCents: 0,
    });
  });
});
