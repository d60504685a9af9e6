import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BuiltUser,
  bearer,
  buildAdmin,
  buildGroup,
  buildMember,
  type GroupRow,
  loginAs,
} from '../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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

const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const optIn = (token: string, body: object = {}) =>
  call(token, 'PUT', '/api/mentorship/profile', { expertise: 'Cash flow, pricing', capacity: 2, ...body });
const apply = (token: string, mentorId: number, goals = 'Grow referrals') =>
  call(token, 'POST', '/api/mentorship/mentorships', { mentorId, goals, message: 'Hello!' });

describe('mentor profiles and search', () => {
  it('opts in, validates, updates and opts out', async () => {
    expect((await call(mentorToken, 'GET', '/api/mentorship/profile')).json()).toEqual({ profile: null });
    const bad = await optIn(mentorToken, { capacity: 0, expertise: ' ' });
    expect(bad.statusCode).toBe(400);
    expect((await optIn(mentorToken, { role: 'President' })).statusCode).toBe(400);
    const res = await optIn(mentorToken, { bio: 'Twenty years of small-business books.' });
    expect(res.json().profile).toMatchObject({
      userId: mentor.id,
      name: 'Maria Mentor',
      classification: 'Accountant',
      expertise: 'Cash flow, pricing',
      capacity: 2,
      activeCount: 0,
      full: false,
      accepting: true,
    });
    expect((await optIn(mentorToken, { capacity: 3, accepting: false })).json().profile).toMatchObject({
      capacity: 3,
      accepting: false,
    });
    expect((await call(mentorToken, 'DELETE', '/api/mentorship/profile')).statusCode).toBe(200);
    expect((await call(mentorToken, 'DELETE', '/api/mentorship/profile')).statusCode).toBe(404);
  });

  it('finds mentors of the caller’s group by name, classification and expertise, marking full ones', async () => {
    await optIn(mentorToken, { capacity: 1 });
    const other = await buildMember(t.ctx, { groupId: group.id, name: 'Olga Other' });
    await optIn(await loginAs(t.app, other.email), { expertise: 'Social media' });
    const elsewhere = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id, name: 'Maria Elsewhere' });
    await optIn(await loginAs(t.app, elsewhere.email));

    const names = async (query: string) =>
      (await call(menteeToken, 'GET', `/api/mentorship/mentors${query}`))
        .json()
        .items.map((m: { name: string }) => m.name);
    expect(await names('')).toEqual(['Maria Mentor', 'Olga Other']);
    expect(await names('?q=maria')).toEqual(['Maria Mentor']);
    expect(await names('?q=social')).toEqual(['Olga Other']);
    expect(await names('?classification=account')).toEqual(['Maria Mentor']);
    expect(await names('?expertise=PRICING')).toEqual(['Maria Mentor']);
    expect(await names('?q=%25')).toEqual([]);
    const page = (await call(menteeToken, 'GET', '/api/mentorship/mentors?limit=1')).json();
    expect(page.items).toHaveLength(1);
    const rest = (await call(menteeToken, 'GET', `/api/mentorship/mentors?limit=1&cursor=${page.nextCursor}`)).json();
    expect(rest).toMatchObject({ items: [{ name: 'Olga Other' }], nextCursor: null });

    const id = (await apply(menteeToken, mentor.id)).json().mentorship.id;
    await call(mentorToken, 'POST', `/api/mentorship/mentorships/${id}/accept`);
    const card = (await call(menteeToken, 'GET', `/api/mentorship/mentors/${mentor.id}`)).json();
    expect(card).toMatchObject({ activeCount: 1, capacity: 1, full: true });
    expect((await call(menteeToken, 'GET', `/api/mentorship/mentors/${elsewhere.id}`)).statusCode).toBe(404);
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
    const { mentorship } = res.json();
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

    const mine = (await call(mentorToken, 'GET', '/api/mentorship/mentorships')).json();
    expect(mine.items[0]).toMatchObject({ id: mentorship.id, actions: ['accept', 'decline'] });
    expect((await apply(menteeToken, mentor.id)).statusCode).toBe(409);
    expect((await call(menteeToken, 'POST', `/api/mentorship/mentorships/${mentorship.id}/accept`)).statusCode).toBe(
      403,
    );

    t.clock.advance(60_000);
    const accepted = await call(mentorToken, 'POST', `/api/mentorship/mentorships/${mentorship.id}/accept`);
    expect(accepted.json().mentorship).toMatchObject({
      status: 'active',
      startedAt: '2026-03-02T09:01:00.000Z',
      actions: ['complete'],
    });
    expect((await sink.waitFor((m) => m.to.includes(mentee.email))).subject).toBe(
      'Maria Mentor accepted your mentorship application',
    );
    expect((await call(mentorToken, 'POST', `/api/mentorship/mentorships/${mentorship.id}/accept`)).statusCode).toBe(
      409,
    );
    expect((await call(mentorToken, 'DELETE', '/api/mentorship/profile')).statusCode).toBe(200);
  });

  it('declines with a reason the mentee reads; a new application is possible afterwards', async () => {
    const id = (await apply(menteeToken, mentor.id)).json().mentorship.id;
    expect((await call(mentorToken, 'DELETE', '/api/mentorship/profile')).statusCode).toBe(409);
    const res = await call(mentorToken, 'POST', `/api/mentorship/mentorships/${id}/decline`, {
      reason: 'Fully booked this quarter',
    });
    expect(res.json().mentorship).toMatchObject({ status: 'declined', declineReason: 'Fully booked this quarter' });
    const mail = await sink.waitFor((m) => m.to.includes(mentee.email));
    expect(mail.text).toContain('Fully booked this quarter');
    expect((await call(mentorToken, 'POST', `/api/mentorship/mentorships/${id}/decline`, {})).statusCode).toBe(409);
    expect((await apply(menteeToken, mentor.id)).statusCode).toBe(201);
  });

  it('completes an active mentorship from either side; both get the news', async () => {
    const id = (await apply(menteeToken, mentor.id)).json().mentorship.id;
    expect((await call(menteeToken, 'POST', `/api/mentorship/mentorships/${id}/complete`)).statusCode).toBe(409);
    await call(mentorToken, 'POST', `/api/mentorship/mentorships/${id}/accept`);
    const done = await call(menteeToken, 'POST', `/api/mentorship/mentorships/${id}/complete`);
    expect(done.json().mentorship).toMatchObject({ status: 'completed', actions: [] });
    expect((await sink.waitFor((m) => m.subject === 'Your mentorship with Ned Newcomer is completed')).to).toContain(
      mentor.email,
    );
    const filtered = (await call(menteeToken, 'GET', '/api/mentorship/mentorships?status=completed')).json();
    expect(filtered.items.map((m: { id: number }) => m.id)).toEqual([id]);
  });

  it('refuses a full, paused or own mentor', async () => {
    await optIn(mentorToken, { capacity: 1 });
    const first = (await apply(menteeToken, mentor.id)).json().mentorship.id;
    const other = await buildMember(t.ctx, { groupId: group.id });
    const otherToken = await loginAs(t.app, other.email);
    const second = (await apply(otherToken, mentor.id)).json().mentorship.id;
    await call(mentorToken, 'POST', `/api/mentorship/mentorships/${first}/accept`);
    // The last place went: the other pending application cannot be accepted, and new ones are refused.
    const refused = await call(mentorToken, 'POST', `/api/mentorship/mentorships/${second}/accept`);
    expect(refused.statusCode).toBe(409);
    const third = await buildMember(t.ctx, { groupId: group.id });
    const full = await apply(await loginAs(t.app, third.email), mentor.id);
    expect(full.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Maria Mentor has no free mentee place at the moment.',
    });
    await optIn(mentorToken, { capacity: 2, accepting: false });
    expect((await apply(await loginAs(t.app, third.email), mentor.id)).json().message).toBe(
      'Maria Mentor is not taking new mentees at the moment.',
    );
    expect((await apply(mentorToken, mentor.id)).statusCode).toBe(409);
    expect((await optIn(mentorToken, { capacity: 1 })).statusCode).toBe(200);
    const lower = await call(mentorToken, 'PUT', '/api/mentorship/profile', { expertise: 'x', capacity: 1 });
    expect(lower.statusCode).toBe(200);
  });

  it('hides a mentorship from members not on it and from other groups', async () => {
    const id = (await apply(menteeToken, mentor.id)).json().mentorship.id;
    const stranger = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    expect((await call(stranger, 'POST', `/api/mentorship/mentorships/${id}/complete`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/mentorship/mentorships')).json().items).toEqual([]);
    expect((await call(stranger, 'GET', '/api/mentorship/mentorships?scope=group')).statusCode).toBe(403);
    const otherGroup = await buildGroup(t.ctx);
    const otherPresident = await buildMember(t.ctx, { groupId: otherGroup.id, role: 'President' });
    const otherToken = await loginAs(t.app, otherPresident.email);
    expect((await call(otherToken, 'POST', `/api/mentorship/mentorships/${id}/complete`)).statusCode).toBe(404);
    expect((await apply(otherToken, mentor.id)).statusCode).toBe(404);
  });
});

describe('leaders', () => {
  it('assign directly (active at once, audited, both e-mailed) and complete; see the group’s list', async () => {
    const res = await call(president, 'POST', '/api/mentorship/mentorships/assign', {
      mentorId: mentor.id,
      menteeId: mentee.id,
      goals: 'Settle in during the first 90 days',
    });
    expect(res.statusCode).toBe(201);
    const { mentorship } = res.json();
    expect(mentorship).toMatchObject({ status: 'active', assignedBy: expect.any(String), actions: ['complete'] });
    await sink.waitFor((m) => m.to.includes(mentor.email) && m.subject === "You are now Ned Newcomer's mentor");
    await sink.waitFor((m) => m.to.includes(mentee.email) && m.subject === 'Maria Mentor is now your mentor');
    const again = await call(president, 'POST', '/api/mentorship/mentorships/assign', {
      mentorId: mentor.id,
      menteeId: mentee.id,
      goals: 'Again',
    });
    expect(again.statusCode).toBe(409);
    const self = await call(president, 'POST', '/api/mentorship/mentorships/assign', {
      mentorId: mentor.id,
      menteeId: mentor.id,
      goals: 'x',
    });
    expect(self.statusCode).toBe(409);

    const list = (await call(president, 'GET', '/api/mentorship/mentorships?scope=group')).json();
    expect(list.items.map((m: { id: number }) => m.id)).toEqual([mentorship.id]);
    expect((await call(president, 'POST', `/api/mentorship/mentorships/${mentorship.id}/complete`)).statusCode).toBe(
      200,
    );
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['mentorship.assigned', 'mentorship.completed']);

    const member = await call(menteeToken, 'POST', '/api/mentorship/mentorships/assign', {
      mentorId: mentor.id,
      menteeId: mentee.id,
      goals: 'x',
    });
    expect(member.statusCode).toBe(403);
  });

  it('cannot pair members of another group; a platform admin can pair within one group', async () => {
    const outsider = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    const cross = await call(president, 'POST', '/api/mentorship/mentorships/assign', {
      mentorId: mentor.id,
      menteeId: outsider.id,
      goals: 'x',
    });
    expect(cross.statusCode).toBe(404);
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const ok = await call(admin, 'POST', '/api/mentorship/mentorships/assign', {
      mentorId: mentor.id,
      menteeId: mentee.id,
      goals: 'x',
    });
    expect(ok.statusCode).toBe(201);
    expect(
      (await call(admin, 'GET', `/api/mentorship/mentorships?scope=group&groupId=${group.id}`)).json().items,
    ).toHaveLength(1);
  });
});
