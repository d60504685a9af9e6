import { parseCsv } from '@chapter/shared/csv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
let group: GroupRow;
let vp: string;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter' });
  vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
});
afterEach(() => t.close());

type Extra = Omit<BodyOf<'POST /api/members/import'>, 'csv'>;
const preview = (csv: string, token = vp, extra: Extra = {}) =>
  testClient(t.app, token).call('POST /api/members/import/preview', { body: { csv, ...extra } });
const commit = (csv: string, token = vp) =>
  testClient(t.app, token).call('POST /api/members/import', { body: { csv } });
const exportCsv = (token: string) => testClient(t.app, token).call('GET /api/members/export.csv');
const userCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const GOOD = [
  'Name,E-mail,Company,Classification,Phone,Role,Renewal due',
  'Ann Archer,ann@example.test,Archer Bows,Bowyer,"\'+1 555 0101",Member,2027-01-31',
  '"Lee, Bo",BO@example.test,,Cooper,,board member,',
].join('\r\n');

describe('CSV import', () => {
  it('previews every row with its problems, checked against the group and the rest of the file', async () => {
    const holder = await buildMember(t.ctx, { groupId: group.id, name: 'Carl Cooper', email: 'carl@example.test' });
    await t.ctx.db
      .updateTable('memberships')
      .set({ classification: 'Cooper' })
      .where('user_id', '=', holder.id)
      .execute();
    const csv = [
      'name,email,classification,role,renewalDue',
      'Ann Archer,ann@example.test,Bowyer,Member,2027-01-31',
      ',not-an-email,,Chief,31/01/2027',
      'Carl Again,CARL@example.test,cooper,President,',
      'Ann Twin,ann@example.test,bowyer,,2027-02-30',
    ].join('\n');
    const res = await preview(csv);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ validCount: 1, errorCount: 3, fileErrors: [] });
    expect(body.rows[0]).toMatchObject({ line: 2, email: 'ann@example.test', role: 'Member', errors: [] });
    const problems = body.rows
      .slice(1)
      .map((r: { line: number; errors: Array<{ field: string; message: string }> }) => [
        r.line,
        r.errors.map((e) => `${e.field}: ${e.message}`),
      ]);
    expect(problems).toEqual([
      [
        3,
        [
          'name: Name is required',
          'email: Not a valid e-mail address',
          'role: Unknown role "Chief"',
          'renewalDue: Use a date like 2027-03-31',
        ],
      ],
      [
        4,
        [
          'email: An account with this e-mail already exists',
          'role: Not below your own role (Vice President)',
          'classification: Already held by Carl Cooper',
        ],
      ],
      [
        5,
        [
          'email: Same e-mail as line 2',
          'classification: Same classification as line 2',
          'renewalDue: Use a date like 2027-03-31',
        ],
      ],
    ]);
    expect(await userCount()).toBe(2);
  });

  it('reports problems with the file itself', async () => {
    const fileErrors = async (csv: string) => (await preview(csv)).body.fileErrors;
    expect(await fileErrors('company,phone\nx,y')).toEqual(['The header row needs the columns name and email.']);
    expect(await fileErrors('name,email\n')).toEqual(['The file has a header but no members.']);
    expect(await fileErrors('name,email\n"Ann,ann@x.test')).toEqual([
      'The file is not valid CSV: A quoted cell is not closed.',
    ]);
    const big = ['name,email', ...Array.from({ length: 501 }, (_, i) => `N${i},n${i}@example.test`)].join('\n');
    expect(await fileErrors(big)).toEqual(['The file has 501 members; import at most 500 at a time.']);
  });

  it('imports nothing when any row has a problem', async () => {
    const before = await userCount();
    const res = await commit(`${GOOD}\r\nBad Row,bad,,,,,`);
    expect(res.statusCode).toBe(400);
    expect(res.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: '1 of 3 rows have problems; nothing was imported.',
      details: [{ field: 'rows.4.email', message: 'Not a valid e-mail address' }],
    });
    expect(await userCount()).toBe(before);
    expect(await t.ctx.db.selectFrom('outbox').selectAll().orderBy('id').execute()).toEqual([]);
  });

  it('imports all rows in one go: active members, welcome links, one audit row', async () => {
    const res = await commit(GOOD);
    expect(res.body).toEqual({
      imported: 2,
      message: 'Imported 2 members; each was e-mailed a link to choose a password.',
    });
    const rows = await t.ctx.db
      .selectFrom('users as u')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .select(['u.email', 'u.name', 'u.phone', 'm.role', 'm.status', 'm.classification', 'm.renewal_due'])
      .where('u.email', 'in', ['ann@example.test', 'bo@example.test'])
      .orderBy('u.email')
      .execute();
    expect(rows).toEqual([
      {
        email: 'ann@example.test',
        name: 'Ann Archer',
        phone: '+1 555 0101',
        role: 'Member',
        status: 'active',
        classification: 'Bowyer',
        renewal_due: '2027-01-31T00:00:00.000Z',
      },
      {
        email: 'bo@example.test',
        name: 'Lee, Bo',
        phone: null,
        role: 'Board Member',
        status: 'active',
        classification: 'Cooper',
        renewal_due: '2027-03-02T09:00:00.000Z',
      },
    ]);
    const mail = await t.ctx.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body_text'])
      .orderBy('id')
      .execute();
    expect(mail.map((m) => [m.recipient, m.subject])).toEqual([
      ['ann@example.test', 'Welcome to Harbour Chapter'],
      ['bo@example.test', 'Welcome to Harbour Chapter'],
    ]);
    // The welcome link is a working single-use password link.
    const token = /password-reset\/([A-Za-z0-9_-]+)/.exec(mail[0]?.body_text ?? '')?.[1];
    const reset = await testClient(t.app).call('POST /api/reset-password/:token', {
      params: { token: token as string },
      body: { password: 'Maple-Window-63&' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await loginAs(t.app, 'ann@example.test', 'Maple-Window-63&')).toBeTruthy();
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'summary']).execute();
    expect(audit).toEqual([
      { action: 'member.imported', summary: 'Imported 2 members: ann@example.test, bo@example.test' },
    ]);
  });

  it('needs manage_members, and a platform admin names the group', async () => {
    const member = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    expect((await preview(GOOD, member)).statusCode).toBe(403);
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    expect((await preview(GOOD, admin)).error.details).toEqual([{ field: 'groupId', message: 'Choose a group' }]);
    expect((await preview(GOOD, admin, { groupId: group.id })).body.validCount).toBe(2);
  });
});

describe('CSV export', () => {
  it('exports the roster in the import’s columns, guards formulas, and imports back', async () => {
    const m = await buildMember(t.ctx, { groupId: group.id, name: '=cmd|calc', email: 'eve@example.test' });
    await t.ctx.db.updateTable('users').set({ phone: '+1 555 0100' }).where('id', '=', m.id).execute();
    const res = await exportCsv(vp);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="roster-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([
      'name',
      'email',
      'companyName',
      'classification',
      'phone',
      'role',
      'renewalDue',
      'status',
      'group',
    ]);
    expect(rows.find((r) => r[1] === 'eve@example.test')).toEqual([
      "'=cmd|calc",
      'eve@example.test',
      '',
      '',
      "'+1 555 0100",
      'Member',
      '',
      'active',
      'Harbour Chapter',
    ]);
    const member = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    expect((await exportCsv(member)).statusCode).toBe(403);

    // The same file, with the e-mails changed, previews cleanly: export and import speak one format. The
    // President previews it: the file holds the Vice President, whom only a more senior role may add.
    const again = res.text.replace(/@example\.test/g, '@new.example.test');
    const president = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
    const previewed = (await preview(again, president)).body;
    expect(previewed).toMatchObject({ errorCount: 0, validCount: rows.length - 1 });
    expect(previewed.rows.find((r) => r.email === 'eve@new.example.test')).toMatchObject({
      name: '=cmd|calc',
      phone: '+1 555 0100',
      errors: [],
    });
  });
});
