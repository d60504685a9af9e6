import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

const HOUR = 3_600_000;
let t: TestApp;
let member: string;
let meetingId: number;
let groupId: number;

// Clock: Monday 2 March 2026 09:00 UTC; the group meets on Mondays at 08:00 UTC.
beforeEach(async () => {
  t = await createTestApp();
  groupId = (
    await buildGroup(t.ctx, { name: 'Harbour Chapter', timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' })
  ).id;
  member = await loginAs(t.app, (await buildMember(t.ctx, { groupId, name: 'Ivy Inviter' })).email);
  const query = { from: '2026-03-02T00:00:00Z', to: '2026-03-20T00:00:00Z' };
  meetingId = (await as(member).ok('GET /api/meetings', { query })).items[1]?.id as number;
});
afterEach(() => t.close());

const as = (token: string | null) => testClient(t.app, token);
const invite = (body: BodyOf<'POST /api/visitors'>) => as(member).call('POST /api/visitors', { body });
const answer = (token: string | undefined, headers: Record<string, string> = {}) =>
  as(null).call('POST /api/invitations/:token', {
    params: { token: token as string },
    body: { action: 'accept' },
    headers,
  });
const profile = async (session: string) => as(session).ok('GET /api/profile');
const meeting = async (session: string) => as(session).ok('GET /api/meetings/:meetingId', { params: { meetingId } });
const firstPassword = (session: string, newPassword: string) =>
  as(session).call('POST /api/account/first-password', { body: { newPassword } });
const outbox = (email: string) =>
  t.ctx.db
    .selectFrom('outbox')
    .select(['subject', 'body_text', 'body_html', 'attachments'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();

/** Invites and accepts as the visitor would (the confirm screen's click); returns the confirmation e-mail. */
async function inviteAndAccept(email = 'vic@example.test', name = 'Vic Visitor') {
  const invited = await invite({ name, email, meetingId });
  expect(invited.statusCode, invited.text).toBe(201);
  const accept = (await outbox(email))[0]?.body_text.match(/\/api\/invitations\/([\w-]+)\?action=accept/)?.[1];
  expect((await answer(accept)).body).toMatchObject({ outcome: 'accepted' });
  const mail = (await outbox(email)).at(-1);
  if (!mail) throw new Error('no confirmation e-mail');
  return mail;
}
const linkOf = (text: string) => text.match(/https:\/\/chapter\.test\/welcome\/([\w-]+)/)?.[1] as string;
const redeem = (token: string) => as(null).call('POST /api/login-links/:token', { params: { token } });
const sessionOf = async (token: string) => (await redeem(token)).body.token;

describe("a visitor's first visit", () => {
  it('accepting signs a new visitor in on that device at once, and no e-mail holds a temporary password', async () => {
    const invited = await invite({ name: 'Gus Guest', email: 'gus@example.test', meetingId });
    expect(invited.statusCode, invited.text).toBe(201);
    const accept = (await outbox('gus@example.test'))[0]?.body_text.match(/invitations\/([\w-]+)\?action=accept/)?.[1];
    const answered = await answer(accept, { 'user-agent': 'Guest phone' });
    expect(answered.statusCode, answered.text).toBe(200);
    const { outcome, signIn } = answered.body;
    expect(outcome).toBe('accepted');
    expect(signIn?.next).toBe(`/meetings/${meetingId}`);
    const session = signIn?.token as string;
    expect(await profile(session)).toMatchObject({ email: 'gus@example.test', role: 'Visitor', hasPassword: false });
    expect((await meeting(session)).myRsvp).toBe('attending');

    const mails = await outbox('gus@example.test');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(`${mail.body_text}${mail.body_html}`).not.toMatch(/temporary password/i);
    }
    // The confirmation still carries a one-time link, for signing in on another device.
    expect(linkOf(mails[1]?.body_text ?? '')).toBeTruthy();
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['password_hash', 'must_change_password'])
      .where('email', '=', 'gus@example.test')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ password_hash: null });
    // The invitation stays single use: a second answer neither signs in nor changes anything.
    expect((await answer(accept)).body).toEqual({ outcome: 'alreadyProcessed' });
  });

  it('the invitation and the confirmation are HTML with a plain-text part and the meeting as .ics', async () => {
    const confirmation = await inviteAndAccept('vic@example.test', 'Vic <b>Visitor</b>');
    const [invitation] = await outbox('vic@example.test');
    for (const mail of [invitation, confirmation]) {
      expect(mail?.body_text).toContain('Vic <b>Visitor</b>');
      expect(mail?.body_html).toContain('Vic &lt;b&gt;Visitor&lt;/b&gt;');
      expect(mail?.body_html).not.toContain('<b>Visitor');
      const [ics] = JSON.parse(mail?.attachments ?? '[]');
      expect(ics).toMatchObject({
        filename: 'harbour-chapter-weekly-meeting.ics',
        contentType: expect.stringContaining('text/calendar'),
      });
      expect(ics.content).toContain(`UID:meeting-${meetingId}@chapter.test`);
      expect(ics.content).toContain('DTSTART:20260309T080000Z');
    }
    expect(invitation?.body_html).toContain('Accept the invitation');
    expect(confirmation.body_html).toContain(`https://chapter.test/welcome/${linkOf(confirmation.body_text)}`);
  });

  it('the one-time link signs the visitor in on their meeting, once, on another device too', async () => {
    const mail = await inviteAndAccept();
    const token = linkOf(mail.body_text);

    const signedIn = await redeem(token);
    expect(signedIn.statusCode, signedIn.text).toBe(200);
    expect(signedIn.body.next).toBe(`/meetings/${meetingId}`);
    const session = signedIn.body.token;
    expect(await profile(session)).toMatchObject({
      email: 'vic@example.test',
      role: 'Visitor',
      mustChangePassword: false,
      hasPassword: false,
    });
    expect((await meeting(session)).myRsvp).toBe('attending');

    // Single use.
    expect((await redeem(token)).error).toMatchObject({ code: 'INVALID_LOGIN_LINK' });

    // The password chosen afterwards, without a current one; only while the account has none.
    const chosen = await firstPassword(session, 'Bright-Meadow-93!');
    expect(chosen.statusCode, chosen.text).toBe(200);
    expect((await profile(session)).hasPassword).toBe(true);
    await loginAs(t.app, 'vic@example.test', 'Bright-Meadow-93!');
    const again = await firstPassword(session, 'Other-Meadow-94!');
    expect(again.statusCode).toBe(409);
  });

  it('a weak first password is refused with the field named', async () => {
    const session = await sessionOf(linkOf((await inviteAndAccept()).body_text));
    const weak = await firstPassword(session, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.error.details?.[0]?.field).toBe('newPassword');
  });

  it('the link is short-lived, and two taps at once sign in once', async () => {
    const late = linkOf((await inviteAndAccept()).body_text);
    t.clock.advance(24 * HOUR + 1);
    expect((await redeem(late)).error).toMatchObject({ code: 'INVALID_LOGIN_LINK' });

    const racing = linkOf((await inviteAndAccept('ann@example.test', 'Ann')).body_text);
    const results = await Promise.all([redeem(racing), redeem(racing), redeem(racing)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await redeem('x'.repeat(43))).statusCode).toBe(400);
  });

  it('someone who already has an account gets the link and keeps their password', async () => {
    const existing = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id, name: 'Olga' });
    const mail = await inviteAndAccept(existing.email, 'Olga');
    expect(mail.body_text).not.toContain('Temporary password');
    const signedIn = await redeem(linkOf(mail.body_text));
    expect(signedIn.body.next).toBe(`/meetings/${meetingId}`);
    expect((await profile(signedIn.body.token)).hasPassword).toBe(true);
    await loginAs(t.app, existing.email);
  });

  it('an inactive account cannot use its link', async () => {
    const token = linkOf((await inviteAndAccept()).body_text);
    await t.ctx.db.updateTable('users').set({ status: 'inactive' }).where('email', '=', 'vic@example.test').execute();
    expect((await redeem(token)).error).toMatchObject({ code: 'INVALID_LOGIN_LINK' });
  });
});
