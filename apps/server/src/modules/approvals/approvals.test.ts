import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
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
    expect((await approve(otherToken, ann, { classification: 'Florist' })).statusCode).toBe(404);
    const secretary = await buildMember(t.ctx, { groupId: group.id, role: 'Secretary Treasurer' });
    expect((await get(await loginAs(t.app, secretary.email), '/api/approvals/members')).statusCode).toBe(403);
  });

  it('approves: active for 12 months with the classification, applicant e-mailed and still signed in', async () => {
    const ann = await apply('Ann Applicant', 'ann@example.test');
    const annToken = await loginAs(t.app, 'ann@example.test', PASSWORD);
    expect((await get(annToken, '/api/profile')).json().membership.status).toBe('pending');
    expect((await get(annToken, '/api/members')).statusCode).toBe(403);
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
    // The session she applied with goes on, with a member's rights from the next request and no more.
    const profile = (await get(annToken, '/api/profile')).json();
    expect(profile.membership.status).toBe('active');
    expect([...profile.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.Member].sort());
    expect((await get(annToken, '/api/members')).json().items.map((m: { name: string }) => m.name)).toContain(
      'Ann Applicant',
    );
    expect((await get(annToken, '/api/approvals/members')).statusCode).toBe(403);
    expect((await approve(president, ann, { classification: 'Florist' })).statusCode).toBe(404);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'summary']).execute();
    expect(audit).toEqual([
      { action: 'member.approved', summary: 'Ann Applicant (ann@example.test) approved as Florist' },
    ]);
  });

  it('renews the token of a session whose role changed: same session, the permissions of now', async () => {
    const ann = await apply('Ann Applicant', 'ann@example.test');
    const annToken = await loginAs(t.app, 'ann@example.test', PASSWORD);
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims(annToken).permissions).toEqual([]);
    await approve(president, ann, { classification: 'Florist' });
    const res = await t.app.inject({ method: 'POST', url: '/api/renew-token', headers: bearer(annToken) });
    expect(res.statusCode).toBe(200);
    const renewed = claims(res.json().token);
    expect([...renewed.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.Member].sort());
    expect(renewed).toMatchObject({ sid: claims(annToken).sid, exp: claims(annToken).exp });
    // Signing out ends the session, whichever of its tokens is shown.
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(res.json().token) });
    expect((await get(annToken, '/api/profile')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/renew-token', headers: bearer(annToken) })).statusCode,
    ).toBe(401);
  });

  it('requires a classification to approve', async () => {
    const ann = await apply('Ann Applicant', 'ann@example.test');
    for (const payload of [{}, { classification: '   ' }]) {
      const res = await approve(president, ann, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'classification', message: 'Give the member a classification' }]);
    }
    expect((await membership(ann))?.status).toBe('pending');
  });

  it('names the active member who holds the classification, and approves only into a free one', async () => {
    const florist = await buildMember(t.ctx, { groupId: group.id, name: 'Flora Bloom' });
    await t.ctx.db
      .updateTable('memberships')
      .set({ classification: 'Florist' })
      .where('user_id', '=', florist.id)
      .execute();
    const ann = await apply('Ann Applicant', 'ann@example.test');
    const res = await approve(president, ann, { classification: ' florist ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CLASSIFICATION_TAKEN',
      message:
        'Flora Bloom already holds the classification "florist". Choose another classification: a group seats one member per profession.',
      details: [{ field: 'classification', message: 'Already held by Flora Bloom' }],
      classificationHeldBy: { userId: florist.id, name: 'Flora Bloom' },
    });
    expect((await membership(ann))?.status).toBe('pending');
    // No way around the rule: a request that asks to share it is refused as malformed.
    const share = await approve(president, ann, { classification: 'florist', shareClassification: true });
    expect(share.statusCode).toBe(400);
    const seated = await approve(president, ann, { classification: 'Wedding florist' });
    expect(seated.json()).toEqual({ message: 'Ann Applicant is now a member of Harbour Chapter' });
    expect(await membership(ann)).toMatchObject({ status: 'active', classification: 'Wedding florist' });
    const audit = await t.ctx.db.selectFrom('audit_log').select('summary').execute();
    expect(audit).toEqual([{ summary: 'Ann Applicant (ann@example.test) approved as Wedding florist' }]);
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
