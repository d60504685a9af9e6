import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';
import { escapeText, foldLine } from './ics.ts';

let t: TestApp;
let group: GroupRow;
let secretary: string;
let member: string;

// The test clock starts Monday 2 March 2026 09:00 UTC; the US changes to summer time on Sunday 8 March.
beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, {
    name: 'Harbour Chapter',
    timezone: 'America/New_York',
    meeting_weekday: 4,
    meeting_time: '07:00',
    meeting_duration_minutes: 90,
    meeting_location: 'Harbour Hall',
  });
  secretary = await loginAs(
    t.app,
    (await buildMember(t.ctx, { groupId: group.id, role: 'Secretary Treasurer' })).email,
  );
  member = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, name: 'Mia Member' })).email);
});
afterEach(() => t.close());

const as = (token: string) => testClient(t.app, token);
const list = async (token: string, from = '2026-03-02T00:00:00Z', to = '2026-03-21T00:00:00Z') =>
  (await as(token).ok('GET /api/meetings', { query: { from, to } })).items;
/** The first listed meeting's id (the list always holds the weekly meetings). */
const firstId = async () => (await list(member))[0]?.id as number;
const create = (token: string, body: BodyOf<'POST /api/meetings'>) => as(token).call('POST /api/meetings', { body });
const rsvp = (token: string, meetingId: number, response: BodyOf<'PUT /api/meetings/:meetingId/rsvp'>['response']) =>
  as(token).call('PUT /api/meetings/:meetingId/rsvp', { params: { meetingId }, body: { response } });
const detailOf = (token: string, meetingId: number) =>
  as(token).call('GET /api/meetings/:meetingId', { params: { meetingId } });
const cancel = (meetingId: number, reason: string) =>
  as(secretary).call('POST /api/meetings/:meetingId/cancel', { params: { meetingId }, body: { reason } });

const oneOff: BodyOf<'POST /api/meetings'> = {
  title: 'Referral training',
  type: 'training',
  date: '2026-03-10',
  startTime: '18:30',
  durationMinutes: 60,
  timezone: 'America/New_York',
  location: 'Room 2; upstairs, by the café',
  agenda: '<p>Ask for <b>specific</b> referrals</p><ul><li>Practice</li></ul>',
  speaker: 'Dana Coach',
};

describe('weekly schedule', () => {
  it('generates chapter meetings that keep 07:00 local across the daylight-saving change', async () => {
    const items = await list(member);
    expect(items.map((m) => m.startsAt)).toEqual([
      '2026-03-05T12:00:00.000Z',
      '2026-03-12T11:00:00.000Z',
      '2026-03-19T11:00:00.000Z',
    ]);
    expect(items[0]).toMatchObject({
      type: 'chapter',
      title: 'Harbour Chapter weekly meeting',
      endsAt: '2026-03-05T13:30:00.000Z',
      location: 'Harbour Hall',
      fromSchedule: true,
      myRsvp: 'no_response',
    });
    // Listing again never duplicates.
    expect(await list(secretary)).toHaveLength(3);
  });

  it('cancels a single date and regenerates from a changed schedule', async () => {
    const res = await cancel(await firstId(), 'Hall closed');
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect((await list(member)).map((m) => m.status)).toEqual(['cancelled', 'scheduled', 'scheduled']);
    const put = await as(secretary).call('PUT /api/meetings/schedule', {
      body: { weekday: 2, startTime: '08:00', durationMinutes: 60, timezone: 'America/New_York' },
    });
    expect(put.statusCode).toBe(200);
    const after = await list(member);
    // The cancelled Thursday stays; untouched Thursdays move to Tuesdays at 08:00.
    expect(after.map((m) => m.startsAt)).toEqual([
      '2026-03-03T13:00:00.000Z',
      '2026-03-05T12:00:00.000Z',
      '2026-03-10T12:00:00.000Z',
      '2026-03-17T12:00:00.000Z',
    ]);
  });
});

describe('one-off meetings', () => {
  it('creates, edits a weekly series and refuses members', async () => {
    expect((await create(member, oneOff)).statusCode).toBe(403);
    const created = await create(secretary, { ...oneOff, repeatWeeks: 3 });
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ startsAt: '2026-03-10T22:30:00.000Z', type: 'training' });
    const trainings = (await list(member)).filter((m) => m.type === 'training');
    expect(trainings).toHaveLength(2);
    const edit = await as(secretary).call('PUT /api/meetings/:meetingId', {
      params: { meetingId: created.body.id },
      body: { ...oneOff, date: '2026-03-11', startTime: '19:00', applyToSeries: true },
    });
    expect(edit.statusCode).toBe(200);
    const moved = (await list(member, '2026-03-02T00:00:00Z', '2026-04-01T00:00:00Z')).filter(
      (m) => m.type === 'training',
    );
    expect(moved.map((m) => m.startsAt)).toEqual([
      '2026-03-11T23:00:00.000Z',
      '2026-03-18T23:00:00.000Z',
      '2026-03-25T23:00:00.000Z',
    ]);
  });

  it('rejects unknown fields, bad zones and another group', async () => {
    const bad = await create(secretary, { ...oneOff, timezone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    const withStatus = { body: { ...oneOff, status: 'completed' } };
    expect((await as(secretary).raw('POST /api/meetings', withStatus)).statusCode).toBe(400);
    const other = await buildGroup(t.ctx);
    const outsider = await loginAs(t.app, (await buildMember(t.ctx, { groupId: other.id })).email);
    const first = await firstId();
    expect((await detailOf(outsider, first)).statusCode).toBe(404);
    expect((await rsvp(outsider, first, 'attending')).statusCode).toBe(404);
  });
});

it('refuses an agenda that carries forms, fields, frames or inline styles, and says why', async () => {
  const overlays = [
    '<div style="position:fixed;inset:0">Session expired</div>',
    '<form action="https://evil.example"><input name="password"><button>Sign in</button></form>',
    '<p>Slides</p><iframe src="https://evil.example"></iframe>',
  ];
  for (const agenda of overlays) {
    const res = await create(secretary, { ...oneOff, agenda });
    expect(res.statusCode).toBe(400);
    expect(res.error.details).toEqual([
      expect.objectContaining({ field: 'agenda', message: expect.stringMatching(/forms.*styles/i) }),
    ]);
  }
  // Plain formatting, links and the word "style" in prose are fine.
  const ok = await create(secretary, {
    ...oneOff,
    agenda: '<p>Dress style: smart. <a href="https://example.com">Slides</a></p><input-free>',
  });
  expect(ok.statusCode).toBe(201);
});

describe('RSVP', () => {
  it('records the four RSVP values, counts them and lists attendees', async () => {
    const first = await firstId();
    const res = await rsvp(member, first, 'tentative');
    expect(res.body).toEqual({ response: 'tentative', rsvpCounts: { attending: 0, tentative: 1, not_attending: 0 } });
    await rsvp(secretary, first, 'attending');
    await rsvp(member, first, 'attending');
    const detail = (await detailOf(member, first)).body;
    expect(detail.myRsvp).toBe('attending');
    expect(detail.rsvpCounts).toEqual({ attending: 2, tentative: 0, not_attending: 0 });
    expect(detail.attendees.map((a) => a.name)).toContain('Mia Member');
    expect(detail.canManage).toBe(false);
    const yes = { params: { meetingId: first }, body: { response: 'yes' } };
    expect((await as(member).raw('PUT /api/meetings/:meetingId/rsvp', yes)).statusCode).toBe(400);
  });

  it('lets a member take an answer back to No Response: out of the counts and the list of who is coming', async () => {
    const first = await firstId();
    await rsvp(member, first, 'attending');
    const back = await rsvp(member, first, 'no_response');
    expect(back.body).toEqual({
      response: 'no_response',
      rsvpCounts: { attending: 0, tentative: 0, not_attending: 0 },
    });
    const detail = (await detailOf(member, first)).body;
    expect(detail.myRsvp).toBe('no_response');
    expect(detail.attendees.map((a) => a.name)).not.toContain('Mia Member');
  });

  it('tells those coming about a cancellation and refuses an RSVP to a cancelled meeting', async () => {
    const first = await firstId();
    await rsvp(member, first, 'attending');
    await cancel(first, 'Snow');
    const mail = await t.ctx.db.selectFrom('outbox').select(['subject', 'body_text']).orderBy('id').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Cancelled: Harbour Chapter weekly meeting');
    expect(mail[0]?.body_text).toContain('Thursday, March 5, 2026');
    expect(mail[0]?.body_text).toContain('Reason: Snow');
    expect((await rsvp(member, first, 'attending')).statusCode).toBe(409);
  });
});

describe('ICS export', () => {
  it('exports one meeting that parses back with ical.js, escaped and folded', async () => {
    const created = (await create(secretary, oneOff)).body;
    const res = await as(member).call('GET /api/meetings/:meetingId/calendar.ics', {
      params: { meetingId: created.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const cal = new ICAL.Component(ICAL.parse(res.text));
    const event = new ICAL.Event(cal.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(event.uid).toBe(`meeting-${created.id}@chapter.test`);
    expect(event.summary).toBe('Referral training');
    expect(event.location).toBe('Room 2; upstairs, by the café');
    expect(event.description).toContain('Speaker: Dana Coach');
    expect(event.description).toContain('Ask for specific referrals');
    expect(event.description).not.toContain('<b>');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-10T22:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-10T23:30:00.000Z');
  });

  it('exports the whole calendar as calendar.ics with a UID per meeting', async () => {
    await list(member);
    const res = await as(member).call('GET /api/calendar.ics');
    expect(res.headers['content-disposition']).toBe('attachment; filename="calendar.ics"');
    const events = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(20);
    for (const e of events) expect(String(e.getFirstPropertyValue('uid'))).toMatch(/^meeting-\d+@chapter\.test$/);
  });

  it('serves a private feed without a bearer token until it is regenerated or revoked', async () => {
    expect(await as(member).ok('GET /api/calendar/feed')).toEqual({
      active: false,
      createdAt: null,
      url: null,
    });
    const url = (await as(member).ok('POST /api/calendar/feed')).url as string;
    expect(url).toMatch(/^https:\/\/chapter\.test\/api\/calendar-feeds\/[\w-]{40,}\/calendar\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').length).toBeGreaterThan(0);
    const again = await as(member).ok('POST /api/calendar/feed');
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    await as(member).ok('DELETE /api/calendar/feed');
    expect((await t.app.inject({ method: 'GET', url: new URL(again.url as string).pathname })).statusCode).toBe(404);
  });

  it('escapes TEXT values and folds long lines by octets', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
  });
});
