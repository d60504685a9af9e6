import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, type QueryOf, testClient } from '../../test/test-client.ts';

const DAY = 86_400_000;
let t: TestApp;
let group: GroupRow;
let member: string;
let secretary: string;
let secretaryEmail: string;
let memberEmail: string;
let meetingId: number;

// Clock: Monday 2 March 2026 09:00 UTC; the group meets on Mondays at 08:00 UTC.
beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, {
    name: 'Harbour Chapter',
    timezone: 'UTC',
    meeting_weekday: 1,
    meeting_time: '08:00',
  });
  memberEmail = (await buildMember(t.ctx, { groupId: group.id, name: 'Ivy Inviter' })).email;
  member = await loginAs(t.app, memberEmail);
  secretaryEmail = (await buildMember(t.ctx, { groupId: group.id, role: 'Secretary Treasurer' })).email;
  secretary = await loginAs(t.app, secretaryEmail);
  const query = { from: '2026-03-02T00:00:00Z', to: '2026-03-20T00:00:00Z' };
  meetingId = (await as(member).ok('GET /api/meetings', { query })).items[1]?.id as number;
});
afterEach(() => t.close());

const as = (token: string) => testClient(t.app, token);
const inviteAs = (token: string, body: BodyOf<'POST /api/visitors'>) => as(token).call('POST /api/visitors', { body });
const invite = (email = 'vic@example.test') =>
  inviteAs(member, {
    name: 'Vic Visitor',
    email,
    phone: '+1 555 0100',
    company: 'Vic Ventures',
    classification: 'Florist',
    meetingId,
  });
const visitors = (token: string, query: QueryOf<'GET /api/visitors'> = {}) =>
  as(token).call('GET /api/visitors', { query });
const firstStatus = async () => (await visitors(member)).body.items[0]?.status;
async function mailTo(email: string) {
  return t.ctx.db
    .selectFrom('outbox')
    .select(['subject', 'body_text'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
}
async function links(email: string) {
  const [mail] = await mailTo(email);
  const urls = mail?.body_text.match(/https:\/\/chapter\.test\/api\/invitations\/\S+/g) ?? [];
  return urls.map((u) => new URL(u));
}
const follow = (url: URL) => t.app.inject({ method: 'GET', url: url.pathname + url.search });
type Action = BodyOf<'POST /api/invitations/:token'>['action'];
/** The click on the confirm screen: POST the answer for the link's token. */
const answer = (url: URL, action = url.searchParams.get('action') as Action) =>
  testClient(t.app).ok('POST /api/invitations/:token', {
    params: { token: url.pathname.split('/').at(-1) as string },
    body: { action },
  });
const signedIn = async (url: URL) => (await answer(url)).signIn?.token as string;
const landing = (query: string) => `https://chapter.test/visitor/response${query}`;

describe('invitations', () => {
  it('accept creates a Visitor account signed in at once, with no password; the link works once', async () => {
    const res = await invite();
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ status: 'invited', invitedByName: 'Ivy Inviter', canEdit: true });
    const [accept, decline] = await links('vic@example.test');
    expect(accept?.search).toBe('?action=accept');
    expect(decline?.search).toBe('?action=decline');

    // Following the link (as a mail scanner would, any number of times) changes nothing: it lands on the
    // confirm screen with the token.
    const token = accept?.pathname.split('/').at(-1) as string;
    for (let i = 0; i < 2; i++) {
      const landed = await follow(accept as URL);
      expect(landed.statusCode).toBe(303);
      expect(landed.headers.location).toBe(landing(`?action=accept&token=${token}`));
    }
    expect(await mailTo('vic@example.test')).toHaveLength(1);
    expect(await firstStatus()).toBe('invited');

    const confirmed = await answer(accept as URL);
    expect(confirmed).toMatchObject({ outcome: 'accepted', signIn: { next: `/meetings/${meetingId}` } });
    expect(await answer(accept as URL)).toEqual({ outcome: 'alreadyProcessed' });
    expect((await follow(accept as URL)).headers.location).toBe(landing('?action=accept&alreadyProcessed=true'));
    // The decline link of the same invitation is spent too.
    expect((await follow(decline as URL)).headers.location).toContain('alreadyProcessed=true');
    expect(await answer(decline as URL)).toEqual({ outcome: 'alreadyProcessed' });

    const mails = await mailTo('vic@example.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body_text).not.toMatch(/password:/i);
    const session = confirmed.signIn?.token as string;
    expect(await as(session).ok('GET /api/profile')).toMatchObject({ role: 'Visitor', hasPassword: false });
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['password_hash', 'password_expires_at'])
      .where('email', '=', 'vic@example.test')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ password_hash: null, password_expires_at: null });
    expect(await firstStatus()).toBe('accepted');
  });

  it('invites in the chapter’s language, with the meeting’s date in its words, and welcomes in it too', async () => {
    await t.ctx.db.updateTable('groups').set({ language: 'de' }).where('id', '=', group.id).execute();
    const res = await inviteAs(member, {
      name: 'Vic Visitor',
      email: 'vic@example.test',
      meetingId,
      message: 'Komm doch vorbei!',
    });
    expect(res.statusCode).toBe(201);
    const html = await t.ctx.db
      .selectFrom('outbox')
      .select('body_html')
      .where('recipient', '=', 'vic@example.test')
      .executeTakeFirstOrThrow();
    const [invitation] = await mailTo('vic@example.test');
    expect(invitation?.subject).toBe('Ivy Inviter lädt dich zu Harbour Chapter ein');
    expect(invitation?.body_text).toContain('Hallo Vic Visitor,');
    expect(invitation?.body_text).toContain('Wann: Montag, 9. März 2026 um 08:00 UTC');
    expect(invitation?.body_text).toContain('Ivy Inviter schreibt:\n> Komm doch vorbei!');
    expect(invitation?.body_text).toContain('Jeder Link funktioniert einmal und läuft in 14 Tagen ab.');
    expect(html.body_html).toContain('Einladung annehmen');
    expect(html.body_html).toContain('Ivy Inviter schreibt:');
    expect(html.body_html).not.toContain('writes:');
    const [accept] = await links('vic@example.test');
    await answer(accept as URL);
    const welcome = (await mailTo('vic@example.test'))[1];
    expect(welcome?.subject).toBe('Dein Besucherkonto für Harbour Chapter');
    expect(welcome?.body_text).toContain('Wann: Montag, 9. März 2026 um 08:00 UTC');
  });

  it('accepting records the visitor as attending the meeting they were invited to', async () => {
    await invite();
    const [accept] = await links('vic@example.test');
    expect(await answer(accept as URL)).toMatchObject({ outcome: 'accepted' });

    const detail = await as(member).ok('GET /api/meetings/:meetingId', { params: { meetingId } });
    expect(detail.rsvpCounts.attending).toBe(1);
    expect(detail.attendees).toEqual([expect.objectContaining({ name: 'Vic Visitor', response: 'attending' })]);
  });

  it("tells the signed-in visitor who invited them and the meeting they are coming to, then the group's next", async () => {
    await invite();
    const [accept] = await links('vic@example.test');
    const vic = await signedIn(accept as URL);
    const visit = await as(vic).call('GET /api/visitors/me');
    expect(visit.statusCode, visit.text).toBe(200);
    expect(visit.body).toMatchObject({
      groupName: 'Harbour Chapter',
      invitedByName: 'Ivy Inviter',
      meeting: { id: meetingId, timezone: 'UTC' },
      rsvp: 'attending',
    });
    // Their meeting cancelled: the group's next one, not answered yet.
    await t.ctx.db.updateTable('meetings').set({ status: 'cancelled' }).where('id', '=', meetingId).execute();
    const next = await as(vic).ok('GET /api/visitors/me');
    expect(next.meeting?.id).not.toBe(meetingId);
    expect(Date.parse(next.meeting?.endsAt ?? '')).toBeGreaterThan(t.clock.now().getTime());
    expect(next.rsvp).toBeNull();
    // A member who was never a visitor has no visit.
    expect((await as(member).call('GET /api/visitors/me')).statusCode).toBe(404);
  });

  it('decline records the answer; expired and unknown links report already processed', async () => {
    await invite();
    const [, decline] = await links('vic@example.test');
    expect((await follow(decline as URL)).headers.location).toContain('?action=decline&token=');
    expect(await answer(decline as URL)).toEqual({ outcome: 'declined' });
    expect(await firstStatus()).toBe('declined');

    await invite('late@example.test');
    const [accept] = await links('late@example.test');
    t.clock.advance(15 * DAY);
    expect((await follow(accept as URL)).headers.location).toContain('alreadyProcessed=true');
    expect(await answer(accept as URL)).toEqual({ outcome: 'alreadyProcessed' });
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'late@example.test').execute()).toEqual(
      [],
    );
    const params = { token: 'y'.repeat(43) };
    const anybody = testClient(t.app);
    const unknown = await anybody.call('GET /api/invitations/:token', { params, query: { action: 'accept' } });
    expect(unknown.headers.location).toContain('alreadyProcessed=true');
    const bad = await anybody.raw('POST /api/invitations/:token', { params, body: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses duplicates, past meetings, other groups and visitors', async () => {
    await invite();
    expect((await invite()).statusCode).toBe(409);
    const other = await buildGroup(t.ctx);
    const outsider = await loginAs(t.app, (await buildMember(t.ctx, { groupId: other.id })).email);
    const res = await inviteAs(outsider, { name: 'X', email: 'x@example.test', meetingId });
    expect(res.statusCode).toBe(404);
    const visitorId = (await visitors(member)).body.items[0]?.id as number;
    const patch = { params: { visitorId }, body: { notes: 'hi' } };
    expect((await as(outsider).call('PATCH /api/visitors/:visitorId', patch)).statusCode).toBe(404);
    const visitor = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Visitor' })).email);
    expect((await visitors(visitor)).statusCode).toBe(403);
    const withRole = { body: { name: 'X', email: 'y@example.test', meetingId, role: 'Admin' } };
    expect((await as(member).raw('POST /api/visitors', withRole)).statusCode).toBe(400);
  });
});

describe('who invited whom', () => {
  it("shows leaders the inviter of each of the group's visitors; a member sees them and edits only their own", async () => {
    await invite('vic@example.test');
    const otto = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, name: 'Otto Other' })).email);
    await inviteAs(otto, { name: 'Wes Walker', email: 'wes@example.test', meetingId });
    const president = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
    const seen = async (token: string) =>
      (await visitors(token, { scope: 'group' })).body.items.map((v) => [
        v.name,
        v.invitedByName,
        (v.invitedById ?? 0) > 0,
        v.canEdit,
      ]);
    expect(await seen(president)).toEqual([
      ['Wes Walker', 'Otto Other', true, true],
      ['Vic Visitor', 'Ivy Inviter', true, true],
    ]);
    expect(await seen(member)).toEqual([
      ['Wes Walker', 'Otto Other', true, false],
      ['Vic Visitor', 'Ivy Inviter', true, true],
    ]);
    // "Mine" is the member's own invitations only.
    expect((await visitors(member, { scope: 'mine' })).body.items).toHaveLength(1);
  });
});

describe('follow-up, first visit and applying', () => {
  it('check-in gives the inviter one credit for the first visit; the visitor applies for membership', async () => {
    const v = (await invite()).body;
    const [accept] = await links('vic@example.test');
    const session = await signedIn(accept as URL);
    const patched = await as(member).ok('PATCH /api/visitors/:visitorId', {
      params: { visitorId: v.id },
      body: { notes: 'Called on Tuesday' },
    });
    expect(patched.notes).toBe('Called on Tuesday');

    const change = await as(session).call('POST /api/account/first-password', {
      body: { newPassword: 'Bright-Meadow-93!' },
    });
    expect(change.statusCode).toBe(200);
    // The meeting's day: sessions from a week ago have ended, so everyone signs in again.
    t.clock.advance(7 * DAY);
    secretary = await loginAs(t.app, secretaryEmail);
    member = await loginAs(t.app, memberEmail);
    const sheet = await as(secretary).ok('GET /api/meetings/:meetingId/attendance', { params: { meetingId } });
    expect(sheet.visitors).toEqual([
      { visitorId: v.id, name: 'Vic Visitor', company: 'Vic Ventures', invitedByName: 'Ivy Inviter', checkedIn: false },
    ]);
    await as(secretary).ok('PUT /api/meetings/:meetingId/attendance', {
      params: { meetingId },
      body: { visitors: [{ visitorId: v.id, checkedIn: true }] },
    });
    const row = await t.ctx.db
      .selectFrom('visitors')
      .select(['status', 'first_visit_at', 'first_visit_meeting_id'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'attended',
      first_visit_at: '2026-03-09T08:00:00.000Z',
      first_visit_meeting_id: meetingId,
    });

    const visitor = await loginAs(t.app, 'vic@example.test', 'Bright-Meadow-93!');
    expect((await as(visitor).call('GET /api/meetings/:meetingId', { params: { meetingId } })).statusCode).toBe(200);
    const apply = await as(visitor).call('POST /api/visitors/apply', { body: { classification: 'Florist' } });
    expect(apply.statusCode).toBe(200);
    const president = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
    const queue = await as(president).ok('GET /api/approvals/members');
    expect(queue.items.map((i) => i.email)).toContain('vic@example.test');
    expect(await firstStatus()).toBe('applied');
  });
});
