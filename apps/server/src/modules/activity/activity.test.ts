import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, chapter, type Person, person, requestId } from './activity-test-kit.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof chapter>>;
let a: ReturnType<typeof api>;

beforeEach(async () => {
  t = await createTestApp();
  c = await chapter(t);
  a = api(t);
});
afterEach(() => t.close());

const ids = (body: { items: Array<{ id: number }> }) => body.items.map((i) => i.id);
const counts = async (who: Person, type?: string) =>
  (await a.get(who, `/api/activities/unread-counts${type ? `?type=${type}` : ''}`)).json();

describe('creating activity', () => {
  it('stores each type with its fields, status and approval state', async () => {
    const ref = await a.referral(c.ann, c.bob);
    expect(ref.statusCode).toBe(201);
    expect(ref.json()).toMatchObject({
      type: 'referral',
      giver: { id: c.ann.id, name: 'Ann Able' },
      receiver: { id: c.bob.id, name: 'Bob Baker' },
      status: 'new',
      approvalStatus: 'pending',
      summary: 'Dana Prospect',
      details: { prospectName: 'Dana Prospect', temperature: 4, scope: 'outside' },
      actions: ['edit'],
    });
    const biz = await a.business(c.bob, c.ann, { referralId: ref.json().id });
    expect(biz.statusCode).toBe(201);
    expect(biz.json()).toMatchObject({
      status: 'recorded',
      approvalStatus: 'pending',
      amountCents: 125_000,
      currency: 'USD',
      referralId: ref.json().id,
      occurredAt: '2026-02-27T12:00:00.000Z',
      details: { businessKind: 'new', scope: 'inside' },
    });
    expect((await a.oneToOne(c.ann, c.cat)).json()).toMatchObject({
      status: 'requested',
      approvalStatus: null,
      occurredAt: '2026-03-04T15:00:00.000Z',
      details: { location: 'Harbour Café', proposedBy: c.ann.id },
    });
    expect((await a.testimonial(c.cat, c.bob)).json()).toMatchObject({ status: 'given', published: false });
    expect((await a.training(c.cat)).json()).toMatchObject({
      status: 'recorded',
      credits: 3,
      giver: { id: c.cat.id },
      receiver: { id: c.cat.id },
      summary: 'Member Success Program',
    });
  });

  it('rejects bad input with field messages, unknown fields and members of other groups', async () => {
    const bad = await a.referral(c.ann, c.bob, { prospectName: ' ', temperature: 7 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['prospectName', 'temperature']);
    expect((await a.referral(c.ann, c.bob, { isApproved: true })).statusCode).toBe(400);
    expect((await a.referral(c.ann, c.ann)).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const outsider = await person(t, (await buildGroup(t.ctx)).id);
    const res = await a.referral(c.ann, outsider);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'receiverId', message: 'Choose an active member of your group' }]);
    expect((await a.business(c.bob, c.ann, { amountCents: 0 })).statusCode).toBe(400);
    // A referral link must be one the thanked member gave to the recorder.
    const ref = await a.referral(c.cat, c.bob);
    expect((await a.business(c.bob, c.ann, { referralId: ref.json().id })).json().details[0].field).toBe('referralId');
  });

  it('stores a double-submitted create once (client request id)', async () => {
    const clientRequestId = requestId();
    const [one, two] = await Promise.all([
      a.referral(c.ann, c.bob, { clientRequestId }),
      a.referral(c.ann, c.bob, { clientRequestId }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json().id).toBe(two.json().id);
    const again = await a.referral(c.ann, c.bob, { clientRequestId });
    expect(again.statusCode).toBe(200);
    const rows = await t.ctx.db.selectFrom('activity_records').select('id').execute();
    expect(rows).toHaveLength(1);
    // The key is per creator: another member may use the same one.
    expect((await a.referral(c.cat, c.bob, { clientRequestId })).statusCode).toBe(201);
  });

  it('lets only leaders award training credits to someone else', async () => {
    expect((await a.training(c.ann, { receiverId: c.bob.id })).statusCode).toBe(403);
    const award = await a.training(c.vp, { receiverId: c.bob.id });
    expect(award.json()).toMatchObject({ giver: { id: c.vp.id }, receiver: { id: c.bob.id } });
    expect(ids((await a.get(c.bob, '/api/activities?box=received&type=training_credit')).json())).toEqual([
      award.json().id,
    ]);
  });

  it('audits every change', async () => {
    const ref = (await a.referral(c.ann, c.bob)).json();
    await a.post(c.bob, `/api/activities/${ref.id}/status`, { status: 'contacted' });
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'activity').execute();
    expect(audit.map((r) => r.action)).toEqual(['activity.referral.created', 'activity.referral.status']);
    expect(audit[1]).toMatchObject({ actor_id: c.bob.id, group_id: c.group.id, target_id: String(ref.id) });
    expect(audit[1]?.summary).toContain('new → contacted');
  });
});

describe('lists', () => {
  it('pages Given and Received newest first, with type, status and text filters', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await a.referral(c.ann, c.bob, { prospectName: `Prospect ${i}` })).json().id);
      t.clock.advance(1000);
    }
    const tyfcb = (await a.business(c.bob, c.ann)).json().id;
    const first = (await a.get(c.ann, '/api/activities?box=given&type=referral&limit=2')).json();
    expect(ids(first)).toEqual([made[4], made[3]]);
    const second = (
      await a.get(c.ann, `/api/activities?box=given&type=referral&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(ids(second)).toEqual([made[2], made[1]]);
    const last = (
      await a.get(c.ann, `/api/activities?box=given&type=referral&limit=2&cursor=${second.nextCursor}`)
    ).json();
    expect(last).toMatchObject({ nextCursor: null });
    expect(ids(last)).toEqual([made[0]]);

    expect(ids((await a.get(c.bob, '/api/activities?box=received')).json())).toEqual([...made].reverse());
    expect(ids((await a.get(c.ann, '/api/activities?box=received')).json())).toEqual([tyfcb]);
    expect(ids((await a.get(c.ann, '/api/activities?box=given&q=prospect%203')).json())).toEqual([made[3]]);
    expect(ids((await a.get(c.bob, '/api/activities?box=received&q=ann')).json())).toHaveLength(5);
    await a.post(c.bob, `/api/activities/${made[0]}/status`, { status: 'won' });
    expect(ids((await a.get(c.bob, '/api/activities?box=received&status=won')).json())).toEqual([made[0]]);
    expect((await a.get(c.ann, '/api/activities?cursor=@@')).statusCode).toBe(400);
  });

  it('shows the whole group to leaders only, and never another group', async () => {
    await a.referral(c.ann, c.bob);
    await a.business(c.bob, c.cat);
    expect((await a.get(c.vp, '/api/activities?box=group')).json().items).toHaveLength(2);
    expect((await a.get(c.vp, '/api/activities?box=group&type=closed_business')).json().items).toHaveLength(1);
    expect((await a.get(c.ann, '/api/activities?box=group')).statusCode).toBe(403);
    const other = await buildGroup(t.ctx);
    expect((await a.get(c.vp, `/api/activities?box=group&groupId=${other.id}`)).statusCode).toBe(404);
    const otherVp = await person(t, other.id, 'Vice President');
    expect((await a.get(otherVp, '/api/activities?box=group')).json().items).toEqual([]);
  });

  it('exports the group as CSV for leaders', async () => {
    await a.business(c.bob, c.cat, { description: '=HYPERLINK("x")' });
    const res = await a.get(c.vp, '/api/activities/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,type,date,created,giver,receiver,status,approval,amount,currency,credits,summary');
    expect(lines[1]).toContain('closed_business,2026-02-27');
    expect(lines[1]).toContain('Bob Baker,Cat Cole,recorded,pending,1250.00,USD');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await a.get(c.ann, '/api/activities/export.csv')).statusCode).toBe(403);
  });
});

describe('detail and privacy', () => {
  it('shows the history; other groups get 404; amounts only for the two members and leaders', async () => {
    const biz = (await a.business(c.bob, c.ann)).json();
    const detail = (await a.get(c.ann, `/api/activities/${biz.id}`)).json();
    expect(detail.history).toMatchObject([{ action: 'created', toStatus: 'recorded', actor: { id: c.bob.id } }]);
    expect(detail.amountCents).toBe(125_000);
    expect((await a.get(c.vp, `/api/activities/${biz.id}`)).json().amountCents).toBe(125_000);
    const seenByCat = (await a.get(c.cat, `/api/activities/${biz.id}`)).json();
    expect(seenByCat).toMatchObject({ amountCents: null, currency: null });
    const outsider = await person(t, (await buildGroup(t.ctx)).id, 'President');
    expect((await a.get(outsider, `/api/activities/${biz.id}`)).statusCode).toBe(404);
    expect((await a.patch(outsider, `/api/activities/${biz.id}`, { amountCents: 1 })).statusCode).toBe(404);
    expect((await a.post(outsider, `/api/activities/${biz.id}/approve`)).statusCode).toBe(404);
    expect((await a.get(c.ann, '/api/activities/999999')).statusCode).toBe(404);
  });

  it('keeps an unpublished testimonial between the two members and leaders', async () => {
    const tm = (await a.testimonial(c.ann, c.bob)).json();
    expect((await a.get(c.cat, `/api/activities/${tm.id}`)).statusCode).toBe(404);
    expect((await a.get(c.board, `/api/activities/${tm.id}`)).statusCode).toBe(200);
    await a.post(c.bob, `/api/activities/${tm.id}/publish`, { published: true });
    expect((await a.get(c.cat, `/api/activities/${tm.id}`)).json()).toMatchObject({ published: true, actions: [] });
  });
});

describe('editing', () => {
  it('lets the giver edit until approved; a rejected record goes back for approval', async () => {
    const biz = (await a.business(c.bob, c.ann)).json();
    expect((await a.patch(c.ann, `/api/activities/${biz.id}`, { amountCents: 1 })).statusCode).toBe(403);
    expect((await a.patch(c.bob, `/api/activities/${biz.id}`, { prospectName: 'X' })).json().details).toEqual([
      { field: 'prospectName', message: 'Not editable on this record' },
    ]);
    const edited = await a.patch(c.bob, `/api/activities/${biz.id}`, { amountCents: 99_900, currency: 'EUR' });
    expect(edited.json()).toMatchObject({ amountCents: 99_900, currency: 'EUR' });
    await a.post(c.vp, `/api/activities/${biz.id}/reject`, { reason: 'Amount looks wrong' });
    const resent = await a.patch(c.bob, `/api/activities/${biz.id}`, { amountCents: 89_900 });
    expect(resent.json()).toMatchObject({ approvalStatus: 'pending', approvalReason: null, amountCents: 89_900 });
    await a.post(c.vp, `/api/activities/${biz.id}/approve`);
    const late = await a.patch(c.bob, `/api/activities/${biz.id}`, { amountCents: 1 });
    expect(late.statusCode).toBe(403);
    const history = (await a.get(c.bob, `/api/activities/${biz.id}`)).json().history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'edited',
      'rejected',
      'edited',
      'approved',
    ]);
  });
});

describe('unread counts', () => {
  it('counts what others created or changed, per tab and type, until the tab or the record is opened', async () => {
    expect(await counts(c.bob)).toEqual({ givenCount: 0, receivedCount: 0 });
    const ref = (await a.referral(c.ann, c.bob)).json();
    await a.testimonial(c.ann, c.bob);
    expect(await counts(c.ann)).toEqual({ givenCount: 0, receivedCount: 0 });
    expect(await counts(c.bob)).toEqual({ givenCount: 0, receivedCount: 2 });
    expect(await counts(c.bob, 'referral')).toEqual({ givenCount: 0, receivedCount: 1 });
    const list = (await a.get(c.bob, '/api/activities?box=received')).json();
    expect(list.items.map((i: { unread: boolean }) => i.unread)).toEqual([true, true]);

    // Bob moves the referral on: it is news for Ann's Given tab.
    await a.post(c.bob, `/api/activities/${ref.id}/status`, { status: 'contacted' });
    expect(await counts(c.ann)).toEqual({ givenCount: 1, receivedCount: 0 });

    const seen = await a.post(c.bob, '/api/activities/seen', { box: 'received', type: 'referral' });
    expect(seen.json()).toEqual({ givenCount: 0, receivedCount: 1 });
    await a.post(c.bob, '/api/activities/seen', { box: 'received' });
    expect(await counts(c.bob)).toEqual({ givenCount: 0, receivedCount: 0 });
    expect((await a.post(c.bob, '/api/activities/seen', { box: 'sent' })).statusCode).toBe(400);

    // Opening the record marks it seen too.
    await a.get(c.ann, `/api/activities/${ref.id}`);
    expect(await counts(c.ann)).toEqual({ givenCount: 0, receivedCount: 0 });
  });

  it('marks a leader decision unread for both members', async () => {
    const ref = (await a.referral(c.ann, c.bob)).json();
    await a.post(c.bob, '/api/activities/seen', { box: 'received' });
    await a.post(c.vp, `/api/activities/${ref.id}/approve`, {});
    expect(await counts(c.ann)).toEqual({ givenCount: 1, receivedCount: 0 });
    expect(await counts(c.bob)).toEqual({ givenCount: 0, receivedCount: 1 });
  });
});
