import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
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

const act = (who: Person, id: number, body: object) => a.post(who, `/api/activities/${id}/one-to-one`, body);
const outbox = () =>
  t.ctx.db.selectFrom('outbox').select(['recipient', 'subject', 'body_text']).orderBy('id').execute();

describe('referral progress', () => {
  it('moves forward only, by the receiver, and stops at won or lost', async () => {
    const ref = (await a.referral(c.ann, c.bob)).json();
    expect((await a.get(c.bob, `/api/activities/${ref.id}`)).json().actions).toEqual(['set_status']);
    expect((await a.post(c.ann, `/api/activities/${ref.id}/status`, { status: 'contacted' })).statusCode).toBe(403);
    for (const status of ['contacted', 'in_progress', 'won']) {
      const res = await a.post(c.bob, `/api/activities/${ref.id}/status`, { status, note: `now ${status}` });
      expect(res.json()).toMatchObject({ status });
    }
    const back = await a.post(c.bob, `/api/activities/${ref.id}/status`, { status: 'lost' });
    expect(back.json()).toMatchObject({ code: 'CONFLICT', message: 'A referral that is won cannot become lost' });
    const ref2 = (await a.referral(c.ann, c.bob)).json();
    await a.post(c.bob, `/api/activities/${ref2.id}/status`, { status: 'in_progress' });
    const backwards = await a.post(c.bob, `/api/activities/${ref2.id}/status`, { status: 'contacted' });
    expect(backwards.statusCode).toBe(409);
    expect((await a.post(c.bob, `/api/activities/${ref2.id}/status`, { status: 'won!' })).statusCode).toBe(400);
    const history = (await a.get(c.ann, `/api/activities/${ref.id}`)).json().history;
    expect(history.slice(1)).toMatchObject([
      { action: 'status', fromStatus: 'new', toStatus: 'contacted', note: 'now contacted', actor: { id: c.bob.id } },
      { fromStatus: 'contacted', toStatus: 'in_progress' },
      { fromStatus: 'in_progress', toStatus: 'won' },
    ]);
  });
});

describe('one-to-ones', () => {
  it('request → other time proposed → accepted → both confirm → completed (credit for both)', async () => {
    const req = (await a.oneToOne(c.ann, c.bob, { proposedAt: '2026-03-01T10:00:00.000Z' })).json();
    expect((await act(c.ann, req.id, { action: 'accept' })).statusCode).toBe(409);
    expect((await act(c.cat, req.id, { action: 'accept' })).statusCode).toBe(409);
    const proposed = await act(c.bob, req.id, {
      action: 'propose',
      proposedAt: '2026-03-03T08:30:00.000Z',
      location: 'Pier Diner',
      message: 'Mornings suit me',
    });
    expect(proposed.json()).toMatchObject({
      status: 'rescheduled',
      occurredAt: '2026-03-03T08:30:00.000Z',
      details: { location: 'Pier Diner', proposedBy: c.bob.id },
    });
    // Bob made the proposal: only Ann answers it.
    expect((await act(c.bob, req.id, { action: 'accept' })).statusCode).toBe(409);
    expect((await act(c.ann, req.id, { action: 'accept' })).json()).toMatchObject({ status: 'confirmed' });
    // Too early to say it happened.
    const early = await act(c.ann, req.id, { action: 'confirm' });
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You can confirm the one-to-one once its time has come',
    });
    t.clock.set(new Date('2026-03-03T10:00:00.000Z'));
    expect((await act(c.ann, req.id, { action: 'confirm' })).json()).toMatchObject({
      status: 'confirmed',
      details: { giverConfirmed: true, receiverConfirmed: false },
    });
    expect((await act(c.ann, req.id, { action: 'confirm' })).statusCode).toBe(409);
    expect((await act(c.bob, req.id, { action: 'confirm' })).json()).toMatchObject({
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
    const req = (await a.oneToOne(c.ann, c.bob, { proposedAt: '2026-03-01T10:00:00.000Z' })).json();
    expect((await a.get(c.ann, `/api/activities/${req.id}`)).json().actions).toEqual(['cancel', 'edit']);
    expect((await a.get(c.bob, `/api/activities/${req.id}`)).json().actions).toEqual([
      'accept',
      'decline',
      'propose',
      'cancel',
    ]);
    const own = await act(c.ann, req.id, { action: 'propose', proposedAt: '2026-03-02T10:00:00.000Z' });
    expect(own.statusCode).toBe(409);
    // Once Bob proposes another time, the answer (and a counter-proposal) is Ann's.
    await act(c.bob, req.id, { action: 'propose', proposedAt: '2026-03-03T08:30:00.000Z' });
    expect((await a.get(c.ann, `/api/activities/${req.id}`)).json().actions).toEqual([
      'accept',
      'decline',
      'propose',
      'cancel',
      'edit',
    ]);
    expect((await a.get(c.bob, `/api/activities/${req.id}`)).json().actions).toEqual(['cancel']);
  });

  it('declines and cancels', async () => {
    const one = (await a.oneToOne(c.ann, c.bob)).json();
    expect((await act(c.bob, one.id, { action: 'decline', message: 'Away that week' })).json().status).toBe('declined');
    expect((await act(c.ann, one.id, { action: 'cancel' })).statusCode).toBe(409);
    const two = (await a.oneToOne(c.ann, c.bob)).json();
    expect((await act(c.ann, two.id, { action: 'cancel' })).json().status).toBe('cancelled');
    expect((await act(c.ann, two.id, { action: 'propose' })).statusCode).toBe(400);
  });
});

describe('testimonials', () => {
  it('the receiver publishes and unpublishes; nobody else may', async () => {
    const tm = (await a.testimonial(c.ann, c.bob)).json();
    expect((await a.post(c.ann, `/api/activities/${tm.id}/publish`, { published: true })).statusCode).toBe(403);
    expect((await a.post(c.vp, `/api/activities/${tm.id}/publish`, { published: true })).statusCode).toBe(403);
    const on = await a.post(c.bob, `/api/activities/${tm.id}/publish`, { published: true });
    expect(on.json()).toMatchObject({ published: true, actions: ['unpublish'] });
    const off = await a.post(c.bob, `/api/activities/${tm.id}/publish`, { published: false });
    expect(off.json()).toMatchObject({ published: false, actions: ['publish'] });
  });
});

describe('approvals', () => {
  it('queues pending referrals and businesses with counts; approve_* holders of the group decide', async () => {
    const ref = (await a.referral(c.ann, c.bob)).json();
    t.clock.advance(1000);
    const biz = (await a.business(c.bob, c.ann)).json();
    expect((await a.get(c.vp, '/api/approvals/counts')).json()).toEqual({
      members: 0,
      referrals: 1,
      businesses: 1,
      substitutes: 0,
    });
    expect((await a.get(c.board, '/api/approvals/counts')).json()).toEqual({ members: 0 });
    const queue = (await a.get(c.vp, '/api/activities/approvals?type=closed_business')).json();
    expect(queue.items).toMatchObject([{ id: biz.id, amountCents: 125_000, actions: ['approve', 'reject'] }]);
    expect((await a.get(c.board, '/api/activities/approvals?type=referral')).statusCode).toBe(403);
    expect((await a.post(c.board, `/api/activities/${ref.id}/approve`)).statusCode).toBe(403);

    const approved = await a.post(c.vp, `/api/activities/${ref.id}/approve`, { note: 'Great lead' });
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', approvalReason: 'Great lead' });
    expect((await a.post(c.vp, `/api/activities/${ref.id}/approve`)).statusCode).toBe(409);
    expect((await a.post(c.vp, `/api/activities/${biz.id}/reject`, { reason: ' ' })).statusCode).toBe(400);
    const rejected = await a.post(c.vp, `/api/activities/${biz.id}/reject`, { reason: 'Not a member business' });
    expect(rejected.json()).toMatchObject({ approvalStatus: 'rejected', approvalReason: 'Not a member business' });
    expect((await a.get(c.vp, '/api/approvals/counts')).json()).toEqual({
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
    const own = (await a.referral(c.vp, c.bob)).json();
    expect((await a.post(c.vp, `/api/activities/${own.id}/approve`)).statusCode).toBe(403);
    // The queue and its badge hold only what this leader can act on: not the referrals they gave or received.
    const theirs = (await a.referral(c.ann, c.bob)).json();
    await a.referral(c.ann, c.vp);
    const queue = (await a.get(c.vp, '/api/activities/approvals?type=referral')).json();
    expect(queue.items.map((r: { id: number }) => r.id)).toEqual([theirs.id]);
    expect(queue.items[0].actions).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect((await a.get(c.vp, '/api/approvals/counts')).json()).toMatchObject({ referrals: 1 });
    await t.ctx.db
      .insertInto('user_settings')
      .values({ user_id: c.ann.id, key: 'notifications.emailActivity', value: 'false', updated_at: 'x' })
      .execute();
    await a.post(c.vp, `/api/activities/${theirs.id}/approve`);
    expect((await outbox()).map((m) => m.recipient)).toEqual([c.bob.email]);
  });
});
