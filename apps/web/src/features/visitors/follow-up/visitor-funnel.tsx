import { FUNNEL_STAGES, type FunnelStage } from '@chapter/shared/visitor-follow-up.schemas';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { EmptyState, ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { formatMonth, formatNumber, formatPercent } from '../../../lib/format/index.ts';
import { useGroupToday } from '../../../lib/group-today.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useVisitorFunnel } from './api.ts';
import { followUpMessages } from './messages.ts';

type Counts = Record<FunnelStage, number>;

/** The first day of the month five months back and today (the group's), as dates: the last six months by default. */
function lastSixMonths(today: string): { from: string; to: string } {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const from = new Date(Date.UTC(year, month - 1 - 5, 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

/** Invited → confirmed → attended → applied → joined, per inviter and per month of invitation, with shares. */
export function VisitorFunnel() {
  const t = useMessages(followUpMessages);
  const today = useGroupToday();
  const [range, setRange] = useState(() => lastSixMonths(today()));
  const funnel = useVisitorFunnel(range.from, range.to);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Field
          label={t('from')}
          type="date"
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
        />
        <Field
          label={t('to')}
          type="date"
          value={range.to}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
        />
      </div>
      {funnel.isPending && <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />}
      {funnel.isError && <ErrorState message={funnel.error.message} onRetry={() => void funnel.refetch()} />}
      {funnel.isSuccess && funnel.data.totals.invited === 0 && (
        <EmptyState icon={Users} title={t('noFunnel')}>
          <p>{t('noFunnelHint')}</p>
        </EmptyState>
      )}
      {funnel.isSuccess && funnel.data.totals.invited > 0 && (
        <>
          <FunnelTable
            caption={t('byInviter')}
            heading={t('inviter')}
            rows={funnel.data.byInviter.map((r) => ({
              key: String(r.inviterId),
              label: r.inviterName ?? t('cameAlone'),
              counts: r,
            }))}
            totals={funnel.data.totals}
          />
          <FunnelTable
            caption={t('byMonth')}
            heading={t('month')}
            rows={funnel.data.byMonth.map((r) => ({ key: r.month, label: formatMonth(r.month), counts: r }))}
            totals={funnel.data.totals}
          />
        </>
      )}
    </div>
  );
}

/** A stage's count with its share of those invited. */
function Cell({ counts, stage }: { counts: Counts; stage: FunnelStage }) {
  const value = counts[stage];
  return (
    <td className="px-2 py-1 text-end tabular-nums">
      {formatNumber(value)}
      {stage !== 'invited' && counts.invited > 0 && (
        <span className="block text-xs text-muted-foreground">{formatPercent((100 * value) / counts.invited)}</span>
      )}
    </td>
  );
}

function FunnelTable(props: {
  caption: string;
  heading: string;
  rows: { key: string; label: string; counts: Counts }[];
  totals: Counts;
}) {
  const t = useMessages(followUpMessages);
  return (
    <div className="overflow-x-auto rounded-xl border bg-card p-3">
      <table className="w-full text-sm">
        <caption className="pb-2 text-start font-semibold">{props.caption}</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="px-2 py-1 text-start font-medium">
              {props.heading}
            </th>
            {FUNNEL_STAGES.map((s) => (
              <th key={s} scope="col" className="px-2 py-1 text-end font-medium">
                {t('stage', { stage: s })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.key} className="border-t">
              <th scope="row" className="px-2 py-1 text-start font-normal">
                {r.label}
              </th>
              {FUNNEL_STAGES.map((s) => (
                <Cell key={s} counts={r.counts} stage={s} />
              ))}
            </tr>
          ))}
          <tr className="border-t font-semibold">
            <th scope="row" className="px-2 py-1 text-start">
              {t('total')}
            </th>
            {FUNNEL_STAGES.map((s) => (
              <Cell key={s} counts={props.totals} stage={s} />
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
