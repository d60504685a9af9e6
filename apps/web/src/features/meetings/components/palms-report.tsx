import type { AttendanceReport } from '@chapter/shared/palms.schemas';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatCents, formatNumber, formatPercent } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useIsMobile } from '../../../lib/media.ts';
import { meetingsMessages } from '../messages.ts';
import { palmsMessages } from '../palms/messages.ts';

type Row = AttendanceReport['rows'][number];
type Key = 'name' | Exclude<keyof Row, 'userId' | 'classification'>;
interface Sort {
  key: Key;
  dir: 1 | -1;
}

/**
 * The PALMS columns as chapters read them: the organisations' fixed codes (P, A, L, M, S, RGI…) stay as they are;
 * the other short headings and every full name (for screen readers and the phone's cards) are the active language's.
 */
const COLUMNS: { key: Key; code?: string }[] = [
  { key: 'name' },
  { key: 'meetings' },
  { key: 'present', code: 'P' },
  { key: 'absent', code: 'A' },
  { key: 'late', code: 'L' },
  { key: 'medical', code: 'M' },
  { key: 'substitute', code: 'S' },
  { key: 'referralsInside', code: 'RGI' },
  { key: 'referralsOutside', code: 'RGO' },
  { key: 'referralsReceived', code: 'RR' },
  { key: 'visitorsBrought', code: 'V' },
  { key: 'oneToOnes', code: '1-2-1' },
  { key: 'tyfcbCents', code: 'TYFCB' },
  { key: 'testimonials', code: 'T' },
  { key: 'trainingCredits', code: 'CEU' },
  { key: 'rate' },
];
/** A column's short heading and its full name, in the active language (read when drawn). */
const shortOf = (c: (typeof COLUMNS)[number]) => c.code ?? meetingsMessages.text('columnShort', { column: c.key });
const labelOf = (key: Key) => meetingsMessages.text('columnName', { column: key });
const FIGURES = COLUMNS.slice(1);

type Totals = AttendanceReport['totals'];
/** The columns the chapter's totals fill: every figure but meetings held (the report's own) and the rate. */
const summed = (key: Key): key is keyof Totals => key !== 'name' && key !== 'rate' && key !== 'meetings';
const SUMMED = COLUMNS.map((c) => c.key).filter(summed);

/** A new sort key starts at the top: A to Z for names, the most first for figures. */
const startDir = (key: Key): 1 | -1 => (key === 'name' ? 1 : -1);

function sortRows(rows: Row[], sort: Sort): Row[] {
  const value = (r: Row, key: Key) => (key === 'name' ? r.name : (r[key] ?? -1));
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    return (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y)) * sort.dir;
  });
}

/** One member's figure as the report shows it. */
function shown(report: AttendanceReport, r: Row, key: Key): string {
  if (key === 'tyfcbCents') return formatCents(r.tyfcbCents, report.currency) ?? '';
  if (key === 'rate') {
    return r.meetings === 0 ? meetingsMessages.text('noMeetingsYet') : r.rate === null ? '—' : formatPercent(r.rate);
  }
  const value = r[key as keyof Row];
  return typeof value === 'number' ? formatNumber(value) : (value ?? '');
}

/** The chapter's figure (the server's, the same the CSV and the PDF print); none for the rate. */
function totalShown(report: AttendanceReport, key: Key): string | null {
  if (key === 'meetings') return formatNumber(report.meetings);
  if (!summed(key)) return null;
  return key === 'tyfcbCents'
    ? (formatCents(report.totals.tyfcbCents, report.currency) ?? '')
    : formatNumber(report.totals[key]);
}

/** The chapter's referral funnel of the period, as the CSV and the PDF give it (docs/referral-follow-up.md). */
function funnelLine(report: AttendanceReport): string {
  const f = report.funnel;
  const days = (d: number | null) => (d === null ? '–' : formatNumber(d));
  return palmsMessages.text('palmsFunnel', {
    given: f.given,
    contacted: f.contacted,
    won: f.won,
    lost: f.lost,
    revenue: formatCents(f.revenueCents ?? 0, report.currency) ?? '',
    toContact: days(f.medianDaysToContact),
    toWon: days(f.medianDaysToWon),
  });
}

/**
 * The PALMS report on screen (docs/product-rules.md "PALMS report"): its summary first, outside anything that
 * scrolls; then a table on a wide screen and a card per member on a phone, where sixteen columns made the table about
 * 1,030 px wide. Both close with the chapter's totals and sort the same way.
 */
export function PalmsReport({ report }: { report: AttendanceReport }) {
  const t = useMessages(meetingsMessages);
  const mobile = useIsMobile();
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 1 });
  const rows = sortRows(report.rows, sort);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        {t('palmsSummary', { meetings: report.meetings, visitors: report.visitors })}
      </p>
      <p className="text-sm text-muted-foreground">{funnelLine(report)}</p>
      {mobile ? (
        <PalmsCards report={report} rows={rows} sort={sort} onSort={setSort} />
      ) : (
        <PalmsTable report={report} rows={rows} sort={sort} onSort={setSort} />
      )}
    </div>
  );
}

interface ViewProps {
  report: AttendanceReport;
  rows: Row[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}

/** A header tap sorts by that column (again: the other way); the member column stays in view while the figures scroll. */
function PalmsTable({ report, rows, sort, onSort }: ViewProps) {
  const t = useMessages(meetingsMessages);
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table aria-label={t('palmsByMember')} className="w-full text-sm tabular-nums">
        <thead className="bg-muted/60 text-start">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={sort.key === c.key ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined}
                className={c.key === 'name' ? 'sticky start-0 bg-muted' : undefined}
              >
                <button
                  type="button"
                  title={labelOf(c.key)}
                  aria-label={t('sortColumn', { column: labelOf(c.key) })}
                  onClick={() =>
                    onSort({ key: c.key, dir: sort.key === c.key ? (sort.dir === 1 ? -1 : 1) : startDir(c.key) })
                  }
                  className="flex min-h-11 items-center gap-1 px-3 py-2 font-medium whitespace-nowrap"
                >
                  {shortOf(c)}
                  {sort.key === c.key &&
                    (sort.dir === 1 ? (
                      <ArrowUp className="size-3" aria-hidden="true" />
                    ) : (
                      <ArrowDown className="size-3" aria-hidden="true" />
                    ))}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.userId} className="border-t">
              <th scope="row" className="sticky start-0 bg-card px-3 py-2 text-start font-normal whitespace-nowrap">
                {r.name}
              </th>
              {FIGURES.map((c) => (
                <td key={c.key} className="px-3 py-2 whitespace-nowrap">
                  {shown(report, r, c.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 font-medium">
          <tr>
            <th scope="row" className="sticky start-0 bg-card px-3 py-2 text-start">
              {t('chapterTotal')}
            </th>
            <td className="px-3 py-2">{formatNumber(report.meetings)}</td>
            {SUMMED.map((key) => (
              <td key={key} className="px-3 py-2 whitespace-nowrap">
                {totalShown(report, key)}
              </td>
            ))}
            <td className="px-3 py-2" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * Figures under their full names, three to a row. A name is hyphenated in its language where the browser can, and
 * otherwise broken anywhere rather than pushing its column wider: German's "Weiterbildungspunkte" is wider than a
 * third of a phone.
 */
function Figures({ figures }: { figures: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
      {figures.map((f) => (
        <div key={f.label} className="min-w-0">
          <dt className="hyphens-auto text-xs leading-tight text-muted-foreground [overflow-wrap:anywhere]">
            {f.label}
          </dt>
          <dd className="font-medium tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** On a phone: a sort menu, then a card per member with every figure named, then the chapter's totals. */
function PalmsCards({ report, rows, sort, onSort }: ViewProps) {
  const t = useMessages(meetingsMessages);
  return (
    <>
      <SelectField
        label={t('sortBy')}
        value={sort.key}
        onChange={(e) => {
          const key = e.target.value as Key;
          onSort({ key, dir: startDir(key) });
        }}
        options={COLUMNS.map((c) => ({ value: c.key, label: c.key === 'name' ? t('name') : labelOf(c.key) }))}
      />
      <ul aria-label={t('palmsByMember')} className="flex flex-col gap-3">
        {rows.map((r) => (
          <li key={r.userId} className="rounded-xl border bg-card p-3">
            <p className="mb-2 font-semibold">{r.name}</p>
            <Figures figures={FIGURES.map((c) => ({ label: labelOf(c.key), value: shown(report, r, c.key) }))} />
          </li>
        ))}
      </ul>
      <section aria-label={t('chapterTotal')} className="rounded-xl border-2 bg-card p-3">
        <p className="mb-2 font-semibold">{t('chapterTotal')}</p>
        <Figures
          figures={FIGURES.flatMap((c) => {
            const value = totalShown(report, c.key);
            return value === null ? [] : [{ label: labelOf(c.key), value }];
          })}
        />
      </section>
    </>
  );
}
