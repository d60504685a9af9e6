import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { BodyOf } from '../../test/test-client.ts';
import { api, chapter, type Person } from './activity-test-kit.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof chapter>>;
let a: ReturnType<typeof api>;

beforeEach(async () => {
  t = await createTestApp();
  c = await chapter(t);
  a = api(t);
});
afterEach(() => t.close());

const act = (who: Person, id: number, body: BodyOf<'POST /api/activities/:id/one-to-one'>) =>
  a.as(who).call('POST /api/activities/:id/one-to-one', { params: { id }, body });
const detail = (who: Person, id: number) => a.as(who).ok('GET /api/activities/:id', { params: { id } });
const setStatus = (who: Person, id: number, body: BodyOf<'POST /api/activities/:id/status'>) =>
  a.as(who).call('POST /api/activities/:id/status', { params: { id }, body });
const publish = (who: Person, id: number, published: boolean) =>
  a.as(who).call('POST /api/activities/:id/publish', { params: { id }, body: { published } });
const approve = (who: Person, id: number, body: BodyOf<'POST /api/activities/:id/approve'> = {}) =>
  a.as(who).call('POST /api/activities/:id/approve', { params: { id }, body });
const reject = (who: Person, id: number, reason: string) =>
  a.as(who).call('POST /api/activities/:id/reject', { params: { id }, body: { reason } });
const approvalCounts = (who: Person) => a.as(who).ok('GET /api/approvals/counts');
const queue = (who: Person, type: 'referral' | 'closed_business') =>
  a.as(who).call('GET /api/activities/approvals', { query: { type } });
const outbox = () =>
  t.ctx.db.selectFrom('outbox').select(['recipient', 'subject', 'body_text']).orderBy('id').execute();

describe('referral progress', () => {
  it('moves forward only, by the receiver, and stops at won or lost', async () => {
    const ref = (await a.referral(c.ann, c.bob)).body;
    expect((await detail(c.bob, ref.id)).actions).toEqual(['set_status']);
    expect((await setStatus(c.ann, ref.id, { status: 'contacted' })).statusCode).toBe(403);
    for (const status of ['contacted', 'in_progress', 'won'] as const) {
      const res = await setStatus(c.bob, ref.id, { status, note: `now ${status}` });
      expect(res.body).toMatchObject({ status });
    }
    const back = await setStatus(c.bob, ref.id, { status: 'lost' });
    expect(back.error).toMatchObject({ code: 'CONFLICT', message: 'A referral that is won cannot become lost' });
    const ref2 = (await a.referral(c.ann, c.bob)).body;
    await setStatus(c.bob, ref2.id, { status: 'in_progress' });
    const backwards = await setStatus(c.bob, ref2.id, { status: 'contacted' });
    expect(backwards.statusCode).toBe(409);
    const made = a
      .as(c.bob)
      .raw('POST /api/activities/:id/status', { params: { id: ref2.id }, body: { status: 'won!' } });
    expect((await made).statusCode).toBe(400);
    const history = (await detail(c.bob, ref.id)).history;
    expect(history.slice(1)).toMatchObject([
      { action: 'status', fromStatus: 'new', toStatus: 'contacted', note: 'now contacted', actor: { id: c.bob.id } },
      { fromStatus: 'contacted', toStatus: 'in_progress' },
      { fromStatus: 'in_progress', toStatus: 'won' },
    ]);
  });
});

describe('one-to-ones', () => {
  it('request → other time proposed → accepted → both confirm → completed (credit for both)', async () => {
    const req = (await a.oneToOne(c.ann, c.bob, { proposedAt: '2026-03-01T10:00:00.000Z' })).body;
    expect((await act(c.ann, req.id, { action: 'accept' })).statusCode).toBe(409);
    expect((await act(c.cat, req.id, { action: 'accept' })).statusCode).toBe(409);
    const proposed = await act(c.bob, req.id, {
      action: 'propose',
      proposedAt: '2026-03-03T08:30:00.000Z',
      location: 'Pier Diner',
      message: 'Mornings suit me',
    });
    expect(proposed.body).toMatchObject({
      status: 'rescheduled',
      occurredAt: '2026-03-03T08:30:00.000Z',
      details: { location: 'Pier Diner', proposedBy: c.bob.id },
    });
    // Bob made the proposal: only Ann answers it.
    expect((await act(c.bob, req.id, { action: 'accept' })).statusCode).toBe(409);
    expect((await act(c.ann, req.id, { action: 'accept' })).body).toMatchObject({ status: 'confirmed' });
    // Too early to say it happened.
    const early = await act(c.ann, req.id, { action: 'confirm' });
    expect(early.error).toMatchObject({
      code: 'CONFLICT',
      message: 'You can confirm the one-to-one once its time has come',
    });
    t.clock.set(new Date('2026-03-03T10:00:00.000Z'));
    expect((await act(c.ann, req.id, { action: 'confirm' })).body).toMatchObject({
      status: 'confirmed',
      details: { giverConfirmed: true, receiverConfirmed: false },
    });
    expect((await act(c.ann, req.id, { action: 'confirm' })).statusCode).toBe(409);
    expect((await act(c.bob, req.id, { action: 'confirm' })).body).toMatchObject({
      status: 'completed',
      actions: [],
    });
    const completed = await t.ctx.db
      .selectFrom('activity_records')
      .select('id')
      .where('type', '=', 'one_to_one')
      .where('status', '=', 'completed')
      .where((eb) => eb.or([eb('giver_id', '=', c.bob.id), eb('receiver_id', '=', c.bob.id)]))
      .execute();
    expect(completed).toHaveLength(1);
  });

  it('offers "propose another time" only to the member who answers, not to the one who asked', async () => {
    const req = (await a.oneToOne(c.ann, c.bob, { proposedAt: '2026-03-01T10:00:00.000Z' })).body;
    expect((await detail(c.ann, req.id)).actions).toEqual(['cancel', 'edit']);
    expect((await detail(c.bob, req.id)).actions).toEqual(['accept', 'decline', 'propose', 'cancel']);
    const own = await act(c.ann, req.id, { action: 'propose', proposedAt: '2026-03-02T10:00:00.000Z' });
    expect(own.statusCode).toBe(409);
    // Once Bob proposes another time, the answer (and a counter-proposal) is Ann's.
    await act(c.bob, req.id, { action: 'propose', proposedAt: '2026-03-03T08:30:00.000Z' });
    expect((await detail(c.ann, req.id)).actions).toEqual(['accept', 'decline', 'propose', 'cancel', 'edit']);
    expect((await detail(c.bob, req.id)).actions).toEqual(['cancel']);
  });

  it('declines and cancels', async () => {
    const one = (await a.oneToOne(c.ann, c.bob)).body;
    expect((await act(c.bob, one.id, { action: 'decline', message: 'Away that week' })).body.status).toBe('declined');
    expect((await act(c.ann, one.id, { action: 'cancel' })).statusCode).toBe(409);
    const two = (await a.oneToOne(c.ann, c.bob)).body;
    expect((await act(c.ann, two.id, { action: 'cancel' })).body.status).toBe('cancelled');
    const noTime = { params: { id: two.id }, body: { action: 'propose' } };
    expect((await a.as(c.ann).raw('POST /api/activities/:id/one-to-one', noTime)).statusCode).toBe(400);
  });
});

describe('testimonials', () => {
  it('the receiver publishes and unpublishes; nobody else may', async () => {
    const tm = (await a.testimonial(c.ann, c.bob)).body;
    expect((await publish(c.ann, tm.id, true)).statusCode).toBe(403);
    expect((await publish(c.vp, tm.id, true)).statusCode).toBe(403);
    expect((await publish(c.bob, tm.id, true)).body).toMatchObject({ published: true, actions: ['unpublish'] });
    expect((await publish(c.bob, tm.id, false)).body).toMatchObject({ published: false, actions: ['publish'] });
  });
});

describe('approvals', () => {
  it('queues pending referrals and businesses with counts; approve_* holders of the group decide', async () => {
    const ref = (await a.referral(c.ann, c.bob)).body;
    t.clock.advance(1000);
    const biz = (await a.business(c.bob, c.ann)).body;
    expect(await approvalCounts(c.vp)).toEqual({
      members: 0,
      referrals: 1,
      businesses: 1,
      substitutes: 0,
    });
    expect(await approvalCounts(c.board)).toEqual({ members: 0 });
    const pending = (await queue(c.vp, 'closed_business')).body;
    // The Vice President keeps the PALMS too: they correct or delete any slip (docs/palms-weeks.md).
    expect(pending.items).toMatchObject([
      { id: biz.id, amountCents: 125_000, actions: ['approve', 'reject', 'edit', 'delete'] },
    ]);
    expect((await queue(c.board, 'referral')).statusCode).toBe(403);
    expect((await approve(c.board, ref.id)).statusCode).toBe(403);

    const approved = await approve(c.vp, ref.id, { note: 'Great lead' });
    expect(approved.body).toMatchObject({ approvalStatus: 'approved', approvalReason: 'Great lead' });
    expect((await approve(c.vp, ref.id)).statusCode).toBe(409);
    expect((await reject(c.vp, biz.id, ' ')).statusCode).toBe(400);
    const rejected = await reject(c.vp, biz.id, 'Not a member business');
    expect(rejected.body).toMatchObject({ approvalStatus: 'rejected', approvalReason: 'Not a member business' });
    expect(await approvalCounts(c.vp)).toEqual({
      members: 0,
      referrals: 0,
      businesses: 0,
      substitutes: 0,
    });

    const mails = await outbox();
    expect(mails.map((m) => m.recipient).sort()).toEqual([c.ann.email, c.ann.email, c.bob.email, c.bob.email].sort());
    const rejection = mails.find((m) => m.recipient === c.bob.email && m.subject?.includes('rejected'));
    expect(rejection?.body_text).toContain('Not a member business');
    expect(rejection?.body_text).toContain(`https://chapter.test/activity/closed-business?record=${biz.id}`);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('actor_id', '=', c.vp.id).execute();
    expect(audit.map((r) => r.action)).toEqual(['activity.referral.approved', 'activity.closed_business.rejected']);
  });

  it('never lets a leader decide on their own record and respects the e-mail setting', async () => {
    const own = (await a.referral(c.vp, c.bob)).body;
    expect((await approve(c.vp, own.id)).statusCode).toBe(403);
    // The queue and its badge hold only what this leader can act on: not the referrals they gave or received.
    const theirs = (await a.referral(c.ann, c.bob)).body;
    await a.referral(c.ann, c.vp);
    const pending = (await queue(c.vp, 'referral')).body;
    expect(pending.items.map((r) => r.id)).toEqual([theirs.id]);
    expect(pending.items[0]?.actions).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect(await approvalCounts(c.vp)).toMatchObject({ referrals: 1 });
    await t.ctx.db
      .insertInto('user_settings')
      .values({ user_id: c.ann.id, key: 'notifications.emailActivity', value: 'false', updated_at: 'x' })
      .execute();
    await approve(c.vp, theirs.id);
    expect((await outbox()).map((m) => m.recipient)).toEqual([c.bob.email]);
  });
});

describe('in the members’ languages', () => {
  it('e-mails the decision to each member in their language, else the chapter’s, the amount in its form', async () => {
    // A German chapter; Ann chose Spanish.
    await t.ctx.db.updateTable('groups').set({ language: 'de' }).where('id', '=', c.group.id).execute();
    await t.ctx.db.updateTable('users').set({ preferred_language: 'es' }).where('id', '=', c.ann.id).execute();
    const biz = (await a.business(c.bob, c.ann)).body;
    expect((await reject(c.vp, biz.id, 'Betrag fehlt')).statusCode).toBe(200);
    const mails = await outbox();
    const toBob = mails.find((m) => m.recipient === c.bob.email);
    expect(toBob?.subject).toBe(
      'Nicht freigegeben: Danke von Bob Baker an Ann Able für abgeschlossenes Geschäft über 1.250,00\u00a0$',
    );
    expect(toBob?.body_text).toContain('Die Begründung der Leitung:\nBetrag fehlt');
    const toAnn = mails.find((m) => m.recipient === c.ann.email);
    expect(toAnn?.subject).toBe('No aprobado: Gracias de Bob Baker a Ann Able por negocio cerrado de 1250,00\u00a0US$');
    expect(toAnn?.body_text).toContain('La directiva de tu grupo no aprobó esto:');
  });

  it('tells the other member of a one-to-one change in their language, a proposed time in its form', async () => {
    await t.ctx.db
      .updateTable('groups')
      .set({ language: 'es', timezone: 'Europe/Madrid' })
      .where('id', '=', c.group.id)
      .execute();
    const request = (await a.oneToOne(c.ann, c.bob)).body;
    const proposedAt = '2026-03-05T16:30:00.000Z';
    expect(
      (await act(c.bob, request.id, { action: 'propose', proposedAt, message: '¿Mejor el jueves?' })).statusCode,
    ).toBe(200);
    const [told] = await t.ctx.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', c.ann.id)
      .execute();
    expect(told).toEqual({
      title: 'Reunión uno a uno',
      body: 'Bob Baker propuso otra hora para el jueves, 5 de marzo de 2026, 17:30: ¿Mejor el jueves?',
    });
  });
});
