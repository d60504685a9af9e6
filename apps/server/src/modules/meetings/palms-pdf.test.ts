import type { AttendanceReport } from '@chapter/shared/palms.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { seedPalmsActivity } from '../../test/palms-activity.ts';
import { type PdfPage, readPdf } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

const DAY = 86_400_000;
const PERIOD = { from: '2025-09-02', to: '2026-03-02' };
let t: TestApp;
let groupId: number;
let vp: string;

// Clock: Monday 2 March 2026 09:00 UTC; the group meets on Mondays in UTC.
beforeEach(async () => {
  t = await createTestApp();
  groupId = (
    await buildGroup(t.ctx, { name: 'Łódź Riverside', timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' })
  ).id;
  const vpUser = await buildMember(t.ctx, { groupId, role: 'Vice President', name: 'Val Vice' });
  vp = await loginAs(t.app, vpUser.email);
  const people = [vpUser];
  // Names outside Latin-1, which PDFKit's standard fonts cannot encode; the last is in a script the embedded
  // font lacks, so it must not stop the report either.
  for (const name of ['Ann Able', 'Łukasz Żółć', 'Дмитрий Иванов', 'Γιώργος Παπαδόπουλος', '王小明'])
    people.push(await buildMember(t.ctx, { groupId, name }));
  const now = t.clock.now().getTime();
  await seedPalmsActivity(t.ctx.db, groupId, people, now);
  await t.ctx.db
    .updateTable('memberships')
    .set({ joined_at: new Date(now - 300 * DAY).toISOString() })
    .execute();
});
afterEach(() => t.close());

const reportPdf = (paper: string) =>
  testClient(t.app, vp).raw('GET /api/attendance/report.pdf', { query: { ...PERIOD, paper } });

async function pdf(paper: string): Promise<PdfPage[]> {
  const res = await reportPdf(paper);
  expect(res.statusCode, res.text.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return readPdf(new Uint8Array(res.response.rawPayload));
}

async function json(): Promise<AttendanceReport> {
  return testClient(t.app, vp).ok('GET /api/attendance/report', { query: PERIOD });
}

const HEADER = 'Member Mtgs P A L M S RGI RGO RR V 1-2-1 TYFCB T CEU Rate';

/** "$12,345.67" back to cents. */
const cents = (amount: string) => Number(amount.replace(/[^\d]/g, ''));

describe('the PALMS report as a PDF', () => {
  it.each([
    ['a4', 842, 595],
    ['letter', 792, 612],
  ])('lays the report out landscape on %s, with every member and the chapter totals', async (paper, width, height) => {
    const pages = await pdf(paper);
    expect(pages).toHaveLength(1);
    const [page] = pages as [PdfPage];
    expect({ width: Math.round(page.width), height: Math.round(page.height) }).toEqual({ width, height });
    const report = await json();
    expect(page.lines[0]).toBe('Łódź Riverside · PALMS report');
    expect(page.lines[1]).toBe(
      `September 2, 2025 – March 2, 2026 · ${report.meetings} meetings held · ${report.visitors} visitor check-ins · amounts in USD`,
    );
    expect(page.lines).toContain(HEADER);
    for (const name of ['Ann Able', 'Łukasz Żółć', 'Дмитрий Иванов', 'Γιώργος Παπαδόπουλος', 'Val Vice']) {
      expect(
        page.lines.some((l) => l.startsWith(`${name} `)),
        name,
      ).toBe(true);
    }
    // The member column, then the figures in the table's order: the totals row prints the report's totals.
    const totals = page.lines.find((l) => l.startsWith('Chapter total '))?.slice('Chapter total '.length);
    const [meetings, ...figures] = totals?.split(' ') ?? [];
    const sum = report.totals;
    expect(Number(meetings)).toBe(report.meetings);
    expect(figures.map((f) => (f.includes('$') ? cents(f) : Number(f)))).toEqual([
      sum.present,
      sum.absent,
      sum.late,
      sum.medical,
      sum.substitute,
      sum.referralsInside,
      sum.referralsOutside,
      sum.referralsReceived,
      sum.visitorsBrought,
      sum.oneToOnes,
      sum.tyfcbCents,
      sum.testimonials,
      sum.trainingCredits,
    ]);
    // The seeded activity reaches the totals, so zeros cannot pass for agreement.
    expect(sum.referralsInside + sum.oneToOnes + sum.tyfcbCents).toBeGreaterThan(0);
    expect(page.lines.at(-1)).toMatch(
      /^Łódź Riverside · PALMS report · September 2, 2025 – March 2, 2026 Page 1 of 1$/,
    );
  });

  it('speaks the chapter’s language: title, summary, key, totals, amounts and page numbers', async () => {
    await t.ctx.db.updateTable('groups').set({ language: 'de' }).where('id', '=', groupId).execute();
    const report = await json();
    const [page] = (await pdf('a4')) as [PdfPage];
    expect(page.lines[0]).toBe('Łódź Riverside · PALMS-Bericht');
    expect(page.lines[1]).toBe(
      `2. September 2025 – 2. März 2026 · ${report.meetings} Treffen abgehalten · ${report.visitors} Besucher-Check-ins · Beträge in USD`,
    );
    // Every week of the period is still a draft: the figures are provisional, and the report says so first.
    expect(page.lines[2]).toBe('Vorläufig: 26 Wochen zwischen 8. September 2025 und 2. März 2026 sind noch Entwürfe');
    expect(page.lines[3]).toMatch(/^Treff\. Treffen seit dem Beitritt · P anwesend/);
    const totals = page.lines.find((l) => l.startsWith('Summe des Chapters '));
    // German amounts: a comma before the cents, the currency after.
    expect(totals).toMatch(/ \d{1,3}(\.\d{3})*,\d{2} \$ /);
    expect(page.lines.at(-1)).toMatch(
      /^Łódź Riverside · PALMS-Bericht · 2\. September 2025 – 2\. März 2026 Seite 1 von 1$/,
    );
  });

  it('repeats the heading on each page of a long report and numbers the pages', async () => {
    for (let i = 1; i <= 45; i++) {
      await buildMember(t.ctx, { groupId, name: `Member ${String(i).padStart(2, '0')}` });
    }
    const report = await json();
    const pages = await pdf('letter');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      // The title and the key to the headings only on the first page; on the others the headings come first.
      const table = page.lines.indexOf(HEADER);
      if (i === 0) {
        expect(page.lines[0]).toBe('Łódź Riverside · PALMS report');
        expect(page.lines[3]).toMatch(/^Mtgs meetings held since joining · P present/);
        // The weeks still a draft take a line; the key takes two lines on the narrower Letter sheet.
        expect(table).toBe(5);
      } else expect(table, `page ${i + 1}`).toBe(0);
      expect(page.lines.at(-1)).toMatch(new RegExp(`Page ${i + 1} of ${pages.length}$`));
    });
    expect(pages[1]?.lines.at(-1)).toContain('Page 2 of');
    // Every member once, in the report's order, across the pages; the totals close the last page.
    const lines = pages.flatMap((p) => p.lines);
    const members = lines.filter((l) => report.rows.some((r) => l.startsWith(`${r.name} `)));
    expect(members.map((l) => report.rows.find((r) => l.startsWith(`${r.name} `))?.name)).toEqual(
      report.rows.filter((r) => r.name !== '王小明').map((r) => r.name),
    );
    expect(lines.filter((l) => l.startsWith('Chapter total '))).toHaveLength(1);
    expect(pages.at(-1)?.lines.some((l) => l.startsWith('Chapter total '))).toBe(true);
  });

  it('names the file after the period, and refuses a paper it does not lay out', async () => {
    const res = await reportPdf('a4');
    expect(res.headers['content-disposition']).toBe('attachment; filename="palms-2025-09-02-2026-03-02.pdf"');
    expect(res.response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Not a paper the contract knows: sent unchecked, refused by the server.
    const legal = await reportPdf('legal');
    expect(legal.statusCode).toBe(400);
  });
});
