import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { VisitorThankYouEmails } from './thank-you-emails.ts';
import { chapterPeople, insertMeeting, type People } from './visitor-test-kit.ts';

let t: TestApp;
let group: GroupRow;
let people: People;
beforeEach(async () => {
  t = await createTestApp();
  // New York, UTC−5 in winter: "the day after" and 09:00 are the chapter's, not UTC's.
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter', timezone: 'America/New_York' });
  people = await chapterPeople(t, group.id);
});
afterEach(() => t.close());

const as = (token: string) => testClient(t.app, token);

/** The thank-you e-mails in the outbox. */
const thanks = () =>
  t.ctx.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text', 'body_html'])
    .where('subject', 'like', '%visiting%')
    .orderBy('id')
    .execute();

/** A meeting at 07:00 New York on Tuesday 3 March 2026 (12:00 UTC), a walk-in brought by Ivy checked in at it. */
async function visitAtTuesdayMeeting(email = 'vic@example.test') {
  const meetingId = await insertMeeting(t, group.id, new Date('2026-03-03T12:00:00.000Z'), 'America/New_York');
  // The following week's meeting, which the e-mail names as the next one.
  await insertMeeting(t, group.id, new Date('2026-03-10T11:00:00.000Z'), 'America/New_York', 'Spring breakfast');
  t.clock.set(new Date('2026-03-03T11:50:00.000Z'));
  const sheet = await as(people.secretary.token).ok('POST /api/meetings/:meetingId/walk-ins', {
    params: { meetingId },
    body: { name: 'Vic Visitor', ...(email && { email }), invitedBy: people.ivy.id },
  });
  const visitorId = sheet.visitors.find((v) => v.name === 'Vic Visitor')?.visitorId as number;
  return { meetingId, visitorId };
}

describe('the thank-you e-mail the day after a visit', () => {
  it('goes once from 09:00 the next day in the chapter’s zone, in the chapter’s words', async () => {
    const { visitorId } = await visitAtTuesdayMeeting();
    const job = new VisitorThankYouEmails(t.ctx);

    // Wednesday 08:55 in New York (13:55 UTC): not yet.
    t.clock.set(new Date('2026-03-04T13:55:00.000Z'));
    expect(await job.sendDue()).toBe(0);
    expect(await thanks()).toEqual([]);

    // 09:05: two processes' runs at once, then later runs: one e-mail.
    t.clock.set(new Date('2026-03-04T14:05:00.000Z'));
    const counts = await Promise.all([job.sendDue(), new VisitorThankYouEmails(t.ctx).sendDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    t.clock.set(new Date('2026-03-04T20:00:00.000Z'));
    expect(await job.sendDue()).toBe(0);

    const mails = await thanks();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe('vic@example.test');
    expect(mails[0]?.subject).toBe('Thank you for visiting Harbour Chapter');
    // The host is the inviter until a leader chooses another; the next meeting in the chapter's zone.
    expect(mails[0]?.body_text).toContain('Hello Vic Visitor,');
    expect(mails[0]?.body_text).toContain('Ivy Inviter will be in touch');
    expect(mails[0]?.body_text).toMatch(/Spring breakfast, .*March 10.*7:00/);
    expect(mails[0]?.body_html).toContain('Thank you for visiting Harbour Chapter');
    const claims = await t.ctx.db.selectFrom('visitor_follow_up_emails').selectAll().execute();
    expect(claims).toEqual([expect.objectContaining({ visitor_id: visitorId, kind: 'thank-you' })]);
  });

  it('is not sent to a visitor who left no address, nor weeks late', async () => {
    await visitAtTuesdayMeeting('');
    const job = new VisitorThankYouEmails(t.ctx);
    t.clock.set(new Date('2026-03-04T14:05:00.000Z'));
    expect(await job.sendDue()).toBe(0);

    const late = await insertMeeting(t, group.id, new Date('2026-03-17T11:00:00.000Z'), 'America/New_York');
    t.clock.set(new Date('2026-03-17T10:50:00.000Z'));
    await as(await loginAs(t.app, people.secretary.email)).ok('POST /api/meetings/:meetingId/walk-ins', {
      params: { meetingId: late },
      body: { name: 'Wes Walker', email: 'wes@example.test' },
    });
    // Four days on (the server was down): too late to thank.
    t.clock.set(new Date('2026-03-21T14:00:00.000Z'));
    expect(await job.sendDue()).toBe(0);
    expect(await thanks()).toEqual([]);
  });

  it('uses the template a leader wrote, refusing an unknown placeholder', async () => {
    const leader = as(people.secretary.token);
    const before = await leader.ok('GET /api/visitors/template');
    expect(before.isDefault).toBe(true);
    expect(before.body).toContain('{visitorName}');

    const bad = await leader.call('PUT /api/visitors/template', {
      body: { subject: 'Thanks {visitorName}', body: 'See you, {firstName}!' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.error)).toContain('Unknown placeholder {firstName}');

    const saved = await leader.ok('PUT /api/visitors/template', {
      body: {
        subject: 'Thanks, {visitorName}',
        body: 'Dear {visitorName},\n\n{hostName} hosts you at {chapterName}.\n\nNext: {nextMeeting}',
      },
    });
    expect(saved.isDefault).toBe(false);
    // A member who leads nothing may not change it.
    const member = await as(people.ivy.token).call('PUT /api/visitors/template', {
      body: { subject: 'x', body: 'y' },
    });
    expect(member.statusCode).toBe(403);

    await visitAtTuesdayMeeting();
    t.clock.set(new Date('2026-03-04T14:05:00.000Z'));
    expect(await new VisitorThankYouEmails(t.ctx).sendDue()).toBe(1);
    const [mail] = await t.ctx.db
      .selectFrom('outbox')
      .select(['subject', 'body_text'])
      .where('subject', 'like', 'Thanks,%')
      .execute();
    expect(mail?.subject).toBe('Thanks, Vic Visitor');
    expect(mail?.body_text).toContain('Ivy Inviter hosts you at Harbour Chapter.');

    const reset = await leader.ok('DELETE /api/visitors/template');
    expect(reset).toEqual({ ...before });
  });

  it('writes the default in the chapter’s language', async () => {
    await t.ctx.db.updateTable('groups').set({ language: 'de' }).where('id', '=', group.id).execute();
    const template = await as(people.secretary.token).ok('GET /api/visitors/template');
    expect(template.subject).toBe('Danke für deinen Besuch bei {chapterName}');
  });
});
