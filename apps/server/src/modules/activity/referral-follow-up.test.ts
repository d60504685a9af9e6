import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NotificationsService } from '../notifications/notifications.service.ts';
import { api, chapter, type Person } from './activity-test-kit.ts';
import { ReferralReminders } from './referral-reminders.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof chapter>>;
let a: ReturnType<typeof api>;

beforeEach(async () => {
  t = await createTestApp();
  c = await chapter(t);
  a = api(t);
});
afterEach(() => t.close());

const DAY = 86_400_000;
const setStatus = (who: Person, id: number, status: 'contacted' | 'in_progress' | 'won' | 'lost', note?: string) =>
  a.as(who).ok('POST /api/activities/:id/status', { params: { id }, body: { status, note } });
const detail = (who: Person, id: number) => a.as(who).ok('GET /api/activities/:id', { params: { id } });
const told = (who: Person) =>
  t.ctx.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', who.id)
    .orderBy('id')
    .execute();
/** Days later: the clock moves on, and the member signs in again (a session does not last a week). */
async function daysLater(days: number, who: Person) {
  t.clock.advance(days * DAY + 60_000);
  who.token = await loginAs(t.app, who.email);
}
/** A reminders run as the scheduled job makes it, in a process of its own. */
const remind = () => new ReferralReminders(t.ctx, new NotificationsService(t.ctx)).sendDue();
const setGroup = (values: { language?: 'es'; referral_reminder_days?: number | null }) =>
  t.ctx.db.updateTable('groups').set(values).where('id', '=', c.group.id).execute();

describe("a referral's follow-up", () => {
  it('tells the giver of each step in their language, and keeps the receiver’s notes to the receiver', async () => {
    await t.ctx.db.updateTable('users').set({ preferred_language: 'de' }).where('id', '=', c.ann.id).execute();
    const ref = (await a.referral(c.ann, c.bob, { prospectName: 'Dana Prospect' })).body;
    await setStatus(c.bob, ref.id, 'contacted', 'Called Dana, she wants a quote by Friday');
    await setStatus(c.bob, ref.id, 'won');
    expect(await told(c.ann)).toEqual([
      expect.objectContaining({
        title: 'Bob Baker hat deine Empfehlung kontaktiert',
        link: expect.stringContaining(`${ref.id}`),
      }),
      expect.objectContaining({ title: 'Bob Baker hat mit deiner Empfehlung ein Geschäft abgeschlossen' }),
    ]);
    const notes = async (who: Person) => (await detail(who, ref.id)).history.map((h) => h.note);
    expect((await notes(c.bob))[1]).toBe('Called Dana, she wants a quote by Friday');
    // The giver and a leader see the step, not what the receiver wrote about the deal.
    for (const viewer of [c.ann, c.vp]) {
      const history = (await detail(viewer, ref.id)).history;
      expect(history[1]).toMatchObject({ toStatus: 'contacted', note: null });
    }
  });

  it('reminds the receiver once after the chapter’s days without an update, and again after the next silence', async () => {
    const ref = (await a.referral(c.ann, c.bob)).body;
    t.clock.advance(6 * DAY);
    expect(await remind()).toBe(0);
    t.clock.advance(1 * DAY + 60_000);
    // Two processes' runs at once: the reminder goes once.
    expect((await Promise.all([remind(), remind()])).reduce((n, sent) => n + sent, 0)).toBe(1);
    expect(await remind()).toBe(0);
    expect(await told(c.bob)).toEqual([
      expect.objectContaining({ title: 'New referral from Ann Able' }),
      {
        title: 'Referral from Ann Able: how is it going?',
        body: 'No update on Dana Prospect for 7 days. Ann Able would like to know.',
        link: expect.stringContaining(`${ref.id}`),
      },
    ]);
    // An update starts the count again; won or lost ends it.
    await daysLater(0, c.bob);
    await setStatus(c.bob, ref.id, 'contacted');
    await daysLater(7, c.bob);
    expect(await remind()).toBe(1);
    await setStatus(c.bob, ref.id, 'won');
    t.clock.advance(30 * DAY);
    expect(await remind()).toBe(0);
  });

  it('follows the chapter: its number of days, none when it turned reminders off, in its language', async () => {
    await setGroup({ language: 'es', referral_reminder_days: 3 });
    await a.referral(c.ann, c.bob, { prospectName: 'Dana Prospect' });
    t.clock.advance(3 * DAY + 60_000);
    expect(await remind()).toBe(1);
    expect((await told(c.bob)).at(-1)).toMatchObject({
      title: 'Referencia de Ann Able: ¿cómo va?',
      body: 'Sin novedades sobre Dana Prospect desde hace 3 días. A Ann Able le gustaría saberlo.',
    });
    await setGroup({ referral_reminder_days: null });
    await a.referral(c.cat, c.bob);
    t.clock.advance(60 * DAY);
    expect(await remind()).toBe(0);
    // Turned back on: referrals quiet for weeks past their day are not all reminded at once.
    await setGroup({ referral_reminder_days: 7 });
    expect(await remind()).toBe(0);
  });

  it('lets the thanked member confirm the amount or question it, and tells the member who recorded it', async () => {
    // Ann's referral became business for Bob: Bob thanks Ann for it, against the referral.
    const ref = (await a.referral(c.ann, c.bob)).body;
    await setStatus(c.bob, ref.id, 'won');
    const thanks = (await a.business(c.bob, c.ann, { referralId: ref.id, amountCents: 250_000 })).body;
    expect(thanks.referralId).toBe(ref.id);
    type Answer = { answer: 'confirm'; amountCents: number; currency: string } | { answer: 'question'; note: string };
    const answer = (who: Person, body: Answer) =>
      a.as(who).call('POST /api/activities/:id/amount', { params: { id: thanks.id }, body });
    const seen = (amountCents: number) => ({ answer: 'confirm' as const, amountCents, currency: 'USD' });
    expect((await detail(c.ann, thanks.id)).actions).toEqual(['confirm_amount', 'question_amount']);
    for (const other of [c.bob, c.vp, c.cat]) {
      expect((await answer(other, seen(250_000))).statusCode).toBe(403);
    }
    expect((await answer(c.ann, { answer: 'question', note: ' ' })).statusCode).toBe(400);

    const questioned = await answer(c.ann, { answer: 'question', note: 'I heard it was $2,000' });
    expect(questioned.body).toMatchObject({ details: { amountCheck: 'questioned' }, actions: ['confirm_amount'] });
    expect((await answer(c.ann, { answer: 'question', note: 'again' })).statusCode).toBe(403);
    expect((await told(c.bob)).at(-1)).toMatchObject({
      title: 'Ann Able questioned the amount of $2,500.00',
      body: '“I heard it was $2,000”',
    });
    // The history shows the question to both members and the leaders.
    const entry = (await detail(c.vp, thanks.id)).history.at(-1);
    expect(entry).toMatchObject({
      action: 'amount_questioned',
      note: 'I heard it was $2,000',
      actor: { id: c.ann.id },
    });
    // Another member, who does not see the amount, sees neither the question's words nor the answer.
    const seenByCat = await detail(c.cat, thanks.id);
    expect(seenByCat.amountCents).toBeNull();
    expect(seenByCat.details.amountCheck).toBeUndefined();
    expect(seenByCat.history.at(-1)).toMatchObject({ action: 'amount_questioned', note: null });

    // A new amount is asked about again; a confirmed one is settled.
    await a.as(c.bob).ok('PATCH /api/activities/:id', { params: { id: thanks.id }, body: { amountCents: 200_000 } });
    expect((await detail(c.ann, thanks.id)).actions).toEqual(['confirm_amount', 'question_amount']);
    // Confirming the amount she saw before the edit is refused: she looks again.
    expect((await answer(c.ann, seen(250_000))).error).toMatchObject({ code: 'CONFLICT' });
    const confirmed = await answer(c.ann, seen(200_000));
    expect(confirmed.body).toMatchObject({ amountCents: 200_000, details: { amountCheck: 'confirmed' }, actions: [] });
    expect((await told(c.bob)).at(-1)).toMatchObject({ title: 'Ann Able confirmed the amount of $2,000.00' });
    expect((await answer(c.ann, seen(200_000))).statusCode).toBe(403);
  });

  it('moves through the detailed steps only in a chapter that chose them', async () => {
    const ref = (await a.referral(c.ann, c.bob)).body;
    const next = async () => (await detail(c.bob, ref.id)).nextStatuses;
    expect(await next()).toEqual(['contacted', 'in_progress', 'won', 'lost']);
    const refused = await a
      .as(c.bob)
      .call('POST /api/activities/:id/status', { params: { id: ref.id }, body: { status: 'meeting_booked' } });
    expect(refused.statusCode).toBe(409);
    // The app asks in the member's language, and the reason comes back in it, its statuses too.
    const inGerman = await a.as(c.bob).call('POST /api/activities/:id/status', {
      params: { id: ref.id },
      body: { status: 'meeting_booked' },
      headers: { 'accept-language': 'de' },
    });
    expect(inGerman.error?.message).toBe('Eine Empfehlung mit dem Status neu kann nicht zu Termin vereinbart werden');
    expect((await detail(c.ann, ref.id)).nextStatuses).toEqual([]);

    await t.ctx.db.updateTable('groups').set({ detailed_referral_steps: 1 }).where('id', '=', c.group.id).execute();
    expect(await next()).toEqual([
      'contacted',
      'meeting_booked',
      'in_progress',
      'proposal',
      'won',
      'lost',
      'not_a_fit',
    ]);
    await a
      .as(c.bob)
      .ok('POST /api/activities/:id/status', { params: { id: ref.id }, body: { status: 'meeting_booked' } });
    expect((await told(c.ann)).at(-1)).toMatchObject({ title: 'Bob Baker booked a meeting on your referral' });
    await a.as(c.bob).ok('POST /api/activities/:id/status', { params: { id: ref.id }, body: { status: 'proposal' } });
    // A chapter that stops using them leaves the referral free to move on to the steps it keeps.
    await t.ctx.db.updateTable('groups').set({ detailed_referral_steps: 0 }).where('id', '=', c.group.id).execute();
    expect(await next()).toEqual(['won', 'lost']);
    await t.ctx.db.updateTable('groups').set({ detailed_referral_steps: 1 }).where('id', '=', c.group.id).execute();
    const closed = await a
      .as(c.bob)
      .ok('POST /api/activities/:id/status', { params: { id: ref.id }, body: { status: 'not_a_fit' } });
    expect(closed).toMatchObject({ status: 'not_a_fit', actions: [], nextStatuses: [] });
    // Not a fit counts as lost in the funnel.
    expect((await a.as(c.bob).ok('GET /api/scorecard/funnel', { query: {} })).me).toMatchObject({
      received: 1,
      lost: 1,
    });
  });
});
