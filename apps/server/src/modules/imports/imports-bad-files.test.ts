import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { csvOf, fileBody, SLIPS_HEADER, xlsxOf, zip } from './imports-test-kit.ts';

let t: TestApp;
let group: GroupRow;
let vp: string;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx);
  vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
  await buildMember(t.ctx, { groupId: group.id, name: 'Ann Archer' });
  await buildMember(t.ctx, { groupId: group.id, name: 'Bo Lee' });
});
afterEach(() => t.close());

const preview = (body: ReturnType<typeof fileBody>) => testClient(t.app, vp).raw('POST /api/imports/preview', { body });
const confirm = (body: ReturnType<typeof fileBody>) =>
  testClient(t.app, vp).raw('POST /api/imports', { body: { ...body, dryRun: true } });
const slips = (...rows: string[][]) => csvOf([[...SLIPS_HEADER, 'Date'], ...rows]);

describe('a file the import cannot take', () => {
  it('is refused with a reason, never a 500: the wrong type, empty, a header alone, too large', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const oldXls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(64)]);
    const brokenZip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(40)]);
    const cases: Array<[string, ReturnType<typeof fileBody>, number, string]> = [
      ['an image', fileBody('photo.png', png), 400, 'The file is not a CSV or XLSX file we can read'],
      ['an old XLS', fileBody('report.xls', oldXls), 400, 'The file is not a CSV or XLSX file we can read'],
      ['a damaged XLSX', fileBody('report.xlsx', brokenZip), 400, 'The file is not a CSV or XLSX file we can read'],
      ['blank lines', fileBody('empty.csv', '\r\n\r\n'), 400, 'The file is empty'],
      ['a header alone', fileBody('slips.csv', slips()), 400, 'The file has a header row but no data rows'],
      ['nothing', { fileName: 'x.csv', content: '' }, 400, 'Choose a CSV or XLSX file'],
    ];
    for (const [what, body, status, message] of cases) {
      const res = await preview(body);
      expect([what, res.statusCode, res.error.message]).toEqual([what, status, message]);
    }
    // A zip bomb: a sheet of 65 MB of spaces packs into a few kilobytes; it is refused before it is read.
    const bomb = zip({ 'xl/worksheets/sheet1.xml': `<worksheet>${' '.repeat(65 * 1024 * 1024)}</worksheet>` });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const unpacked = await preview(fileBody('bomb.xlsx', bomb));
    expect([unpacked.statusCode, unpacked.error.message]).toEqual([
      400,
      'The file is not a CSV or XLSX file we can read',
    ]);
    const huge = { fileName: 'big.csv', content: 'A'.repeat(3 * 1024 * 1024) };
    const res = await preview(huge);
    expect([res.statusCode, res.error.message]).toEqual([413, 'The file is larger than 2 MB']);
  });

  it('shows a missing column in the mapping step and refuses to import without it', async () => {
    const file = csvOf([
      ['From', 'To', 'Detail'],
      ['Ann Archer', 'Bo Lee', 'x'],
    ]);
    const shown = await testClient(t.app, vp).ok('POST /api/imports/preview', {
      body: fileBody('slips.csv', file, { kind: 'slips' }),
    });
    expect(shown).toMatchObject({ kind: 'slips', missing: ['slipType'], rows: [], headers: ['From', 'To', 'Detail'] });
    const res = await confirm(fileBody('slips.csv', file, { kind: 'slips' }));
    expect([res.statusCode, res.error.message]).toEqual([400, 'The file has no column for slipType']);
    const unknown = await preview(fileBody('slips.csv', file, { kind: 'slips', mapping: { slipType: 'Kind' } }));
    expect([unknown.statusCode, unknown.error.message]).toEqual([400, 'The file has no column Kind']);
  });

  it('maps a spreadsheet of its own headers, then names each bad cell by row and column', async () => {
    const file = xlsxOf([
      ['Giver', 'Receiver', 'What', 'Value', 'When'],
      ['Ann Archer', 'Bo Lee', 'Referral', '', '2026-02-04'],
      ['Ann Archer', 'Bo Lee', 'Gift', '', '2026-02-04'],
      ['Bo Lee', 'Ann Archer', 'TYFCB', 'lots', '2026-02-04'],
      ['Bo Lee', 'Ann Archer', 'TYFCB', '', '2026-02-04'],
      ['Bo Lee', 'Ann Archer', 'Referral', '', '31/31/2026'],
      ['Bo Lee', 'Ann Archer', 'Referral', '', '2027-01-01'],
    ]);
    const mapping = { from: 'Giver', to: 'Receiver', slipType: 'What', amount: 'Value', date: 'When' };
    const body = fileBody('mine.xlsx', file, { kind: 'slips', mapping });
    const res = await testClient(t.app, vp).ok('POST /api/imports/preview', { body });
    expect(res.rows.map((r) => [r.row, r.outcome, r.column, r.reason])).toEqual([
      [2, 'create', null, null],
      [3, 'error', 'What', 'Unknown slip type "Gift"'],
      [4, 'error', 'Value', '"lots" is not an amount'],
      [5, 'error', 'Value', 'A TYFCB slip needs an amount'],
      [6, 'error', 'When', '"31/31/2026" is not a date'],
      [7, 'error', 'When', 'The date 2027-01-01 is in the future'],
    ]);
    const refused = await confirm(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.error.message).toBe('Rows with problems: 5; nothing was imported. The first is row 3, column What');
    expect(refused.error.details?.map((d) => d.field)).toEqual([
      'row 3, What',
      'row 4, Value',
      'row 5, Value',
      'row 6, When',
      'row 7, When',
    ]);
  });

  it('refuses a manual match to someone outside the chapter', async () => {
    const outsider = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id });
    const body = fileBody('s.csv', slips(['Zed', 'Bo Lee', 'Referral', '', '', '', '', '2026-02-04']), {
      matches: { Zed: outsider.id },
    });
    const res = await preview(body);
    expect([res.statusCode, res.error.message]).toEqual([400, 'The member chosen for Zed is not in this chapter']);
  });
});
