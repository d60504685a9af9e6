import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildMember } from '../../test/factories.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app.ts';
import { chapter, type Person } from '../activity/activity-test-kit.ts';
import { MeetingReminderEmails } from './reminder-emails.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const TITLE = 'Harbour breakfast meeting';

/** A scheduled 90-minute meeting of the group at the given start; its id. */
async function insertMeeting(groupId: number, start: Date, timezone: string, location: string | null) {
  const now = t.clock.now().toISOString();
  const row = await t.ctx.db
    .insertInto('meetings')
    .values({
      group_id: groupId,
      type: 'chapter',
      title: TITLE,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 90 * 60_000).toISOString(),
      timezone,
      location,
      status: 'scheduled',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The reminder e-mails in the outbox (other mail, such as the demo's, is left out). */
const reminders = () =>
  t.ctx.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text', 'body_html', 'attachments'])
    .where('kind', '=', 'email')
    .where('subject', 'like', `%${TITLE}%`)
    .orderBy('id')
    .execute();

const put = (who: Person, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(who.token), payload });

describe('the meeting-reminder e-mail', () => {
  it('goes the evening before, once per member, with the meeting in the group’s zone and its .ics', async () => {
    const c = await chapter(t);
    // 7:00 in New York on Tuesday 3 March 2026 (EST, UTC−5): the evening before is 18:00 New York, 23:00 UTC.
    const id = await insertMeeting(
      c.group.id,
      new Date('2026-03-03T12:00:00.000Z'),
      'America/New_York',
      'Harbour Hotel',
    );
    // Bob declined; Cat turned the e-mail off (push alone is a separate setting); Cat still answered "Maybe".
    expect((await put(c.bob, `/api/meetings/${id}/rsvp`, { response: 'not_attending' })).statusCode).toBe(200);
    expect((await put(c.ann, `/api/meetings/${id}/rsvp`, { response: 'tentative' })).statusCode).toBe(200);
    await put(c.cat, '/api/settings', { category: 'notifications', setting: 'meetingReminders', value: false });
    // Nobody who is not a member today: a deactivated account, an applicant waiting for approval, a visitor.
    const gone = await buildMember(t.ctx, { groupId: c.group.id, name: 'Gus Gone', status: 'inactive' });
    const applicant = await buildMember(t.ctx, {
      groupId: c.group.id,
      name: 'Nora New',
      membershipStatus: 'pending',
    });
    const visitor = await buildMember(t.ctx, { groupId: c.group.id, name: 'Vic Visitor', role: 'Visitor' });
    const job = new MeetingReminderEmails(t.ctx);

    // 17:55 in New York: not yet (though 18:00 has long passed in UTC and London).
    t.clock.set(new Date('2026-03-02T22:55:00.000Z'));
    await job.sendDue();
    expect(await reminders()).toEqual([]);

    t.clock.set(new Date('2026-03-02T23:05:00.000Z'));
    // Two server processes' jobs at the same moment, then a later tick of each: one e-mail per member.
    await Promise.all([job.sendDue(), new MeetingReminderEmails(t.ctx).sendDue()]);
    t.clock.set(new Date('2026-03-02T23:10:00.000Z'));
    await job.sendDue();
    await new MeetingReminderEmails(t.ctx).sendDue();

    const sent = await reminders();
    expect(sent.map((m) => m.recipient).sort()).toEqual([c.ann.email, c.board.email, c.vp.email].sort());
    for (const someone of [c.bob, c.cat, gone, applicant, visitor]) {
      expect(sent.map((m) => m.recipient)).not.toContain(someone.email);
    }

    const ann = sent.find((m) => m.recipient === c.ann.email);
    expect(ann?.subject).toBe(`Tomorrow at 7:00 AM: ${TITLE}`);
    expect(ann?.body_text).toContain('Hello Ann Able,');
    expect(ann?.body_text).toContain('When: Tuesday, March 3, 2026 at 7:00 AM EST');
    expect(ann?.body_text).toContain('Where: Harbour Hotel');
    expect(ann?.body_text).toContain(`${TEST_APP_URL}/meetings/${id}`);
    expect(ann?.body_text).toContain('Settings → Notifications → E-mail → Meeting reminders');
    expect(ann?.body_html).toContain('Harbour Hotel');

    const [ics] = JSON.parse(ann?.attachments ?? '[]') as Array<{
      filename: string;
      contentType: string;
      content: string;
    }>;
    expect(ics?.filename).toBe('harbour-breakfast-meeting.ics');
    expect(ics?.contentType).toContain('text/calendar');
    // 7:00 New York is 12:00 UTC: the calendar app shows it in the reader's own zone.
    expect(ics?.content).toContain('DTSTART:20260303T120000Z\r\n');
    expect(ics?.content).toContain('DTEND:20260303T133000Z\r\n');
    expect(ics?.content).toContain(`UID:meeting-${id}@chapter.test`);
    expect(ics?.content).toContain('LOCATION:Harbour Hotel');
  });

  it('still reaches a member who turned it on late, never after the meeting, and says "today" after midnight', async () => {
    const c = await chapter(t);
    const id = await insertMeeting(c.group.id, new Date('2026-03-03T08:00:00.000Z'), 'Europe/London', null);
    await put(c.ann, '/api/settings', { category: 'notifications', setting: 'meetingReminders', value: false });
    const job = new MeetingReminderEmails(t.ctx);
    t.clock.set(new Date('2026-03-02T18:01:00.000Z'));
    await job.sendDue();
    expect((await reminders()).map((m) => m.recipient)).not.toContain(c.ann.email);

    // Ann turns it back on after midnight: the next tick sends hers, worded for the same day.
    await put(c.ann, '/api/settings', { category: 'notifications', setting: 'meetingReminders', value: true });
    t.clock.set(new Date('2026-03-03T05:30:00.000Z'));
    await job.sendDue();
    const ann = (await reminders()).filter((m) => m.recipient === c.ann.email);
    expect(ann.map((m) => m.subject)).toEqual([`Today at 8:00 AM: ${TITLE}`]);
    expect(ann[0]?.body_text).not.toContain('Where:');

    // Within the hour before the meeting it is too late for an e-mail: the push covers that hour.
    const late = await buildMember(t.ctx, { groupId: c.group.id, name: 'Lou Late' });
    t.clock.set(new Date('2026-03-03T07:30:00.000Z'));
    await job.sendDue();
    expect((await reminders()).map((m) => m.recipient)).not.toContain(late.email);
    expect(id).toBeGreaterThan(0);
  });

  it('reminds again at the new time when the meeting is moved after its reminder went', async () => {
    const c = await chapter(t);
    const id = await insertMeeting(c.group.id, new Date('2026-03-03T08:00:00.000Z'), 'UTC', 'Harbour Hotel');
    const job = new MeetingReminderEmails(t.ctx);
    t.clock.set(new Date('2026-03-02T19:00:00.000Z'));
    await job.sendDue();
    // A leader moves it a week on: the reminder that went named the old day, so the new evening brings another.
    await t.ctx.db
      .updateTable('meetings')
      .set({ starts_at: '2026-03-10T08:00:00.000Z', ends_at: '2026-03-10T09:30:00.000Z' })
      .where('id', '=', id)
      .execute();
    t.clock.set(new Date('2026-03-09T19:00:00.000Z'));
    await job.sendDue();
    await job.sendDue();
    const ann = (await reminders()).filter((m) => m.recipient === c.ann.email);
    expect(ann.map((m) => m.body_text.match(/When: (.*)/)?.[1])).toEqual([
      'Tuesday, March 3, 2026 at 8:00 AM UTC',
      'Tuesday, March 10, 2026 at 8:00 AM UTC',
    ]);
  });

  it('speaks each member’s language, else the chapter’s, with dates in that language’s words', async () => {
    const c = await chapter(t);
    // A Madrid chapter: Spanish is its language; Cat chose German, Ann English, Bob (and the others) chose none.
    await t.ctx.db.updateTable('groups').set({ language: 'es' }).where('id', '=', c.group.id).execute();
    await put(c.cat, '/api/profile', { preferredLanguage: 'de' });
    await put(c.ann, '/api/profile', { preferredLanguage: 'en' });
    await insertMeeting(c.group.id, new Date('2026-03-03T08:00:00.000Z'), 'Europe/Madrid', 'Hotel Puerta');
    t.clock.set(new Date('2026-03-02T19:00:00.000Z'));
    await new MeetingReminderEmails(t.ctx).sendDue();
    const sent = await reminders();
    const to = (who: Person) => sent.find((m) => m.recipient === who.email);

    expect(to(c.bob)?.subject).toBe(`Mañana a las 9:00: ${TITLE}`);
    expect(to(c.bob)?.body_text).toContain('Hola, Bob Baker:');
    expect(to(c.bob)?.body_text).toContain('Te recordamos que Harbour Chapter se reúne mañana.');
    expect(to(c.bob)?.body_text).toContain('Cuándo: martes, 3 de marzo de 2026, 9:00 CET');
    expect(to(c.bob)?.body_text).toContain('Dónde: Hotel Puerta');

    expect(to(c.cat)?.subject).toBe(`Morgen um 9:00: ${TITLE}`);
    expect(to(c.cat)?.body_text).toContain('Hallo Cat Cole,');
    expect(to(c.cat)?.body_text).toContain('Wann: Dienstag, 3. März 2026 um 09:00 MEZ');

    expect(to(c.ann)?.subject).toBe(`Tomorrow at 9:00 AM: ${TITLE}`);
    expect(to(c.ann)?.body_text).toContain('When: Tuesday, March 3, 2026 at 9:00 AM GMT+1');
  });
});
