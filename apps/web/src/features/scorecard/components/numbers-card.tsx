import type { Numbers, Scorecard } from '@chapter/shared/scorecard.schemas';
import { formatMoney, formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { scorecardMessages } from '../messages.ts';
import { shortMonths } from './traffic-light-card.tsx';

const { text } = scorecardMessages;

/** "18 of 20": meetings attended of those expected, in the active language. */
export const attendedOf = (attended: number, expected: number): string =>
  text('attendedOf', { attended: formatNumber(attended), expected: formatNumber(expected) });

/** Each row's figure; its name is the catalogue's `statName` of the same key. */
const ROWS: Array<{
  stat: 'referralsGiven' | 'referralsReceived' | 'tyfcb' | 'oneToOnes' | 'visitors' | 'trainingCredits' | 'attendance';
  value: (n: Numbers) => string;
}> = [
  { stat: 'referralsGiven', value: (n) => formatNumber(n.referralsGiven) },
  { stat: 'referralsReceived', value: (n) => formatNumber(n.referralsReceived) },
  { stat: 'tyfcb', value: (n) => (n.tyfcbAmount === null ? '—' : formatMoney(n.tyfcbAmount, n.currency)) },
  { stat: 'oneToOnes', value: (n) => formatNumber(n.oneToOnes) },
  { stat: 'visitors', value: (n) => formatNumber(n.visitors) },
  { stat: 'trainingCredits', value: (n) => formatNumber(n.trainingCredits) },
  {
    stat: 'attendance',
    value: (n) => (n.attendance ? attendedOf(n.attendance.attended, n.attendance.expected) : text('notRecorded')),
  },
];

/** My numbers over the last 7 days and the months my light scores, side by side. */
export function NumbersCard({ card }: { card: Pick<Scorecard, 'week' | 'sixMonths' | 'since' | 'until'> }) {
  const t = useMessages(scorecardMessages);
  return (
    <section aria-labelledby="my-numbers" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="my-numbers" className="font-semibold">
        {t('myNumbers')}
      </h2>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className="pb-2 text-start font-medium">
              <span className="sr-only">{t('metric')}</span>
            </th>
            <th scope="col" className="pb-2 ps-3 text-end font-medium">
              {t('last7Days')}
            </th>
            <th scope="col" className="pb-2 ps-4 text-end font-medium">
              {shortMonths(card.since, card.until)}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.stat} className="border-t">
              <th scope="row" className="py-2 text-start font-normal">
                {t('statName', { stat: row.stat })}
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
