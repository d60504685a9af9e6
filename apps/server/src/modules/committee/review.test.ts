import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toStamp } from '../../db/sql-values.ts';
import { buildGroup, type GroupRow } from '../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { committeeKit } from './committee-test-kit.ts';

const DAY = 86_400_000;
let t: TestApp;
let sink: SmtpSink;
let group: GroupRow;
const kit = committeeKit(() => ({ t, group }));
const { as } = kit;

beforeEach(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter', code: '246810' });
});
afterEach(async () => {
  await t.close();
  await sink.stop();
});

/** A member whose renewal is due `days` from the test clock's now. */
async function memberDue(name: string, days: number) {
  const m = await kit.member({ name });
  const due = toStamp(new Date(t.clock.now().getTime() + days * DAY));
  await t.ctx.db.updateTable('memberships').set({ renewal_due: due }).where('user_id', '=', m.id).execute();
  return { ...m, due };
}
const checkIn = (token: string, userId: number, notes = 'Talked over coffee: wants to stay.') =>
  as(token).raw('POST /api/committee/reviews/:userId/check-in', {
    params: { userId },
    body: { date: '2026-03-01', notes },
  });
const decide = (token: string, userId: number, decision: string) =>
  as(token).raw('POST /api/committee/reviews/:userId/decision', { params: { userId }, body: { decision } });

describe('renewal review', () => {
  it('lists members due within five months as check-in due, soonest first', async () => {
    const cara = await kit.member({ name: 'Cara Seat', seated: true });
    await memberDue('Nora Near', 30);
    await memberDue('Fay Four Months', 120);
    await memberDue('Sid Six Months', 190);
    const due = await as(cara.token).ok('GET /api/committee/reviews');
    expect(due.items.map((i) => [i.name, i.state])).toEqual([
      ['Nora Near', 'check_in_due'],
      ['Fay Four Months', 'check_in_due'],
    ]);
  });

  it('check-in, then the decision: the member gets the reminder by e-mail and the history keeps both', async () => {
    const cara = await kit.member({ name: 'Cara Seat', seated: true });
    const nora = await memberDue('Nora Near', 60);
    expect((await decide(cara.token, nora.id, 'renew')).error.message).toBe(
      "Record Nora Near's check-in before the decision.",
    );
    expect((await checkIn(cara.token, nora.id)).statusCode).toBe(201);
    expect((await checkIn(cara.token, nora.id)).statusCode).toBe(409);
    let due = await as(cara.token).ok('GET /api/committee/reviews');
    expect(due.items[0]).toMatchObject({ state: 'awaiting_decision', review: { checkedInBy: 'Cara Seat' } });
    expect((await decide(cara.token, nora.id, 'defer')).statusCode).toBe(200);
    const deferred = await sink.waitFor((m) => m.to.includes(nora.email));
    expect(deferred.subject).toContain('Harbour Chapter');
    expect(deferred.text).toContain('will come back to you');
    expect(deferred.text).not.toContain('coffee');
    expect((await decide(cara.token, nora.id, 'renew')).statusCode).toBe(200);
    await sink.waitFor((m) => m.to.includes(nora.email) && m.text.includes('looks forward to renewing'));
    expect((await decide(cara.token, nora.id, 'not_renew')).statusCode).toBe(409);
    due = await as(cara.token).ok('GET /api/committee/reviews');
    expect(due.items[0]).toMatchObject({ state: 'decided', review: { decision: 'renew', decidedBy: 'Cara Seat' } });
    const history = await as(cara.token).ok('GET /api/committee/reviews/:userId', { params: { userId: nora.id } });
    expect(history).toMatchObject({
      name: 'Nora Near',
      items: [{ renewalDue: nora.due, checkInNotes: 'Talked over coffee: wants to stay.', decision: 'renew' }],
    });
  });

  it('refuses a review before the window, and anyone without a seat', async () => {
    const cara = await kit.member({ name: 'Cara Seat', seated: true });
    const president = await kit.member({ role: 'President' });
    const sid = await memberDue('Sid Six Months', 190);
    expect((await checkIn(cara.token, sid.id)).error.message).toBe(
      "Sid Six Months's renewal is not due for review yet.",
    );
    const nora = await memberDue('Nora Near', 60);
    expect((await checkIn(president.token, nora.id)).statusCode).toBe(403);
    expect((await as(president.token).raw('GET /api/committee/reviews')).statusCode).toBe(403);
    expect((await checkIn(cara.token, nora.id, '')).statusCode).toBe(400);
  });
});
