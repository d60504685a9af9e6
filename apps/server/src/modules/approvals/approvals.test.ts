import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type QueryOf, testClient } from '../../test/test-client.ts';

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
  const res = await testClient(t.app).call('POST /api/register', {
    body: { name, email, password: PASSWORD, groupCode: code },
  });
  expect(res.statusCode).toBe(201);
  const row = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

const as = (token: string) => testClient(t.app, token);
const counts = (token: string) => as(token).ok('GET /api/approvals/counts');
const applications = (token: string, query: QueryOf<'GET /api/approvals/members'> = {}) =>
  as(token).call('GET /api/approvals/members', { query });
const profile = (token: string) => as(token).call('GET /api/profile');
const approve = (token: string, userId: number, classification: string) =>
  as(token).call('POST /api/approvals/members/:userId/approve', { params: { userId }, body: { classification } });
/** An approval with a body the contract refuses, for the tests of bad input. */
const approveUnchecked = (token: string, userId: number, body: object) =>
  as(token).raw('POST /api/approvals/members/:userId/approve', { params: { userId }, body });
const reject = (token: string, userId: number, reason: string) =>
  as(token).call('POST /api/approvals/members/:userId/reject', { params: { userId }, body: { reason } });
const membership = (userId: number) =>
  t.ctx.db.selectFrom('memberships').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('member applications', () => {
  it('lists applications oldest first with counts, in pages, to approve_members holders of the group', async () => {
    const ann = await apply('Ann Applicant', 'ann@example.test');
    t.clock.advance(60_000);
    const bob = await apply('Bob Applicant', 'bob@example.test');
    t.clock.advance(60_000);
    await apply('Cat Applicant', 'cat@example.test');
    expect(await counts(president)).toEqual({
      members: 3,
      referrals: 0,
      businesses: 0,
      substitutes: 0,
    });
    const first = (await applications(president, { limit: 2 })).body;
    expect(first.items.map((a) => a.userId)).toEqual([ann, bob]);
    expect(first.items[0]).toMatchObject({
      name: 'Ann Applicant',
      email: 'ann@example.test',
      groupName: 'Harbour Chapter',
    });
    const second = (await applications(president, { limit: 2, cursor: first.nextCursor ?? undefined })).body;
    expect(second).toMatchObject({ items: [{ name: 'Cat Applicant' }], nextCursor: null });

    const elsewhere = await buildGroup(t.ctx);
    const otherPresident = await buildMember(t.ctx, { groupId: elsewhere.id, role: 'President' });
    const otherToken = await loginAs(t.app, otherPresident.email);
    expect((await applications(otherToken)).body.items).toEqual([]);
    expect((await approve(otherToken, ann, 'Florist')).statusCode).toBe(404);
    const secretary = await buildMember(t.ctx, { groupId: group.id, role: 'Secretary Treasurer' });
    expect((await applications(await loginAs(t.app, secretary.email))).statusCode).toBe(403);
  });

  it('approves: active for 12 months with the classification, applicant e-mailed and still signed in', async () => {
    const ann = await apply('Ann Applicant', 'ann@example.test');
    const annToken = await loginAs(t.app, 'ann@example.test', PASSWORD);
    expect((await profile(annToken)).body.membership?.status).toBe('pending');
    expect((await as(annToken).call('GET /api/members')).statusCode).toBe(403);
    const res = await approve(president, ann, 'Florist');
    expect(res.body).toEqual({ message: 'Ann Applicant is now a member of Harbour Chapter' });
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
    const after = (await profile(annToken)).body;
    expect(after.membership?.status).toBe('active');
    expect([...after.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.Member].sort());
    expect((await as(annToken).ok('GET /api/members')).items.map((m) => m.name)).toContain('Ann Applicant');
    expect((await applications(annToken)).statusCode).toBe(403);
    expect((await approve(president, ann, 'Florist')).statusCode).toBe(404);
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
    await approve(president, ann, 'Florist');
    const res = await as(annToken).call('POST /api/renew-token');
    expect(res.statusCode).toBe(200);
    const renewed = claims(res.body.token);
    expect([...renewed.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.Member].sort());
    expect(renewed).toMatchObject({ sid: claims(annToken).sid, exp: claims(annToken).exp });
    // Signing out ends the session, whichever of its tokens is shown.
    await as(res.body.token).call('POST /api/logout');
    expect((await profile(annToken)).statusCode).toBe(401);
    expect((await as(annToken).call('POST /api/renew-token')).statusCode).toBe(401);
  });

  it('requires a classification to approve', async () => {
    const ann = await apply('Ann Applicant', 'ann@example.test');
    for (const body of [{}, { classification: '   ' }]) {
      const res = await approveUnchecked(president, ann, body);
      expect(res.statusCode).toBe(400);
      expect(res.error.details).toEqual([{ field: 'classification', message: 'Give the member a classification' }]);
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
    const res = await approve(president, ann, ' florist ');
    expect(res.statusCode).toBe(409);
    expect(res.error).toEqual({
      code: 'CLASSIFICATION_TAKEN',
      message:
        'Flora Bloom already holds the classification "florist". Choose another classification: a group seats one member per profession.',
      details: [{ field: 'classification', message: 'Already held by Flora Bloom' }],
      classificationHeldBy: { userId: florist.id, name: 'Flora Bloom' },
    });
    expect((await membership(ann))?.status).toBe('pending');
    // No way around the rule: a request that asks to share it is refused as malformed.
    const share = await approveUnchecked(president, ann, { classification: 'florist', shareClassification: true });
    expect(share.statusCode).toBe(400);
    const seated = await approve(president, ann, 'Wedding florist');
    expect(seated.body).toEqual({ message: 'Ann Applicant is now a member of Harbour Chapter' });
    expect(await membership(ann)).toMatchObject({ status: 'active', classification: 'Wedding florist' });
    const audit = await t.ctx.db.selectFrom('audit_log').select('summary').execute();
    expect(audit).toEqual([{ summary: 'Ann Applicant (ann@example.test) approved as Wedding florist' }]);
  });

  it('lets the database settle two approvals racing for one classification', async () => {
    const a = await apply('Ann Applicant', 'ann@example.test');
    const b = await apply('Bob Applicant', 'bob@example.test');
    const results = await Promise.all([approve(president, a, 'Baker'), approve(president, b, 'Baker')]);
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
    expect(await counts(president)).toEqual({
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
    expect(await counts(admin)).toEqual({
      members: 1,
      referrals: 0,
      businesses: 0,
      substitutes: 0,
    });
    expect((await applications(admin, { groupId: group.id })).body.items).toHaveLength(1);
  });
});
