import type { AttendanceReport } from '@chapter/shared/palms.schemas';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatCents } from '../../../lib/format/index.ts';
import { useIsMobile } from '../../../lib/media.ts';

type Row = AttendanceReport['rows'][number];
type Key = 'name' | Exclude<keyof Row, 'userId' | 'classification'>;
interface Sort {
  key: Key;
  dir: 1 | -1;
}

/** The PALMS columns as chapters read them; the short heading and what it means for screen readers. */
const COLUMNS: { key: Key; short: string; label: string }[] = [
  { key: 'name', short: 'Member', label: 'Member' },
  { key: 'meetings', short: 'Mtgs', label: 'Meetings held since joining' },
  { key: 'present', short: 'P', label: 'Present' },
  { key: 'absent', short: 'A', label: 'Absent' },
  { key: 'late', short: 'L', label: 'Late' },
  { key: 'medical', short: 'M', label: 'Medical' },
  { key: 'substitute', short: 'S', label: 'Substitute' },
  { key: 'referralsInside', short: 'RGI', label: 'Referrals given inside' },
  { key: 'referralsOutside', short: 'RGO', label: 'Referrals given outside' },
  { key: 'referralsReceived', short: 'RR', label: 'Referrals received' },
  { key: 'visitorsBrought', short: 'V', label: 'Visitors brought' },
  { key: 'oneToOnes', short: '1-2-1', label: 'One-to-ones' },
  { key: 'tyfcbCents', short: 'TYFCB', label: 'Thanks for closed business' },
  { key: 'testimonials', short: 'T', label: 'Testimonials' },
  { key: 'trainingCredits', short: 'CEU', label: 'Training credits' },
  { key: 'rate', short: 'Rate', label: 'Attendance rate' },
];
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
  if (key === 'rate') return r.meetings === 0 ? 'No meetings yet' : r.rate === null ? '—' : `${r.rate}%`;
  return String(r[key as keyof Row] ?? '');
}

/** The chapter's figure (the server's, the same the CSV and the PDF print); none for the rate. */
function totalShown(report: AttendanceReport, key: Key): string | null {
  if (key === 'meetings') return String(report.meetings);
  if (!summed(key)) return null;
  return key === 'tyfcbCents'
    ? (formatCents(report.totals.tyfcbCents, report.currency) ?? '')
    : String(report.totals[key]);
}

/**
 * The PALMS report on screen (docs/product-rules.md "PALMS report"): its summary first, outside anything that
 * scrolls; then a table on a wide screen and a card per member on a phone, where sixteen columns made the table about
 * 1,030 px wide. Both close with the chapter's totals and sort the same way.
 */
export function PalmsReport({ report }: { report: AttendanceReport }) {
  const mobile = useIsMobile();
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 1 });
  const rows = sortRows(report.rows, sort);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        {report.meetings} meetings held · {report.visitors} visitor check-ins · each member counts from the day they
        joined
      </p>
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
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table aria-label="PALMS by member" className="w-full text-sm tabular-nums">
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
                  title={c.label}
                  aria-label={`${c.label}: sort`}
                  onClick={() =>
                    onSort({ key: c.key, dir: sort.key === c.key ? (sort.dir === 1 ? -1 : 1) : startDir(c.key) })
                  }
                  className="flex min-h-11 items-center gap-1 px-3 py-2 font-medium whitespace-nowrap"
                >
                  {c.short}
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
              Chapter total
            </th>
            <td className="px-3 py-2">{report.meetings}</td>
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

/** Figures under their full names, three to a row. */
function Figures({ figures }: { figures: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
      {figures.map((f) => (
        <div key={f.label} className="min-w-0">
          <dt className="text-xs leading-tight text-muted-foreground">{f.label}</dt>
          <dd className="font-medium tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** On a phone: a sort menu, then a card per member with every figure named, then the chapter's totals. */
function PalmsCards({ report, rows, sort, onSort }: ViewProps) {
  return (
    <>
      <SelectField
        label="Sort by"
        value={sort.key}
        onChange={(e) => {
          const key = e.target.value as Key;
          onSort({ key, dir: startDir(key) });
        }}
        options={COLUMNS.map((c) => ({ value: c.key, label: c.key === 'name' ? 'Name' : c.label }))}
      />
      <ul aria-label="PALMS by member" className="flex flex-col gap-3">
        {rows.map((r) => (
          <li key={r.userId} className="rounded-xl border bg-card p-3">
            <p className="mb-2 font-semibold">{r.name}</p>
            <Figures figures={FIGURES.map((c) => ({ label: c.label, value: shown(report, r, c.key) }))} />
          </li>
        ))}
      </ul>
      <section aria-label="Chapter total" className="rounded-xl border-2 bg-card p-3">
        <p className="mb-2 font-semibold">Chapter total</p>
        <Figures
          figures={FIGURES.flatMap((c) => {
            const value = totalShown(report, c.key);
            return value === null ? [] : [{ label: c.label, value }];
          })}
        />
      </section>
    </>
  );
}
