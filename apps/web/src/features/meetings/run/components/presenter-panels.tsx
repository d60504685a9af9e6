import { formatCents, formatNumber } from '../../../../lib/format/index.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useRunFigures } from '../api/run.ts';
import { runMessages } from '../messages.ts';
import type { HeldRun } from '../run-clock.ts';

/** The visitors checked in, each with who invited them, for their introductions. */
export function VisitorIntroductions({ run }: { run: HeldRun }) {
  const t = useMessages(runMessages);
  return (
    <section aria-labelledby="visitors-here">
      <h2 id="visitors-here" className="text-[3vmin] text-muted-foreground">
        {t('visitorsHere')}
      </h2>
      {run.visitors.length === 0 ? (
        <p className="text-[4vmin]">{t('noVisitors')}</p>
      ) : (
        <ul className="grid gap-x-[4vmin] gap-y-[1vmin] text-[4.5vmin] sm:grid-cols-2">
          {run.visitors.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two visitors may share a name; the list is redrawn whole.
            <li key={i}>
              <span className="font-semibold">{v.name}</span>
              {v.invitedBy && (
                <span className="block text-[2.8vmin] text-muted-foreground">
                  {t('invitedBy', { name: v.invitedBy })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The PALMS week's numbers at the referral round, read again as the round goes on. */
export function WeekNumbers({ run }: { run: HeldRun }) {
  const t = useMessages(runMessages);
  const figures = useRunFigures(run.meetingId, run.version);
  if (!figures.data) return null;
  const f = figures.data;
  const cells: Array<[string, string]> = [
    [t('referralsFigure'), formatNumber(f.referrals)],
    [t('thanksFigure'), formatCents(f.thanksCents, f.currency) ?? '—'],
    [t('visitorsFigure'), formatNumber(f.visitors)],
    [t('attendedFigure'), formatNumber(f.attended)],
  ];
  return (
    <section aria-labelledby="week-numbers">
      <h2 id="week-numbers" className="text-[3vmin] text-muted-foreground">
        {t('weekNumbers')}
      </h2>
      <dl className="grid grid-cols-2 gap-[3vmin] lg:grid-cols-4">
        {cells.map(([label, value]) => (
          <div key={label} className="rounded-xl border p-[2vmin]">
            <dt className="text-[2.5vmin] text-muted-foreground">{label}</dt>
            <dd className="text-[6vmin] font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
