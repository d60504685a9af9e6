import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PASSWORD = 'Quiet-Harbor-42!';
let t: TestApp;
let sink: SmtpSink;
let group: GroupRow;
let president: string;

beforeEach(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter', code: '246810' });
  president = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
});
afterEach(async () => {
  await t.close();
  await sink.stop();
});

/** Registers with the group code, as a visitor on the sign-up screen does; returns the new user's id. */
async function apply(name: string, email: string, code = '246810'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name, email, password: PASSWORD, groupCode: code },
  });
  expect(res.statusCode).toBe(201);
  const row = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const approve = (token: string, userId: number, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/approvals/members/${userId}/approve`, headers: bearer(token), payload });
const reject = (token: string, userId: number, reason: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/approvals/members/${userId}/reject`,
    headers: bearer(token),
    payload: { reason },
  });
const membership = (userId: number) =>
  t.ctx.db.selectFrom('memberships').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('member applications', () => {
  it('lists applications oldest first with counts, in pages, to approve_members holders of the group', async () => {
    const ann = await apply('Ann Applicant', 'ann@example.test');
    t.clock.advance(60_000);
    const bob = await apply('Bob Applicant', 'bob@example.test');
    t.clock.advance(60_000);
    await apply('Cat Applicant', 'cat@example.test');
    expect((await get(president, '/api/approvals/counts')).json()).toEqual({
      members: 3,
      referrals: 0,
      businesses: 0,
      substitutes: 0,
    });
    const first = (await get(president, '/api/approvals/members?limit=2')).json();
    expect(first.items.map((a: { userId: number }) => a.userId)).toEqual([ann, bob]);
    expect(first.items[0]).toMatchObject({
      name: 'Ann Applicant',
      email: 'ann@example.test',
      groupName: 'Harbour Chapter',
    });
    const second = (await get(president, `/api/approvals/members?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ items: [{ name: 'Cat Applicant' }], nextCursor: null });

    const elsewhere = await buildGroup(t.ctx);
    const otherPresident = await buildMember(t.ctx, { groupId: elsewhere.id, role: 'President' });
    const otherToken = await loginAs(t.app, otherPresident.email);
    expect((await get(otherToken, '/api/approvals/members')).json().items).toEqual([]);
    expect((await approve(otherToken, ann)).statusCode).toBe(404);
    const secretary = await buildMember(t.ctx, { groupId: group.id, role: 'Secretary Treasurer' });
    expect((await get(await loginAs(t.app, secretary.email), '/api/approvals/members')).statusCode).toBe(403);
  });

  it('approves: active for 12 months with the classification, applicant e-mailed and signed in anew', async () => {
    const ann = await apply('Ann Applicant', 'ann@example.test');
    const annToken = await loginAs(t.app, 'ann@example.test', PASSWORD);
    expect((await get(annToken, '/api/profile')).json().membership.status).toBe('pending');
    const res = await approve(president, ann, { classification: 'Florist' });
    expect(res.json()).toEqual({ message: 'Ann Applicant is now a member of Harbour Chapter' });
    expect(await membership(ann)).toMatchObject({
      status: 'active',
      classification: 'Florist',
      joined_at: '2026-03-02T09:00:00.000Z',
      renewal_due: '2027-03-02T09:00:00.000Z',
    });
    const mail = await sink.waitFor((m) => m.to.includes('ann@example.test'));
    expect(mail.subject).toBe('Welcome to Harbour Chapter: your membership is approved');
    expect(mail.text).toContain('https://chapter.test/login');
    // The pending session ended; the new one has member permissions and Ann is on the roster.
    expect((await get(annToken, '/api/profile')).statusCode).toBe(401);
    const fresh = await loginAs(t.app, 'ann@example.test', PASSWORD);
    expect((await get(fresh, '/api/profile')).json().permissions).toContain('view_members');
    expect((await get(president, '/api/members')).json().items.map((m: { name: string }) => m.name)).toContain(
      'Ann Applicant',
    );
    expect((await approve(president, ann)).statusCode).toBe(404);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'summary']).execute();
    expect(audit).toEqual([
      { action: 'member.approved', summary: 'Ann Applicant (ann@example.test) approved as Florist' },
    ]);
  });

  it('refuses a classification an active member holds, with who holds it', async () => {
    const florist = await buildMember(t.ctx, { groupId: group.id, name: 'Flora Bloom' });
    await t.ctx.db
      .updateTable('memberships')
      .set({ classification: 'Florist' })
      .where('user_id', '=', florist.id)
      .execute();
    const ann = await apply('Ann Applicant', 'ann@example.test');
    const res = await approve(president, ann, { classification: ' florist ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CLASSIFICATION_TAKEN',
      message:
        'The classification "florist" is already held by Flora Bloom. A group has one active member per classification.',
      details: [{ field: 'classification', message: 'Already held by Flora Bloom' }],
    });
    expect((await membership(ann))?.status).toBe('pending');
    expect((await approve(president, ann, { classification: 'Wedding Florist' })).statusCode).toBe(200);
  });

  it('lets the database settle two approvals racing for one classification', async () => {
    const a = await apply('Ann Applicant', 'ann@example.test');
    const b = await apply('Bob Applicant', 'bob@example.test');
    const results = await Promise.all([
      approve(president, a, { classification: 'Baker' }),
      approve(president, b, { classification: 'Baker' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const active = await t.ctx.db
      .selectFrom('memberships')
      .select('user_id')
      .where('status', '=', 'active')
      .where('classification', '=', 'Baker')
      .execute();
    expect(active).toHaveLength(1);
  });

  it('rejects with a reason the applicant is e-mailed; the account stays and may apply again', async () => {
    const ann = await apply('Ann Applicant', 'ann@example.test');
    expect((await reject(president, ann, '  ')).statusCode).toBe(400);
    const res = await reject(president, ann, 'We already have a florist in the chapter.');
    expect(res.statusCode).toBe(200);
    expect(await membership(ann)).toBeUndefined();
    const mail = await sink.waitFor((m) => m.to.includes('ann@example.test'));
    expect(mail.subject).toBe('Your application to Harbour Chapter');
    expect(mail.text).toContain('We already have a florist in the chapter.');
    expect((await get(president, '/api/approvals/counts')).json()).toEqual({
      members: 0,
      referrals: 0,
      businesses: 0,
      substitutes: 0,
    });
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').execute();
    expect(audit).toEqual([{ action: 'member.rejected' }]);
    expect(await loginAs(t.app, 'ann@example.test', PASSWORD)).toBeTruthy();
  });

  it('gives a platform admin every group’s queue', async () => {
    await apply('Ann Applicant', 'ann@example.test');
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    expect((await get(admin, '/api/approvals/counts')).json()).toEqual({
      members: 1,
      referrals: 0,
      businesses: 0,
      substitutes: 0,
    });
    expect((await get(admin, `/api/approvals/members?groupId=${group.id}`)).json().items).toHaveLength(1);
  });
});
