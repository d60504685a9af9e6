import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { BodyOf, QueryOf } from '../../test/test-client.ts';
import { api, bodies, chapter, type Person, person, requestId } from './activity-test-kit.ts';

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
const counts = (who: Person, query: QueryOf<'GET /api/activities/unread-counts'> = {}) =>
  a.as(who).ok('GET /api/activities/unread-counts', { query });
const list = (who: Person, query: QueryOf<'GET /api/activities'>) => a.as(who).call('GET /api/activities', { query });
const listed = async (who: Person, query: QueryOf<'GET /api/activities'>) => ids((await list(who, query)).body);
const detail = (who: Person, id: number) => a.as(who).call('GET /api/activities/:id', { params: { id } });

describe('creating activity', () => {
  it('stores each type with its fields, status and approval state', async () => {
    const ref = await a.referral(c.ann, c.bob);
    expect(ref.statusCode).toBe(201);
    expect(ref.body).toMatchObject({
      type: 'referral',
      giver: { id: c.ann.id, name: 'Ann Able' },
      receiver: { id: c.bob.id, name: 'Bob Baker' },
      status: 'new',
      approvalStatus: 'pending',
      summary: 'Dana Prospect',
      details: { prospectName: 'Dana Prospect', temperature: 4, scope: 'outside' },
      // Its giver changes or deletes it while its PALMS week is a draft (docs/palms-weeks.md).
      actions: ['edit', 'delete'],
    });
    const biz = await a.business(c.bob, c.ann, { referralId: ref.body.id });
    expect(biz.statusCode).toBe(201);
    expect(biz.body).toMatchObject({
      status: 'recorded',
      approvalStatus: 'pending',
      amountCents: 125_000,
      currency: 'USD',
      referralId: ref.body.id,
      occurredAt: '2026-02-27T12:00:00.000Z',
      details: { businessKind: 'new', scope: 'inside' },
    });
    expect((await a.oneToOne(c.ann, c.cat)).body).toMatchObject({
      status: 'requested',
      approvalStatus: null,
      occurredAt: '2026-03-04T15:00:00.000Z',
      details: { location: 'Harbour Café', proposedBy: c.ann.id },
    });
    expect((await a.testimonial(c.cat, c.bob)).body).toMatchObject({ status: 'given', published: false });
    expect((await a.training(c.cat)).body).toMatchObject({
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
    expect(bad.error.details?.map((d) => d.field).sort()).toEqual(['prospectName', 'temperature']);
    const approvedByHand = { ...bodies.referral(c.bob), isApproved: true };
    expect((await a.as(c.ann).raw('POST /api/activities', { body: approvedByHand })).statusCode).toBe(400);
    expect((await a.referral(c.ann, c.ann)).error).toMatchObject({ code: 'VALIDATION_ERROR' });
    const outsider = await person(t, (await buildGroup(t.ctx)).id);
    const res = await a.referral(c.ann, outsider);
    expect(res.statusCode).toBe(400);
    expect(res.error.details).toEqual([{ field: 'receiverId', message: 'Choose an active member of your group' }]);
    expect((await a.business(c.bob, c.ann, { amountCents: 0 })).statusCode).toBe(400);
    // A referral link must be one the thanked member gave to the recorder.
    const ref = await a.referral(c.cat, c.bob);
    expect((await a.business(c.bob, c.ann, { referralId: ref.body.id })).error.details?.[0]?.field).toBe('referralId');
  });

  it('stores a double-submitted create once (client request id)', async () => {
    const clientRequestId = requestId();
    const [one, two] = await Promise.all([
      a.referral(c.ann, c.bob, { clientRequestId }),
      a.referral(c.ann, c.bob, { clientRequestId }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.body.id).toBe(two.body.id);
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
    expect(award.body).toMatchObject({ giver: { id: c.vp.id }, receiver: { id: c.bob.id } });
    expect(await listed(c.bob, { box: 'received', type: 'training_credit' })).toEqual([award.body.id]);
  });

  it('audits every change', async () => {
    const ref = (await a.referral(c.ann, c.bob)).body;
    await a.as(c.bob).ok('POST /api/activities/:id/status', { params: { id: ref.id }, body: { status: 'contacted' } });
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
      made.push((await a.referral(c.ann, c.bob, { prospectName: `Prospect ${i}` })).body.id);
      t.clock.advance(1000);
    }
    const tyfcb = (await a.business(c.bob, c.ann)).body.id;
    const page = { box: 'given', type: 'referral', limit: 2 } as const;
    const first = (await list(c.ann, page)).body;
    expect(ids(first)).toEqual([made[4], made[3]]);
    const second = (await list(c.ann, { ...page, cursor: first.nextCursor ?? undefined })).body;
    expect(ids(second)).toEqual([made[2], made[1]]);
    const last = (await list(c.ann, { ...page, cursor: second.nextCursor ?? undefined })).body;
    expect(last).toMatchObject({ nextCursor: null });
    expect(ids(last)).toEqual([made[0]]);

    expect(await listed(c.bob, { box: 'received' })).toEqual([...made].reverse());
    expect(await listed(c.ann, { box: 'received' })).toEqual([tyfcb]);
    expect(await listed(c.ann, { box: 'given', q: 'prospect 3' })).toEqual([made[3]]);
    expect(await listed(c.bob, { box: 'received', q: 'ann' })).toHaveLength(5);
    const won = { params: { id: made[0] as number }, body: { status: 'won' } } as const;
    await a.as(c.bob).ok('POST /api/activities/:id/status', won);
    expect(await listed(c.bob, { box: 'received', status: 'won' })).toEqual([made[0]]);
    expect((await list(c.ann, { cursor: '@@' })).statusCode).toBe(400);
  });

  it('shows the whole group to leaders only, and never another group', async () => {
    await a.referral(c.ann, c.bob);
    await a.business(c.bob, c.cat);
    expect(await listed(c.vp, { box: 'group' })).toHaveLength(2);
    expect(await listed(c.vp, { box: 'group', type: 'closed_business' })).toHaveLength(1);
    expect((await list(c.ann, { box: 'group' })).statusCode).toBe(403);
    const other = await buildGroup(t.ctx);
    expect((await list(c.vp, { box: 'group', groupId: other.id })).statusCode).toBe(404);
    const otherVp = await person(t, other.id, 'Vice President');
    expect(await listed(otherVp, { box: 'group' })).toEqual([]);
  });

  it('writes the CSV headers in the language of the leader who downloads', async () => {
    await t.ctx.db.updateTable('groups').set({ language: 'de' }).where('id', '=', c.group.id).execute();
    await a.business(c.bob, c.cat);
    const german = await a.as(c.vp).call('GET /api/activities/export.csv');
    expect(german.text.split('\r\n')[0]).toBe(
      'ID,Art,Datum,Erstellt,Gebende Person,Empfangende Person,Status,Freigabe,Betrag,Währung,Punkte,Zusammenfassung',
    );
    await t.ctx.db.updateTable('users').set({ preferred_language: 'es' }).where('id', '=', c.vp.id).execute();
    const spanish = await a.as(c.vp).call('GET /api/activities/export.csv');
    expect(spanish.text.split('\r\n')[0]).toBe(
      'id,tipo,fecha,creado,quien da,quien recibe,estado,aprobación,importe,moneda,créditos,resumen',
    );
  });

  it('exports the group as CSV for leaders', async () => {
    await a.business(c.bob, c.cat, { description: '=HYPERLINK("x")' });
    const res = await a.as(c.vp).call('GET /api/activities/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,type,date,created,giver,receiver,status,approval,amount,currency,credits,summary');
    expect(lines[1]).toContain('closed_business,2026-02-27');
    expect(lines[1]).toContain('Bob Baker,Cat Cole,recorded,pending,1250.00,USD');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await a.as(c.ann).call('GET /api/activities/export.csv')).statusCode).toBe(403);
  });
});

describe('pushes in the members’ languages', () => {
  it('tells the receiver and the approvers each in their language, else the chapter’s, the amount in its form', async () => {
    // A German chapter; Ann chose Spanish; the Vice President (who approves) follows the chapter.
    await t.ctx.db.updateTable('groups').set({ language: 'de' }).where('id', '=', c.group.id).execute();
    await t.ctx.db.updateTable('users').set({ preferred_language: 'es' }).where('id', '=', c.ann.id).execute();
    await a.business(c.bob, c.ann);
    const told = (who: Person) =>
      t.ctx.db.selectFrom('notifications').select(['title', 'body']).where('user_id', '=', who.id).execute();
    expect(await told(c.ann)).toEqual([
      { title: 'Bob Baker te dio las gracias por negocio cerrado', body: '1250,00\u00a0US$: Kitchen renovation' },
    ]);
    expect(await told(c.vp)).toEqual([
      {
        title: 'Ein Danke für abgeschlossenes Geschäft wartet auf deine Freigabe',
        body: 'Danke von Bob Baker an Ann Able für abgeschlossenes Geschäft über 1.250,00\u00a0$',
      },
    ]);
  });
});

describe('detail and privacy', () => {
  it('shows the history; other groups get 404; amounts only for the two members and leaders', async () => {
    const biz = (await a.business(c.bob, c.ann)).body;
    const seenByAnn = (await detail(c.ann, biz.id)).body;
    expect(seenByAnn.history).toMatchObject([{ action: 'created', toStatus: 'recorded', actor: { id: c.bob.id } }]);
    expect(seenByAnn.amountCents).toBe(125_000);
    expect((await detail(c.vp, biz.id)).body.amountCents).toBe(125_000);
    const seenByCat = (await detail(c.cat, biz.id)).body;
    expect(seenByCat).toMatchObject({ amountCents: null, currency: null });
    const outsider = a.as(await person(t, (await buildGroup(t.ctx)).id, 'President'));
    const params = { id: biz.id };
    expect((await outsider.call('GET /api/activities/:id', { params })).statusCode).toBe(404);
    expect((await outsider.call('PATCH /api/activities/:id', { params, body: { amountCents: 1 } })).statusCode).toBe(
      404,
    );
    expect((await outsider.call('POST /api/activities/:id/approve', { params, body: {} })).statusCode).toBe(404);
    expect((await detail(c.ann, 999999)).statusCode).toBe(404);
  });

  it('keeps an unpublished testimonial between the two members and leaders', async () => {
    const tm = (await a.testimonial(c.ann, c.bob)).body;
    expect((await detail(c.cat, tm.id)).statusCode).toBe(404);
    expect((await detail(c.board, tm.id)).statusCode).toBe(200);
    await a.as(c.bob).ok('POST /api/activities/:id/publish', { params: { id: tm.id }, body: { published: true } });
    expect((await detail(c.cat, tm.id)).body).toMatchObject({ published: true, actions: [] });
  });
});

describe('editing', () => {
  it('lets the giver edit until approved; a rejected record goes back for approval', async () => {
    const biz = (await a.business(c.bob, c.ann)).body;
    const params = { id: biz.id };
    const edit = (who: Person, body: BodyOf<'PATCH /api/activities/:id'>) =>
      a.as(who).call('PATCH /api/activities/:id', { params, body });
    expect((await edit(c.ann, { amountCents: 1 })).statusCode).toBe(403);
    expect((await edit(c.bob, { prospectName: 'X' })).error.details).toEqual([
      { field: 'prospectName', message: 'Not editable on this record' },
    ]);
    const edited = await edit(c.bob, { amountCents: 99_900, currency: 'EUR' });
    expect(edited.body).toMatchObject({ amountCents: 99_900, currency: 'EUR' });
    await a.as(c.vp).ok('POST /api/activities/:id/reject', { params, body: { reason: 'Amount looks wrong' } });
    const resent = await edit(c.bob, { amountCents: 89_900 });
    expect(resent.body).toMatchObject({ approvalStatus: 'pending', approvalReason: null, amountCents: 89_900 });
    await a.as(c.vp).ok('POST /api/activities/:id/approve', { params, body: {} });
    const late = await edit(c.bob, { amountCents: 1 });
    expect(late.statusCode).toBe(403);
    const history = (await detail(c.bob, biz.id)).body.history;
    expect(history.map((h) => h.action)).toEqual(['created', 'edited', 'rejected', 'edited', 'approved']);
  });
});

describe('unread counts', () => {
  it('counts what others created or changed, per tab and type, until the tab or the record is opened', async () => {
    expect(await counts(c.bob)).toEqual({ givenCount: 0, receivedCount: 0 });
    const ref = (await a.referral(c.ann, c.bob)).body;
    await a.testimonial(c.ann, c.bob);
    expect(await counts(c.ann)).toEqual({ givenCount: 0, receivedCount: 0 });
    expect(await counts(c.bob)).toEqual({ givenCount: 0, receivedCount: 2 });
    expect(await counts(c.bob, { type: 'referral' })).toEqual({ givenCount: 0, receivedCount: 1 });
    const received = (await list(c.bob, { box: 'received' })).body;
    expect(received.items.map((i) => i.unread)).toEqual([true, true]);

    // Bob moves the referral on: it is news for Ann's Given tab.
    await a.as(c.bob).ok('POST /api/activities/:id/status', { params: { id: ref.id }, body: { status: 'contacted' } });
    expect(await counts(c.ann)).toEqual({ givenCount: 1, receivedCount: 0 });

    const bob = a.as(c.bob);
    const seen = await bob.ok('POST /api/activities/seen', { body: { box: 'received', type: 'referral' } });
    expect(seen).toEqual({ givenCount: 0, receivedCount: 1 });
    await bob.ok('POST /api/activities/seen', { body: { box: 'received' } });
    expect(await counts(c.bob)).toEqual({ givenCount: 0, receivedCount: 0 });
    expect((await bob.raw('POST /api/activities/seen', { body: { box: 'sent' } })).statusCode).toBe(400);

    // Opening the record marks it seen too.
    await detail(c.ann, ref.id);
    expect(await counts(c.ann)).toEqual({ givenCount: 0, receivedCount: 0 });
  });

  it('marks a leader decision unread for both members', async () => {
    const ref = (await a.referral(c.ann, c.bob)).body;
    await a.as(c.bob).ok('POST /api/activities/seen', { body: { box: 'received' } });
    await a.as(c.vp).ok('POST /api/activities/:id/approve', { params: { id: ref.id }, body: {} });
    expect(await counts(c.ann)).toEqual({ givenCount: 1, receivedCount: 0 });
    expect(await counts(c.bob)).toEqual({ givenCount: 0, receivedCount: 1 });
  });
});
