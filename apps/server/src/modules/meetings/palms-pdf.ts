import { formatCents, formatDay } from '@chapter/shared/format';
import type { LanguageCode } from '@chapter/shared/languages';
import type { AttendanceReport, PalmsPaper } from '@chapter/shared/palms.schemas';
import PDFDocument from 'pdfkit';
import { embedFonts, layoutOf, type PdfFace, printable } from '../../lib/pdf-fonts.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { provisionalWeeks } from '../activity/palms-week.ts';
import { meetingsText } from './messages.ts';

/**
 * The PALMS report as a printable PDF (docs/product-rules.md "PALMS report"): landscape on A4 or US Letter, a title
 * with the group, period and currency, one table line per member under a heading repeated on every page, the
 * chapter's totals (the report's own, as on screen and in the CSV) and "Page n of N" at the foot of each page. In
 * the chapter's language (docs/i18n.md); the PALMS letters stay as the organisations print them.
 */

type Row = AttendanceReport['rows'][number];

/** PDFKit's names of the two sheets; landscape swaps their sides (A4 842 × 595 pt, Letter 792 × 612 pt). */
const SHEETS: Record<PalmsPaper, string> = { a4: 'A4', letter: 'LETTER' };

/** Half an inch all round: inside what every office printer can reach, on either paper. */
const MARGIN = 36;
const ROW = 14;
const HEAD = 16;
const TEXT = 8;
const PAD = 4;
/** The foot of each page (page numbers) sits in the bottom margin, below the table's last line. */
const FOOT_GAP = 14;

interface Column {
  head: string;
  /** Points; the member column takes what the figures leave, so it grows on the wider A4 sheet. */
  width: number;
  member: (r: Row, money: Money) => string;
  total: (r: AttendanceReport, money: Money) => string;
}

type Money = (cents: number) => string;

/** "$1,750.50" (or "1.750,50 €"), as the language writes amounts (the formatter is made once and kept). */
function moneyIn(currency: string, locale: string): Money {
  return (cents) => formatCents(cents, currency, locale);
}

/** A figure column: the member's count, and the chapter total of the same key. */
/** A figure column (its heading's meaning is in the key under the title, the message `pdfKey`). */
const figure = (head: string, key: keyof AttendanceReport['totals']): Column => ({
  head,
  width: 31,
  member: (r) => String(r[key]),
  total: (r) => String(r.totals[key]),
});

type Say = (key: Parameters<typeof meetingsText>[1], values?: Record<string, unknown>) => string;

/** The on-screen table's columns, in its order and with its short headings, so a printout reads like the screen. */
const columnsIn = (say: Say): Column[] => [
  { head: say('pdfMember'), width: 0, member: (r) => printable(r.name), total: () => say('pdfChapterTotal') },
  {
    head: say('pdfMtgs'),
    width: 31,
    member: (r) => String(r.meetings),
    total: (r) => String(r.meetings),
  },
  figure('P', 'present'),
  figure('A', 'absent'),
  figure('L', 'late'),
  figure('M', 'medical'),
  figure('S', 'substitute'),
  figure('RGI', 'referralsInside'),
  figure('RGO', 'referralsOutside'),
  figure('RR', 'referralsReceived'),
  figure('V', 'visitorsBrought'),
  figure('1-2-1', 'oneToOnes'),
  {
    head: 'TYFCB',
    width: 74,
    member: (r, money) => money(r.tyfcbCents),
    total: (r, money) => money(r.totals.tyfcbCents),
  },
  figure('T', 'testimonials'),
  figure('CEU', 'trainingCredits'),
  {
    head: say('pdfRate'),
    width: 33,
    // A member with no meeting since joining has no rate, as on screen ("No meetings yet"), in a narrower cell.
    member: (r) => (r.meetings === 0 || r.rate === null ? '–' : `${r.rate}%`),
    total: () => '',
  },
];

interface PalmsPdfOptions {
  groupName: string;
  /** The chapter's language, which the whole document speaks. */
  language: LanguageCode;
  paper: PalmsPaper;
  /** The document's creation date (the app's clock, so tests and repeated exports agree). */
  createdAt: Date;
}

/** Renders the report; resolves to the whole file (tens of kilobytes for a chapter of thirty). */
export async function palmsPdf(report: AttendanceReport, opts: PalmsPdfOptions): Promise<Buffer> {
  const say: Say = (key, values) => meetingsText(opts.language, key, values);
  const locale = formatLocaleOf(opts.language);
  const columns = columnsIn(say);
  // "September 1, 2025": the period's ends in words, never 01/09 read two ways on two sides of the Atlantic.
  const longDate = (date: string) => formatDay(date, 'long', locale);
  const period = `${longDate(report.from)} – ${longDate(report.to)}`;
  const title = say('pdfTitle', { group: printable(opts.groupName) });
  const doc = new PDFDocument({
    size: SHEETS[opts.paper],
    layout: 'landscape',
    margin: MARGIN,
    // Kept until the end, when the page count is known for "Page n of N".
    bufferPages: true,
    info: { Title: `${title}, ${period}`, Creator: 'Chapter', CreationDate: opts.createdAt },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await embedFonts(doc);
  const money = moneyIn(report.currency, locale);

  const width = doc.page.width - 2 * MARGIN;
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c, i) => (i === 0 ? width - fixed : c.width));
  const bottom = doc.page.height - MARGIN;

  let y = heading(
    doc,
    title,
    say('pdfSummary', { period, meetings: report.meetings, visitors: report.visitors, currency: report.currency }),
    keyWithProvisional(report, say, (date) => formatDay(date, 'long', locale)),
  );
  y = tableHead(doc, widths, y, columns);
  report.rows.forEach((r, i) => {
    if (y + ROW > bottom) {
      doc.addPage();
      y = tableHead(doc, widths, MARGIN, columns);
    }
    if (i % 2 === 1) doc.rect(MARGIN, y, width, ROW).fill('#f1f3f5');
    line(
      doc,
      widths,
      y,
      columns.map((c) => c.member(r, money)),
      'body',
    );
    y += ROW;
  });
  if (y + ROW + 2 > bottom) {
    doc.addPage();
    y = tableHead(doc, widths, MARGIN, columns);
  }
  doc
    .moveTo(MARGIN, y + 0.5)
    .lineTo(MARGIN + width, y + 0.5)
    .lineWidth(1)
    .stroke('#343a40');
  line(
    doc,
    widths,
    y + 2,
    columns.map((c) => c.total(report, money)),
    'bold',
  );
  // The chapter's referral funnel under its totals, on the same page (docs/referral-follow-up.md "The funnel").
  const fits = y + 2 * ROW + 6 <= bottom;
  if (!fits) doc.addPage();
  put(doc, funnelLine(report, say, money), {
    x: MARGIN,
    y: fits ? y + ROW + 6 : MARGIN,
    width,
    face: 'body',
    size: TEXT,
  });
  pageFeet(doc, `${title} · ${period}`, (page, count) => say('pdfPage', { page, count }));
  doc.end();
  return finished;
}

/** The chapter's funnel as one line: counts, the business in the report's currency, the median days ("–" for none). */
function funnelLine(report: AttendanceReport, say: Say, money: Money): string {
  const f = report.funnel;
  const days = (d: number | null) => (d === null ? '–' : String(d));
  return say('pdfFunnel', {
    given: f.given,
    contacted: f.contacted,
    won: f.won,
    lost: f.lost,
    revenue: money(f.revenueCents ?? 0),
    toContact: days(f.medianDaysToContact),
    toWon: days(f.medianDaysToWon),
  });
}

/**
 * The key under the title, after the weeks still a draft when there are any (docs/palms-weeks.md): named when a few,
 * counted with the first and last when many, so the line stays one line.
 */
function keyWithProvisional(report: AttendanceReport, say: Say, day: (date: string) => string): string {
  const drafts = provisionalWeeks(report);
  const first = drafts[0];
  const last = drafts.at(-1);
  if (first === undefined || last === undefined) return say('pdfKey');
  const provisional =
    drafts.length <= 3
      ? say('palmsProvisional', { count: drafts.length, weeks: drafts.map(day).join(', ') })
      : say('palmsProvisionalMany', { count: drafts.length, first: day(first), last: day(last) });
  return `${provisional}\n${say('pdfKey')}`;
}

/** The title, the period line and the key on the first page; returns where the table starts. */
function heading(doc: PDFKit.PDFDocument, title: string, period: string, key: string): number {
  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor('#212529');
  put(doc, title, { x: MARGIN, y: MARGIN, width, face: 'bold', size: 14 });
  put(doc, period, { x: MARGIN, y: MARGIN + 22, width, face: 'body', size: TEXT + 1 });
  // The key may take two lines on the narrower Letter sheet: the only text here that wraps, well above the
  // page's foot, so PDFKit's own page breaking never comes into play.
  doc
    .fillColor('#495057')
    .font('body')
    .fontSize(TEXT - 1);
  doc.text(key, MARGIN, MARGIN + 36, { width, lineGap: 1 });
  return doc.y + 8;
}

/** The column headings on a shaded band; returns where the first line goes. */
function tableHead(doc: PDFKit.PDFDocument, widths: number[], y: number, columns: Column[]): number {
  doc.rect(MARGIN, y, doc.page.width - 2 * MARGIN, HEAD).fill('#dee2e6');
  line(
    doc,
    widths,
    y + (HEAD - ROW) / 2,
    columns.map((c) => c.head),
    'bold',
  );
  return y + HEAD;
}

/** One table line: the member column left-aligned, the figures right-aligned so their digits line up. */
function line(doc: PDFKit.PDFDocument, widths: number[], y: number, cells: string[], face: PdfFace): void {
  doc.fillColor('#212529');
  let x = MARGIN;
  cells.forEach((text, i) => {
    const w = widths[i] ?? 0;
    put(doc, text, {
      x: x + PAD,
      y: y + (ROW - TEXT) / 2 - 1,
      width: w - 2 * PAD,
      face,
      size: TEXT,
      align: i === 0 ? 'left' : 'right',
    });
    x += w;
  });
}

interface Place {
  x: number;
  y: number;
  width: number;
  face: PdfFace;
  size: number;
  align?: 'left' | 'right';
}

/**
 * Writes one line of text inside a width: a long name is cut with an ellipsis, a long figure (a large total of
 * closed business) is set smaller, as a figure cut short would be a wrong figure. Never wraps, and never lets
 * PDFKit start a page on its own: the table decides where pages break.
 */
function put(doc: PDFKit.PDFDocument, text: string, at: Place): void {
  doc.font(at.face).fontSize(at.size);
  const layout = layoutOf(text);
  let shown = text;
  const full = doc.widthOfString(shown, layout);
  if (full > at.width && at.align === 'right') doc.fontSize((at.size * at.width) / full);
  else if (full > at.width) {
    const chars = Array.from(shown);
    while (chars.length > 0 && doc.widthOfString(`${chars.join('')}…`, layout) > at.width) chars.pop();
    shown = `${chars.join('').trimEnd()}…`;
  }
  const x = at.align === 'right' ? at.x + at.width - doc.widthOfString(shown, layout) : at.x;
  doc.text(shown, x, at.y, { ...layout, lineBreak: false });
}

/** "Page n of N" on every page, once the last page is known, with the title and period to identify a loose sheet. */
function pageFeet(doc: PDFKit.PDFDocument, caption: string, pageOf: (page: number, count: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + FOOT_GAP - TEXT;
    const width = doc.page.width - 2 * MARGIN;
    const page = pageOf(i - start + 1, count);
    doc
      .fillColor('#6c757d')
      .font('body')
      .fontSize(TEXT - 1);
    const room = width - doc.widthOfString(page) - 24;
    put(doc, caption, { x: MARGIN, y, width: room, face: 'body', size: TEXT - 1 });
    put(doc, page, { x: MARGIN, y, width, face: 'body', size: TEXT - 1, align: 'right' });
  }
}
