import type { Numbers, Scorecard } from '@chapter/shared/scorecard.schemas';
import { formatMoney } from '../../../lib/format/index.ts';
import { shortMonths } from './traffic-light-card.tsx';

const ROWS: Array<{ label: string; value: (n: Numbers) => string }> = [
  { label: 'Referrals given', value: (n) => String(n.referralsGiven) },
  { label: 'Referrals received', value: (n) => String(n.referralsReceived) },
  {
    label: 'Thanks for closed business',
    value: (n) => (n.tyfcbAmount === null ? '—' : formatMoney(n.tyfcbAmount, n.currency)),
  },
  { label: 'One-to-ones', value: (n) => String(n.oneToOnes) },
  { label: 'Visitors brought', value: (n) => String(n.visitors) },
  { label: 'Training credits', value: (n) => String(n.trainingCredits) },
  {
    label: 'Attendance',
    value: (n) => (n.attendance ? `${n.attendance.attended} of ${n.attendance.expected}` : 'not recorded'),
  },
];

/** My numbers over the last 7 days and the months my light scores, side by side. */
export function NumbersCard({ card }: { card: Pick<Scorecard, 'week' | 'sixMonths' | 'since' | 'until'> }) {
  return (
    <section aria-labelledby="my-numbers" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="my-numbers" className="font-semibold">
        My numbers
      </h2>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className="pb-2 text-start font-medium">
              <span className="sr-only">Metric</span>
            </th>
            <th scope="col" className="pb-2 ps-3 text-end font-medium">
              Last 7 days
            </th>
            <th scope="col" className="pb-2 ps-4 text-end font-medium">
              {shortMonths(card.since, card.until)}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-t">
              <th scope="row" className="py-2 text-start font-normal">
                {row.label}
              </th>
              <td className="py-2 ps-3 text-end tabular-nums">{row.value(card.week)}</td>
              <td className="py-2 ps-4 text-end font-medium tabular-nums">{row.value(card.sixMonths)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
