import type { AttendanceReport } from '@chapter/shared/palms.schemas';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { formatCents } from '../../../lib/format/index.ts';

type Row = AttendanceReport['rows'][number];
type Key = 'name' | Exclude<keyof Row, 'userId' | 'classification'>;

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

type Totals = AttendanceReport['totals'];
/** The columns the chapter's totals fill: every figure but meetings held (the report's own) and the rate. */
const summed = (key: Key): key is keyof Totals => key !== 'name' && key !== 'rate' && key !== 'meetings';
const SUMMED = COLUMNS.map((c) => c.key).filter(summed);

/**
 * The PALMS report on screen (docs/product-rules.md "PALMS report"): a header tap sorts by that column (again:
 * the other way), the member column stays in view while the figures scroll sideways on a phone, and the chapter's
 * totals close the table (the server's, the same the CSV and the PDF print).
 */
export function PalmsTable({ report }: { report: AttendanceReport }) {
  const [sort, setSort] = useState<{ key: Key; dir: 1 | -1 }>({ key: 'name', dir: 1 });
  const value = (r: Row, key: Key) => (key === 'name' ? r.name : (r[key] ?? -1));
  const rows = [...report.rows].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    return (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y)) * sort.dir;
  });
  const show = (r: Row, key: Key) => {
    if (key === 'tyfcbCents') return formatCents(r.tyfcbCents, report.currency);
    if (key === 'rate') return r.meetings === 0 ? 'No meetings yet' : r.rate === null ? '—' : `${r.rate}%`;
    return String(r[key as keyof Row] ?? '');
  };
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm tabular-nums">
        <caption className="p-2 text-left text-muted-foreground">
          {report.meetings} meetings held · {report.visitors} visitor check-ins · each member counts from the day they
          joined
        </caption>
        <thead className="bg-muted/60 text-left">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={sort.key === c.key ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined}
                className={c.key === 'name' ? 'sticky left-0 bg-muted' : undefined}
              >
                <button
                  type="button"
                  title={c.label}
                  aria-label={`${c.label}: sort`}
                  onClick={() =>
                    setSort((s) => ({
                      key: c.key,
                      dir: s.key === c.key ? (s.dir === 1 ? -1 : 1) : c.key === 'name' ? 1 : -1,
                    }))
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
              <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-normal whitespace-nowrap">
                {r.name}
              </th>
              {COLUMNS.slice(1).map((c) => (
                <td key={c.key} className="px-3 py-2 whitespace-nowrap">
                  {show(r, c.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 font-medium">
          <tr>
            <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left">
              Chapter total
            </th>
            <td className="px-3 py-2">{report.meetings}</td>
            {SUMMED.map((key) => (
              <td key={key} className="px-3 py-2 whitespace-nowrap">
                {key === 'tyfcbCents' ? formatCents(report.totals.tyfcbCents, report.currency) : report.totals[key]}
              </td>
            ))}
            <td className="px-3 py-2" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
