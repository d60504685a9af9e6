import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuiltUser, buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, type QueryOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
let sink: SmtpSink;
let group: GroupRow;
let mentor: BuiltUser;
let mentee: BuiltUser;
let mentorToken: string;
let menteeToken: string;
let president: string;

beforeEach(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter' });
  mentor = await buildMember(t.ctx, { groupId: group.id, name: 'Maria Mentor' });
  mentee = await buildMember(t.ctx, { groupId: group.id, name: 'Ned Newcomer' });
  await t.ctx.db
    .updateTable('memberships')
    .set({ classification: 'Accountant' })
    .where('user_id', '=', mentor.id)
    .execute();
  mentorToken = await loginAs(t.app, mentor.email);
  menteeToken = await loginAs(t.app, mentee.email);
  president = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
});
afterEach(async () => {
  await t.close();
  await sink.stop();
});

const as = (token: string) => testClient(t.app, token);
const optIn = (token: string, body: Partial<BodyOf<'PUT /api/mentorship/profile'>> = {}) =>
  as(token).call('PUT /api/mentorship/profile', { body: { expertise: 'Cash flow, pricing', capacity: 2, ...body } });
const apply = (token: string, mentorId: number, goals = 'Grow referrals') =>
  as(token).call('POST /api/mentorship/mentorships', { body: { mentorId, goals, message: 'Hello!' } });
const applied = async (token: string, mentorId: number) => (await apply(token, mentorId)).body.mentorship.id;
const accept = (token: string, id: number) =>
  as(token).call('POST /api/mentorship/mentorships/:id/accept', { params: { id } });
const complete = (token: string, id: number) =>
  as(token).call('POST /api/mentorship/mentorships/:id/complete', { params: { id } });
const decline = (token: string, id: number, body: BodyOf<'POST /api/mentorship/mentorships/:id/decline'>) =>
  as(token).call('POST /api/mentorship/mentorships/:id/decline', { params: { id }, body });
const assign = (token: string, body: BodyOf<'POST /api/mentorship/mentorships/assign'>) =>
  as(token).call('POST /api/mentorship/mentorships/assign', { body });
const mentorships = (token: string, query: QueryOf<'GET /api/mentorship/mentorships'> = {}) =>
  as(token).call('GET /api/mentorship/mentorships', { query });
const optOut = (token: string) => as(token).call('DELETE /api/mentorship/profile');

describe('mentor profiles and search', () => {
  it('opts in, validates, updates and opts out', async () => {
    expect(await as(mentorToken).ok('GET /api/mentorship/profile')).toEqual({ profile: null });
    const bad = await optIn(mentorToken, { capacity: 0, expertise: ' ' });
    expect(bad.statusCode).toBe(400);
    const withRole = { body: { expertise: 'Pricing', capacity: 2, role: 'President' } };
    expect((await as(mentorToken).raw('PUT /api/mentorship/profile', withRole)).statusCode).toBe(400);
    const res = await optIn(mentorToken, { bio: 'Twenty years of small-business books.' });
    expect(res.body.profile).toMatchObject({
      userId: mentor.id,
      name: 'Maria Mentor',
      classification: 'Accountant',
      expertise: 'Cash flow, pricing',
      capacity: 2,
      activeCount: 0,
      full: false,
      accepting: true,
    });
    expect((await optIn(mentorToken, { capacity: 3, accepting: false })).body.profile).toMatchObject({
      capacity: 3,
      accepting: false,
    });
    expect((await optOut(mentorToken)).statusCode).toBe(200);
    expect((await optOut(mentorToken)).statusCode).toBe(404);
  });

  it('finds mentors of the caller’s group by name, classification and expertise, marking full ones', async () => {
    await optIn(mentorToken, { capacity: 1 });
    const other = await buildMember(t.ctx, { groupId: group.id, name: 'Olga Other' });
    await optIn(await loginAs(t.app, other.email), { expertise: 'Social media' });
    const elsewhere = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id, name: 'Maria Elsewhere' });
    await optIn(await loginAs(t.app, elsewhere.email));

    const search = (query: QueryOf<'GET /api/mentorship/mentors'>) =>
      as(menteeToken).ok('GET /api/mentorship/mentors', { query });
    const names = async (query: QueryOf<'GET /api/mentorship/mentors'> = {}) =>
      (await search(query)).items.map((m) => m.name);
    expect(await names()).toEqual(['Maria Mentor', 'Olga Other']);
    expect(await names({ q: 'maria' })).toEqual(['Maria Mentor']);
    expect(await names({ q: 'social' })).toEqual(['Olga Other']);
    expect(await names({ classification: 'account' })).toEqual(['Maria Mentor']);
    expect(await names({ expertise: 'PRICING' })).toEqual(['Maria Mentor']);
    expect(await names({ q: '%' })).toEqual([]);
    const page = await search({ limit: 1 });
    expect(page.items).toHaveLength(1);
    const rest = await search({ limit: 1, cursor: page.nextCursor ?? undefined });
    expect(rest).toMatchObject({ items: [{ name: 'Olga Other' }], nextCursor: null });

    await accept(mentorToken, await applied(menteeToken, mentor.id));
    const card = (userId: number) =>
      as(menteeToken).call('GET /api/mentorship/mentors/:userId', { params: { userId } });
    expect((await card(mentor.id)).body).toMatchObject({ activeCount: 1, capacity: 1, full: true });
    expect((await card(elsewhere.id)).statusCode).toBe(404);
  });
});

describe('mentorship lifecycle', () => {
  beforeEach(async () => {
    await optIn(mentorToken);
  });

  it('applies (pending), notifies the mentor, and the mentor accepts (active)', async () => {
    const publish = vi.spyOn(t.ctx.realtime, 'publish');
    const res = await apply(menteeToken, mentor.id);
    expect(res.statusCode).toBe(201);
    const { mentorship } = res.body;
    expect(mentorship).toMatchObject({
      status: 'pending',
      mentor: { id: mentor.id, name: 'Maria Mentor' },
      mentee: { id: mentee.id, name: 'Ned Newcomer' },
      goals: 'Grow referrals',
      message: 'Hello!',
      actions: [],
    });
    const mail = await sink.waitFor((m) => m.to.includes(mentor.email));
    expect(mail.subject).toBe('Ned Newcomer asks you to be their mentor');
    expect(mail.text).toContain('https://chapter.test/activity/mentorship/search');
    expect(publish).toHaveBeenCalledWith(`mentorship:${mentor.id}`, {
      type: 'mentorship_update',
      mentorshipId: mentorship.id,
      status: 'pending',
    });
    expect(publish).toHaveBeenCalledWith(`mentorship:${mentee.id}`, expect.objectContaining({ status: 'pending' }));

    const mine = (await mentorships(mentorToken)).body;
    expect(mine.items[0]).toMatchObject({ id: mentorship.id, actions: ['accept', 'decline'] });
    expect((await apply(menteeToken, mentor.id)).statusCode).toBe(409);
    expect((await accept(menteeToken, mentorship.id)).statusCode).toBe(403);

    t.clock.advance(60_000);
    const accepted = await accept(mentorToken, mentorship.id);
    expect(accepted.body.mentorship).toMatchObject({
      status: 'active',
      startedAt: '2026-03-02T09:01:00.000Z',
      actions: ['complete'],
    });
    expect((await sink.waitFor((m) => m.to.includes(mentee.email))).subject).toBe(
      'Maria Mentor accepted your mentorship application',
    );
    expect((await accept(mentorToken, mentorship.id)).statusCode).toBe(409);
    expect((await optOut(mentorToken)).statusCode).toBe(200);
  });

  it('declines with a reason the mentee reads; a new application is possible afterwards', async () => {
    const id = await applied(menteeToken, mentor.id);
    expect((await optOut(mentorToken)).statusCode).toBe(409);
    const res = await decline(mentorToken, id, { reason: 'Fully booked this quarter' });
    expect(res.body.mentorship).toMatchObject({ status: 'declined', declineReason: 'Fully booked this quarter' });
    const mail = await sink.waitFor((m) => m.to.includes(mentee.email));
    expect(mail.text).toContain('Fully booked this quarter');
    expect((await decline(mentorToken, id, {})).statusCode).toBe(409);
    expect((await apply(menteeToken, mentor.id)).statusCode).toBe(201);
  });

  it('completes an active mentorship from either side; both get the news', async () => {
    const id = await applied(menteeToken, mentor.id);
    expect((await complete(menteeToken, id)).statusCode).toBe(409);
    await accept(mentorToken, id);
    const done = await complete(menteeToken, id);
    expect(done.body.mentorship).toMatchObject({ status: 'completed', actions: [] });
    expect((await sink.waitFor((m) => m.subject === 'Your mentorship with Ned Newcomer is completed')).to).toContain(
      mentor.email,
    );
    const filtered = (await mentorships(menteeToken, { status: 'completed' })).body;
    expect(filtered.items.map((m) => m.id)).toEqual([id]);
  });

  it('refuses a full, paused or own mentor', async () => {
    await optIn(mentorToken, { capacity: 1 });
    const first = await applied(menteeToken, mentor.id);
    const other = await buildMember(t.ctx, { groupId: group.id });
    const otherToken = await loginAs(t.app, other.email);
    const second = await applied(otherToken, mentor.id);
    await accept(mentorToken, first);
    // The last place went: the other pending application cannot be accepted, and new ones are refused.
    const refused = await accept(mentorToken, second);
    expect(refused.statusCode).toBe(409);
    const third = await buildMember(t.ctx, { groupId: group.id });
    const full = await apply(await loginAs(t.app, third.email), mentor.id);
    expect(full.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Maria Mentor has no free mentee place at the moment.',
    });
    await optIn(mentorToken, { capacity: 2, accepting: false });
    expect((await apply(await loginAs(t.app, third.email), mentor.id)).error.message).toBe(
      'Maria Mentor is not taking new mentees at the moment.',
    );
    expect((await apply(mentorToken, mentor.id)).statusCode).toBe(409);
    expect((await optIn(mentorToken, { capacity: 1 })).statusCode).toBe(200);
    const lower = await as(mentorToken).call('PUT /api/mentorship/profile', { body: { expertise: 'x', capacity: 1 } });
    expect(lower.statusCode).toBe(200);
  });

  it('hides a mentorship from members not on it and from other groups', async () => {
    const id = await applied(menteeToken, mentor.id);
    const stranger = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    expect((await complete(stranger, id)).statusCode).toBe(404);
    expect((await mentorships(stranger)).body.items).toEqual([]);
    expect((await mentorships(stranger, { scope: 'group' })).statusCode).toBe(403);
    const otherGroup = await buildGroup(t.ctx);
    const otherPresident = await buildMember(t.ctx, { groupId: otherGroup.id, role: 'President' });
    const otherToken = await loginAs(t.app, otherPresident.email);
    expect((await complete(otherToken, id)).statusCode).toBe(404);
    expect((await apply(otherToken, mentor.id)).statusCode).toBe(404);
  });
});

describe('leaders', () => {
  it('assign directly (active at once, audited, both e-mailed) and complete; see the group’s list', async () => {
    const res = await assign(president, {
      mentorId: mentor.id,
      menteeId: mentee.id,
      goals: 'Settle in during the first 90 days',
    });
    expect(res.statusCode).toBe(201);
    const { mentorship } = res.body;
    expect(mentorship).toMatchObject({ status: 'active', assignedBy: expect.any(String), actions: ['complete'] });
    await sink.waitFor((m) => m.to.includes(mentor.email) && m.subject === "You are now Ned Newcomer's mentor");
    await sink.waitFor((m) => m.to.includes(mentee.email) && m.subject === 'Maria Mentor is now your mentor');
    const again = await assign(president, {
      mentorId: mentor.id,
      menteeId: mentee.id,
      goals: 'Again',
    });
    expect(again.statusCode).toBe(409);
    const self = await assign(president, {
      mentorId: mentor.id,
      menteeId: mentor.id,
      goals: 'x',
    });
    expect(self.statusCode).toBe(409);

    const list = (await mentorships(president, { scope: 'group' })).body;
    expect(list.items.map((m) => m.id)).toEqual([mentorship.id]);
    expect((await complete(president, mentorship.id)).statusCode).toBe(200);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['mentorship.assigned', 'mentorship.completed']);

    const member = await assign(menteeToken, {
      mentorId: mentor.id,
      menteeId: mentee.id,
      goals: 'x',
    });
    expect(member.statusCode).toBe(403);
  });

  it('cannot pair members of another group; a platform admin can pair within one group', async () => {
    const outsider = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    const cross = await assign(president, {
      mentorId: mentor.id,
      menteeId: outsider.id,
      goals: 'x',
    });
    expect(cross.statusCode).toBe(404);
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const ok = await assign(admin, {
      mentorId: mentor.id,
      menteeId: mentee.id,
      goals: 'x',
    });
    expect(ok.statusCode).toBe(201);
    expect((await mentorships(admin, { scope: 'group', groupId: group.id })).body.items).toHaveLength(1);
  });
});
