import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app.ts';
import { api, chapter } from '../activity/activity-test-kit.ts';
import { RotaReminders } from './rota-reminders.ts';

/**
 * The presenter's reminder the week before (docs/meeting-mode.md "Built so far: the rota"). Clock: Monday 2 March 2026,
 * 09:00 UTC.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const reminders = () =>
  t.ctx.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text'])
    .where('kind', '=', 'email')
    .where((eb) =>
      eb.or([eb('subject', 'like', '%feature presentation%'), eb('subject', 'like', '%Unternehmenspräsentation%')]),
    )
    .orderBy('id')
    .execute();

describe('the feature presenter’s reminder', () => {
  it('goes once a week before, in the presenter’s language, with the link to their sheet; a new presenter gets their own', async () => {
    const c = await chapter(t);
    const a = api(t);
    const meetingId = await a.meeting(c.board, { date: '2026-03-12', timezone: 'Europe/Berlin' });
    await a.as(c.board).ok('PUT /api/speaker-rota/:meetingId', { params: { meetingId }, body: { userId: c.ann.id } });
    await a.as(c.ann).ok('PUT /api/speaker-rota/:meetingId/sheet', {
      params: { meetingId },
      body: { topic: 'Year-end tax' },
    });
    await t.ctx.db.updateTable('users').set({ preferred_language: 'de' }).where('id', '=', c.ann.id).execute();
    const job = new RotaReminders(t.ctx);

    // Ten days before: not yet.
    expect(await job.sendDue()).toBe(0);
    expect(await reminders()).toEqual([]);

    // 07:00 Berlin on 12 March is 06:00 UTC: from 06:00 UTC on 5 March it is a week away. Two server processes at
    // once, then a later tick of each: one e-mail.
    t.clock.set(new Date('2026-03-05T06:05:00.000Z'));
    await Promise.all([job.sendDue(), new RotaReminders(t.ctx).sendDue()]);
    t.clock.set(new Date('2026-03-05T06:20:00.000Z'));
    await job.sendDue();
    await new RotaReminders(t.ctx).sendDue();

    const sent = await reminders();
    expect(sent.map((m) => [m.recipient, m.subject])).toEqual([
      [c.ann.email, 'Deine Unternehmenspräsentation am 12. März 2026'],
    ]);
    expect(sent[0]?.body_text).toContain('Hallo Ann Able,');
    expect(sent[0]?.body_text).toContain('Year-end tax');
    expect(sent[0]?.body_text).toContain(`${TEST_APP_URL}/speaker-rota?meeting=${meetingId}`);
    const slot = await t.ctx.db
      .selectFrom('speaker_rota')
      .select('reminded_at')
      .where('meeting_id', '=', meetingId)
      .executeTakeFirst();
    expect(slot?.reminded_at).toBe('2026-03-05T06:05:00.000Z');

    // A leader puts Bob on the slot: Bob is reminded (in English, his chapter's language), Ann not again.
    await a.as(c.board).ok('PUT /api/speaker-rota/:meetingId', { params: { meetingId }, body: { userId: c.bob.id } });
    await job.sendDue();
    await job.sendDue();
    expect((await reminders()).map((m) => [m.recipient, m.subject])).toEqual([
      [c.ann.email, 'Deine Unternehmenspräsentation am 12. März 2026'],
      [c.bob.email, 'Your feature presentation on March 12, 2026'],
    ]);
    // Nor is Ann again when she is put back on it.
    await a.as(c.board).ok('PUT /api/speaker-rota/:meetingId', { params: { meetingId }, body: { userId: c.ann.id } });
    expect(await job.sendDue()).toBe(0);
  });

  it('never reminds of a cancelled meeting', async () => {
    const c = await chapter(t);
    const a = api(t);
    const meetingId = await a.meeting(c.board, { date: '2026-03-06' });
    await a.as(c.board).ok('PUT /api/speaker-rota/:meetingId', { params: { meetingId }, body: { userId: c.ann.id } });
    await a.as(c.board).ok('POST /api/meetings/:meetingId/cancel', { params: { meetingId }, body: {} });
    expect(await new RotaReminders(t.ctx).sendDue()).toBe(0);
    expect(await reminders()).toEqual([]);
  });
});
