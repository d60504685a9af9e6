import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, type GroupRow, loginAs } from '../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { committeeKit } from './committee-test-kit.ts';

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

const notes = (token: string, userId: number) =>
  as(token).raw('GET /api/committee/members/:userId/notes', { params: { userId } });
const addNote = (token: string, userId: number, body: string) =>
  as(token).raw('POST /api/committee/members/:userId/notes', { params: { userId }, body: { body } });
const vote = (token: string, userId: number, v: 'approve' | 'decline' | 'abstain') =>
  as(token).raw('PUT /api/committee/applications/:userId/vote', { params: { userId }, body: { vote: v } });
const decide = (token: string, userId: number, body: object) =>
  as(token).raw('POST /api/committee/applications/:userId/decision', { params: { userId }, body });

describe('committee seats', () => {
  it('leaders with manage_members seat and unseat members; the seat grants membership_committee', async () => {
    const president = await kit.member({ role: 'President' });
    const cara = await kit.member({ name: 'Cara Seat' });
    const seat = (token: string, seated: boolean) =>
      as(token).raw('PUT /api/committee/seats/:userId', { params: { userId: cara.id }, body: { seated } });
    expect((await seat(cara.token, true)).statusCode).toBe(403);
    expect((await seat(president.token, true)).statusCode).toBe(200);
    const seats = await as(president.token).ok('GET /api/committee/seats');
    expect(seats.items.find((s) => s.userId === cara.id)).toMatchObject({ name: 'Cara Seat', seated: true });
    expect((await as(cara.token).ok('GET /api/profile')).permissions).toContain('membership_committee');
    expect((await notes(cara.token, president.id)).statusCode).toBe(200);
    expect((await seat(president.token, false)).statusCode).toBe(200);
    expect((await notes(cara.token, president.id)).statusCode).toBe(403);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(cara.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['committee.seated', 'committee.unseated']);
  });

  it('seats only active members of the group', async () => {
    const president = await kit.member({ role: 'President' });
    const applicant = await kit.apply('Ann Applicant', 'ann@example.test');
    const res = await as(president.token).raw('PUT /api/committee/seats/:userId', {
      params: { userId: applicant },
      body: { seated: true },
    });
    expect(res.statusCode).toBe(409);
    const other = await buildGroup(t.ctx);
    const elsewhere = await buildAdmin(t.ctx);
    await t.ctx.db
      .insertInto('memberships')
      .values({
        user_id: elsewhere.id,
        group_id: other.id,
        role: 'Member',
        status: 'active',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const far = await as(president.token).raw('PUT /api/committee/seats/:userId', {
      params: { userId: elsewhere.id },
      body: { seated: true },
    });
    expect(far.statusCode).toBe(404);
  });
});

describe('confidential notes', () => {
  it('only seat holders read and write them: a leader or a platform admin without a seat gets 403', async () => {
    const cara = await kit.member({ name: 'Cara Seat', seated: true });
    const dan = await kit.member({ name: 'Dan Seat', seated: true });
    const subject = await kit.member({ name: 'Sam Subject' });
    const president = await kit.member({ role: 'President' });
    const adminRole = await kit.member({ role: 'Admin' });
    const platform = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    expect((await addNote(cara.token, subject.id, 'Missed three meetings; talk to him.')).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await addNote(dan.token, subject.id, 'Agreed.')).statusCode).toBe(201);
    const read = await notes(dan.token, subject.id);
    expect(read.body.items).toMatchObject([
      { authorName: 'Cara Seat', body: 'Missed three meetings; talk to him.' },
      { authorName: 'Dan Seat', body: 'Agreed.' },
    ]);
    for (const token of [president.token, adminRole.token, platform, subject.token]) {
      expect((await notes(token, subject.id)).statusCode).toBe(403);
      expect((await addNote(token, subject.id, 'Peek')).statusCode).toBe(403);
    }
    expect((await addNote(cara.token, subject.id, '   ')).statusCode).toBe(400);
  });

  it('a seat holder of another group finds no member of this one', async () => {
    const subject = await kit.member({ name: 'Sam Subject' });
    const other = await buildGroup(t.ctx);
    const outsider = committeeKit(() => ({ t, group: other }));
    const seated = await outsider.member({ seated: true });
    expect((await notes(seated.token, subject.id)).statusCode).toBe(404);
  });

  it('stay with the chapter that wrote them when the member moves to another', async () => {
    const cara = await kit.member({ name: 'Cara Seat', seated: true });
    const subject = await kit.member({ name: 'Sam Subject' });
    expect((await addNote(cara.token, subject.id, 'Missed three meetings.')).statusCode).toBe(201);
    const other = await buildGroup(t.ctx);
    const seated = await committeeKit(() => ({ t, group: other })).member({ seated: true });
    await t.ctx.db.updateTable('memberships').set({ group_id: other.id }).where('user_id', '=', subject.id).execute();
    const read = await notes(seated.token, subject.id);
    expect(read.statusCode).toBe(200);
    expect(read.body.items).toEqual([]);
  });
});

describe('applications before the committee', () => {
  it('discussion, one changeable vote per seat holder, and the tally', async () => {
    const cara = await kit.member({ name: 'Cara Seat', seated: true });
    const dan = await kit.member({ name: 'Dan Seat', seated: true });
    const ann = await kit.apply('Ann Applicant', 'ann@example.test', 'Florist');
    await as(cara.token).call('POST /api/committee/applications/:userId/discussion', {
      params: { userId: ann },
      body: { body: 'Visited her shop: good fit.' },
    });
    expect((await vote(cara.token, ann, 'decline')).statusCode).toBe(200);
    expect((await vote(cara.token, ann, 'approve')).statusCode).toBe(200);
    expect((await vote(dan.token, ann, 'abstain')).statusCode).toBe(200);
    const list = await as(cara.token).ok('GET /api/committee/applications');
    expect(list.items).toMatchObject([
      { userId: ann, classification: 'Florist', tally: { approve: 1, decline: 0, abstain: 1 }, myVote: 'approve' },
    ]);
    const detail = await as(dan.token).ok('GET /api/committee/applications/:userId', { params: { userId: ann } });
    expect(detail).toMatchObject({
      myVote: 'abstain',
      seats: 2,
      conflict: null,
      discussion: [{ authorName: 'Cara Seat', body: 'Visited her shop: good fit.' }],
    });
    expect(detail.votes.map((v) => [v.voterName, v.vote]).sort()).toEqual([
      ['Cara Seat', 'approve'],
      ['Dan Seat', 'abstain'],
    ]);
  });

  it('approving goes through the approvals path: the member joins, is e-mailed, and the decision keeps the tally', async () => {
    const cara = await kit.member({ name: 'Cara Seat', seated: true });
    const ann = await kit.apply('Ann Applicant', 'ann@example.test', 'Florist');
    await vote(cara.token, ann, 'approve');
    const res = await decide(cara.token, ann, { decision: 'approve', classification: 'Florist' });
    expect(res.statusCode).toBe(200);
    const m = await t.ctx.db.selectFrom('memberships').selectAll().where('user_id', '=', ann).executeTakeFirstOrThrow();
    expect(m).toMatchObject({ status: 'active', classification: 'Florist' });
    await sink.waitFor((mail) => mail.to.includes('ann@example.test'));
    const decision = await t.ctx.db.selectFrom('committee_decisions').selectAll().executeTakeFirstOrThrow();
    expect(decision).toMatchObject({ decision: 'approved', votes_approve: 1, votes_decline: 0, decided_by: cara.id });
    // A vote or a second decision after the decision is refused with a reason.
    expect((await vote(cara.token, ann, 'decline')).statusCode).toBe(409);
    expect((await decide(cara.token, ann, { decision: 'decline', reason: 'Late' })).statusCode).toBe(409);
    expect((await as(cara.token).ok('GET /api/committee/applications')).items).toEqual([]);
  });

  it('declining goes through the reject path and a late vote is refused', async () => {
    const cara = await kit.member({ name: 'Cara Seat', seated: true });
    const bob = await kit.apply('Bob Applicant', 'bob@example.test', 'Baker');
    const res = await decide(cara.token, bob, { decision: 'decline', reason: 'No seat for a second bakery' });
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.selectFrom('memberships').select('id').where('user_id', '=', bob).executeTakeFirst()).toBe(
      undefined,
    );
    const mail = await sink.waitFor((m) => m.to.includes('bob@example.test'));
    expect(mail.text).toContain('No seat for a second bakery');
    const late = await vote(cara.token, bob, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.error.message).toBe('The committee has already decided on this application.');
  });

  it('seat check: a classification that reads the same needs the confirmation; the same one is never approved', async () => {
    const cara = await kit.member({ name: 'Cara Seat', seated: true });
    await kit.member({ name: 'Carl Cafe', classification: 'Café Owner' });
    const ann = await kit.apply('Ann Applicant', 'ann@example.test', 'cafe  owner');
    const list = await as(cara.token).ok('GET /api/committee/applications');
    expect(list.items[0]?.conflict).toMatchObject({ name: 'Carl Cafe', classification: 'Café Owner' });
    const refused = await decide(cara.token, ann, { decision: 'approve', classification: 'Cafe Owner' });
    expect(refused.statusCode).toBe(409);
    expect(refused.error).toMatchObject({
      code: 'CLASSIFICATION_CONFLICT',
      message:
        'Carl Cafe holds the classification "Café Owner", which reads the same as "Cafe Owner". Confirm to approve anyway.',
      classificationHeldBy: { name: 'Carl Cafe' },
    });
    const exact = await decide(cara.token, ann, {
      decision: 'approve',
      classification: 'café owner',
      confirmConflict: true,
    });
    expect(exact.error.code).toBe('CLASSIFICATION_TAKEN');
    const confirmed = await decide(cara.token, ann, {
      decision: 'approve',
      classification: 'Cafe Owner',
      confirmConflict: true,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('only seat holders see applications; the approvals queue still works without the committee', async () => {
    const president = await kit.member({ role: 'President' });
    await kit.apply('Ann Applicant', 'ann@example.test');
    expect((await as(president.token).raw('GET /api/committee/applications')).statusCode).toBe(403);
    expect((await as(president.token).ok('GET /api/approvals/members')).items).toHaveLength(1);
  });
});
