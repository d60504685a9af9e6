import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type QueryOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
let group: GroupRow;
beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour' });
});
afterEach(() => t.close());

const as = (token: string) => testClient(t.app, token);
const outbox = (token: string, query: QueryOf<'GET /api/admin/outbox'> = {}) =>
  as(token).ok('GET /api/admin/outbox', { query });
const message = (token: string, id: number) => as(token).call('GET /api/admin/outbox/:id', { params: { id } });
const dashboard = async (token: string) => as(token).ok('GET /api/admin/dashboard');
const audit = (token: string, query: QueryOf<'GET /api/audit'> = {}) => as(token).call('GET /api/audit', { query });

describe('admin tools', () => {
  it('queues a test e-mail and pages the outbox newest first', async () => {
    const admin = await buildAdmin(t.ctx);
    const token = await loginAs(t.app, admin.email);
    for (const to of ['a@example.test', 'b@example.test', 'c@example.test']) {
      const res = await as(token).ok('POST /api/admin/test-email', { body: { to } });
      expect(res.message).toContain('held in the outbox');
    }
    const first = await outbox(token, { limit: 2 });
    expect(first.items.map((i) => i.recipient)).toEqual(['c@example.test', 'b@example.test']);
    expect(first).toMatchObject({ smtpConfigured: false, smsConfigured: false });
    const second = await outbox(token, { limit: 2, cursor: first.nextCursor ?? undefined });
    expect(second.items.map((i) => i.recipient)).toEqual(['a@example.test']);
    expect((await outbox(token, { kind: 'sms' })).items).toEqual([]);
  });

  it('shows an e-mail’s HTML version and its attachments, the list naming them and the message holding them', async () => {
    const admin = await buildAdmin(t.ctx);
    const token = await loginAs(t.app, admin.email);
    const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Weekly meeting – Café\r\nEND:VCALENDAR\r\n';
    await t.ctx.db.transaction().execute((trx) =>
      t.ctx.mail.enqueue(trx, {
        to: 'guest@example.test',
        subject: 'You are invited',
        text: 'Join us on Wednesday.',
        html: '<p>Join us on <strong>Wednesday</strong>.</p>',
        attachments: [{ filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8', content: ics }],
      }),
    );
    const item = (await outbox(token)).items[0] as { id: number };
    // The list stays light: it says there is an HTML version and names the files, without their content.
    expect(item).toMatchObject({
      subject: 'You are invited',
      body: 'Join us on Wednesday.',
      hasHtml: true,
      attachments: [{ filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8', size: 66 }],
    });
    expect(JSON.stringify(item)).not.toContain('VCALENDAR');
    expect((await message(token, item.id)).body).toMatchObject({
      id: item.id,
      html: '<p>Join us on <strong>Wednesday</strong>.</p>',
      attachments: [{ filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8', size: 66, content: ics }],
    });
    expect((await message(token, 999999)).statusCode).toBe(404);
    const member = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
    expect((await message(member, item.id)).statusCode).toBe(403);
  });

  it('downloads a backup with the data in it, and says what it is and how to restore it', async () => {
    const admin = await buildAdmin(t.ctx, { name: 'Backup Admin' });
    const token = await loginAs(t.app, admin.email);
    const about = await as(token).ok('GET /api/admin/backup/about');
    const backup = await as(token).call('GET /api/admin/backup');
    expect(backup.statusCode).toBe(200);
    const res = backup.response;
    expect(res.headers['x-backup-kind']).toBe(about.kind);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="chapter-2026-03-02.${about.extension}"`);
    if (t.ctx.dialect === 'sqlite') {
      expect(about).toEqual({
        kind: 'sqlite',
        label: 'SQLite database copy',
        extension: 'sqlite',
        restoreCommands: ['npm run restore -- {file}'],
        restoreNote: expect.stringContaining('Stop the server first'),
        fallback: null,
        problem: null,
      });
      expect(res.rawPayload.subarray(0, 15).toString()).toBe('SQLite format 3');
      const copy = new SQLite(res.rawPayload);
      const row = copy.prepare('select name from users where id = ?').get(admin.id) as { name: string };
      expect(row.name).toBe('Backup Admin');
      copy.close();
    } else {
      expect(about).toMatchObject({ kind: 'pg_dump', extension: 'dump', fallback: null, problem: null });
      expect(about.label).toMatch(/^PostgreSQL custom-format dump \(pg_dump \d+\.\d+\)$/);
      expect(about.restoreCommands[0]).toBe('npm run restore -- {file}');
      expect(about.restoreCommands[1]).toMatch(
        /^pg_restore --clean --if-exists --no-owner --single-transaction --dbname='postgresql:\/\/.*' \{file\}$/,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('PGDMP');
      // The archive holds the rows (compressed): pg_restore prints them back.
      const file = path.join(tmpdir(), `admin-tools-${process.pid}.dump`);
      writeFileSync(file, res.rawPayload);
      try {
        expect(execFileSync('pg_restore', ['--data-only', '--file=-', file]).toString()).toContain('Backup Admin');
      } finally {
        rmSync(file, { force: true });
      }
    }
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'summary']).execute();
    expect(audit).toContainEqual({ action: 'tools.backup_downloaded', summary: `Backup downloaded (${about.label})` });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL without pg_dump, downloads the JSON export and says why',
    async () => {
      vi.stubEnv('PG_DUMP', '/nowhere/pg_dump');
      try {
        const admin = await buildAdmin(t.ctx, { name: 'Json Admin' });
        const token = await loginAs(t.app, admin.email);
        const about = await as(token).ok('GET /api/admin/backup/about');
        expect(about).toMatchObject({
          kind: 'json',
          extension: 'json',
          fallback: 'PG_DUMP=/nowhere/pg_dump is not an executable file: the backup is the app’s JSON export instead',
          restoreCommands: ['npm run restore -- {file}'],
        });
        const res = await as(token).call('GET /api/admin/backup');
        expect(res.headers['x-backup-kind']).toBe('json');
        const dump = JSON.parse(res.text);
        expect(dump.format).toBe('chapter-postgres-backup');
        const users = dump.tables.find((table: { name: string }) => table.name === 'users');
        expect(users.rows.map((u: { name: string }) => u.name)).toContain('Json Admin');
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );

  it('shows dashboard figures for the caller’s group', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const visitor = await buildMember(t.ctx, { groupId: group.id, role: 'Visitor' });
    await buildMember(t.ctx, { groupId: group.id, membershipStatus: 'pending' });
    await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    const now = t.clock.now().toISOString();
    const pendingThanks = (giver: number, receiver: number, n: number) => ({
      group_id: group.id,
      type: 'closed_business' as const,
      giver_id: giver,
      receiver_id: receiver,
      status: 'recorded',
      approval_status: 'pending' as const,
      amount_cents: 1000,
      currency: 'USD',
      summary: 'x',
      details: '{}',
      // Before the charts' twelve weeks: these only count as waiting for approval.
      occurred_at: '2025-06-01T10:00:00.000Z',
      client_request_id: `p${n}`,
      created_at: now,
      updated_at: now,
    });
    // One the President can decide on, one of their own (not theirs to decide).
    await t.ctx.db
      .insertInto('activity_records')
      .values([pendingThanks(member.id, visitor.id, 1), pendingThanks(president.id, member.id, 2)])
      .execute();
    const token = await loginAs(t.app, president.email);
    const d = await dashboard(token);
    expect(d).toMatchObject({ scope: 'Harbour', activeMembers: 2, visitors: 1, pendingApprovals: 2 });
    const counts = await as(token).ok('GET /api/approvals/counts');
    expect(Object.values(counts).reduce((a: number, b) => a + Number(b), 0)).toBe(d.pendingApprovals);
    expect(d.joinsByMonth).toHaveLength(6);
    expect(d.weekly).toHaveLength(12);
    expect(d.weekly.at(-1)).toEqual({ week: '2026-03-02', referrals: 0, tyfcbCents: 0, attendanceRate: null });
    expect(d.joinsByMonth.at(-1)).toEqual({ month: '2026-03', joined: 4 });
  });
});

it('charts referrals and closed business per week from the activity records', async () => {
  const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
  const other = await buildMember(t.ctx, { groupId: group.id });
  const now = t.clock.now().toISOString();
  const record = (type: 'referral' | 'closed_business', occurred: string, cents: number | null, n: number) => ({
    group_id: group.id,
    type,
    giver_id: president.id,
    receiver_id: other.id,
    status: 'new',
    approval_status: type === 'closed_business' ? ('approved' as const) : null,
    amount_cents: cents,
    currency: cents ? 'GBP' : null,
    summary: 'x',
    details: '{}',
    occurred_at: occurred,
    client_request_id: `r${n}`,
    created_at: now,
    updated_at: now,
  });
  await t.ctx.db
    .insertInto('activity_records')
    .values([
      record('referral', '2026-03-02T10:00:00.000Z', null, 1),
      record('referral', '2026-02-24T10:00:00.000Z', null, 2),
      record('closed_business', '2026-02-25T10:00:00.000Z', 125000, 3),
    ])
    .execute();
  const d = await dashboard(await loginAs(t.app, president.email));
  expect(d.weekly.slice(-2)).toEqual([
    { week: '2026-02-23', referrals: 1, tyfcbCents: 125000, attendanceRate: null },
    { week: '2026-03-02', referrals: 1, tyfcbCents: 0, attendanceRate: null },
  ]);
  expect(d.currency).toBe('GBP');

  // Amounts in a second currency cannot be summed into one figure: the chart says so instead of naming one.
  await t.ctx.db
    .insertInto('activity_records')
    .values({ ...record('closed_business', '2026-03-03T10:00:00.000Z', 5000, 4), currency: 'EUR' })
    .execute();
  const mixed = await dashboard(await loginAs(t.app, president.email));
  expect(mixed.currency).toBeNull();
});

describe('audit log', () => {
  it('filters by action, actor and dates, pages by keyset, and keeps leaders to their group', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const token = await loginAs(t.app, president.email);
    for (const role of ['Board Member', 'Secretary Treasurer', 'Member'] as const) {
      await as(token).ok('PUT /api/members/:userId/role', { params: { userId: member.id }, body: { role } });
      t.clock.advance(86_400_000);
    }
    const other = await buildGroup(t.ctx);
    await t.ctx.db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        group_id: other.id,
        action: 'group.updated',
        target_type: 'group',
        target_id: String(other.id),
        summary: 'x',
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const first = (await audit(token, { limit: 2 })).body;
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.summary).toContain('→ Member');
    expect(first.actions).toEqual(['member.role_changed']);
    expect(first.actors).toEqual([{ id: president.id, name: president.name }]);
    const second = (await audit(token, { limit: 2, cursor: first.nextCursor ?? undefined })).body;
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect((await audit(token, { from: '2026-03-03', to: '2026-03-03' })).body.items).toHaveLength(1);
    expect((await audit(token, { actorId: member.id })).body.items).toHaveLength(0);
    expect((await audit(token, { groupId: other.id })).statusCode).toBe(404);
    const vpToken = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Board Member' })).email);
    expect((await audit(vpToken)).statusCode).toBe(403);
  });
});

describe('registration with a group code', () => {
  it('e-mails the group’s approvers about the new application', async () => {
    const president = await buildMember(t.ctx, { groupId: group.id, role: 'President' });
    const board = await buildMember(t.ctx, { groupId: group.id, role: 'Board Member' });
    const member = await buildMember(t.ctx, { groupId: group.id });
    const res = await testClient(t.app).call('POST /api/register', {
      body: {
        name: 'Ada Applicant',
        email: 'ada@example.test',
        password: 'Quiet-Harbor-42!',
        groupCode: group.code,
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.ctx.db.selectFrom('outbox').select(['recipient', 'subject']).orderBy('id').execute();
    expect(mail.map((m) => m.recipient).sort()).toEqual([president.email, board.email].sort());
    expect(mail[0]?.subject).toBe('New application to Harbour: Ada Applicant');
    void member;
  });
});
