import { FUNNEL_MONTHS, type FunnelMonths } from '@chapter/shared/scorecard.labels';
import type { FunnelFigures, FunnelReport } from '@chapter/shared/scorecard.schemas';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatCents, formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useFunnel } from '../api/get-funnel.ts';
import { funnelMessages } from '../funnel/messages.ts';

const { text } = funnelMessages;

/** "3 days", "—" when nothing has got that far. */
const days = (value: number | null) => (value === null ? '—' : text('days', { days: value }));

/** One side of the funnel as label/value rows: each step with its count, then business and speed. */
function Steps({ rows, label }: { rows: Array<[string, string]>; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="text-end font-medium tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const receivedRows = (f: FunnelFigures, currency: string): Array<[string, string]> => [
  [text('step', { step: 'received' }), formatNumber(f.received)],
  [text('step', { step: 'contacted' }), formatNumber(f.contacted)],
  [text('step', { step: 'won' }), formatNumber(f.won)],
  [text('step', { step: 'lost' }), formatNumber(f.lost)],
  [text('revenue'), formatCents(f.revenueCents, currency) ?? '—'],
  [text('daysToContact'), days(f.medianDaysToContact)],
  [text('daysToWon'), days(f.medianDaysToWon)],
];

const givenRows = (f: FunnelFigures, currency: string): Array<[string, string]> => [
  [text('step', { step: 'given' }), formatNumber(f.given)],
  [text('step', { step: 'givenWon' }), formatNumber(f.givenWon)],
  [text('givenRevenue'), formatCents(f.givenRevenueCents, currency) ?? '—'],
];

/** Leaders: each member's referrals received and what became of them, busiest first; scrolls sideways on a phone. */
function MembersTable({ members, currency }: { members: NonNullable<FunnelReport['members']>; currency: string }) {
  const t = useMessages(funnelMessages);
  const rows = [...members].sort(
    (a, b) => b.figures.received - a.figures.received || a.member.name.localeCompare(b.member.name),
  );
  const steps = ['received', 'contacted', 'won', 'given'] as const;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-start text-sm font-semibold">{t('members')}</caption>
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className="pb-2 text-start font-medium">
              {t('member')}
            </th>
            {steps.map((step) => (
              <th key={step} scope="col" className="pb-2 ps-3 text-end font-medium">
                {t('step', { step })}
              </th>
            ))}
            <th scope="col" className="pb-2 ps-3 text-end font-medium">
              {t('revenue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ member, figures }) => (
            <tr key={member.id} className="border-t">
              <th scope="row" className="py-2 text-start font-normal">
                {member.name}
              </th>
              {steps.map((step) => (
                <td key={step} className="py-2 ps-3 text-end tabular-nums">
                  {formatNumber(figures[step])}
                </td>
              ))}
              <td className="py-2 ps-3 text-end tabular-nums">{formatCents(figures.revenueCents, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What the member's referrals turned into over a period they choose (docs/referral-follow-up.md "The funnel"): those
 * received, followed up, won and lost with the business and the median days, those given and what they brought, and
 * the chapter's line; for the chapter's leaders, every member's.
 */
export function ReferralFunnelCard() {
  const t = useMessages(funnelMessages);
  const [months, setMonths] = useState<FunnelMonths>(6);
  const funnel = useFunnel(months);
  const report = funnel.data;
  return (
    <section aria-labelledby="referral-funnel" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="referral-funnel" className="font-semibold">
          {t('title')}
        </h2>
        <SelectField
          label={t('period')}
          hideLabel
          value={String(months)}
          onChange={(e) => setMonths(Number(e.target.value) as FunnelMonths)}
          options={FUNNEL_MONTHS.map((m) => ({ value: String(m), label: t('months', { months: m }) }))}
        />
      </div>
      {funnel.isPending ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          {t('loading')}
        </p>
      ) : funnel.isError ? (
        <div className="mt-3">
          <ErrorState message={t('failed')} onRetry={() => void funnel.refetch()} />
        </div>
      ) : report && report.me.given + report.me.received + report.chapter.received === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('none')}</p>
      ) : report ? (
        <>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="mb-2 text-sm font-semibold">{t('received')}</h3>
              <Steps label={t('received')} rows={receivedRows(report.me, report.currency)} />
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold">{t('given')}</h3>
              <Steps label={t('given')} rows={givenRows(report.me, report.currency)} />
            </div>
          </div>
          <p className="mt-4 border-t pt-3 text-sm">
            <span className="font-medium">{t('chapter')}: </span>
            {report.chapter.revenueCents === null
              ? t('chapterLineCounts', { referrals: report.chapter.received, won: formatNumber(report.chapter.won) })
              : t('chapterLine', {
                  referrals: report.chapter.received,
                  won: formatNumber(report.chapter.won),
                  revenue: formatCents(report.chapter.revenueCents, report.currency),
                })}
          </p>
          {report.members && <MembersTable members={report.members} currency={report.currency} />}
        </>
      ) : null}
    </section>
  );
}
