import { Quote } from 'lucide-react';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useMemberSummary } from '../api/get-member-summary.ts';
import { scorecardMessages } from '../messages.ts';
import { attendedOf } from './numbers-card.tsx';
import { shortMonths, TrafficLightCard } from './traffic-light-card.tsx';

function Summary({ userId, own }: { userId: number; own: boolean }) {
  const t = useMessages(scorecardMessages);
  const summary = useMemberSummary(userId);
  const timeZone = useGroupTimeZone();
  if (summary.isPending) return <p className="text-sm text-muted-foreground">{t('loadingActivity')}</p>;
  if (summary.isError) return <ErrorState message={summary.error.message} onRetry={() => void summary.refetch()} />;
  const { sixMonths: n, trafficLight, testimonials } = summary.data;
  const stats: Array<[string, string]> = [
    [t('statName', { stat: 'referralsGiven' }), formatNumber(n.referralsGiven)],
    [t('statName', { stat: 'referralsReceived' }), formatNumber(n.referralsReceived)],
    [t('statName', { stat: 'oneToOnes' }), formatNumber(n.oneToOnes)],
    [t('statName', { stat: 'visitors' }), formatNumber(n.visitors)],
    [t('statName', { stat: 'trainingCredits' }), formatNumber(n.trainingCredits)],
    [t('statName', { stat: 'testimonialsGiven' }), formatNumber(n.testimonialsGiven)],
    ...(n.tyfcbAmount === null
      ? []
      : ([[t('statName', { stat: 'tyfcb' }), formatMoney(n.tyfcbAmount, n.currency)]] as Array<[string, string]>)),
    ...(n.attendance
      ? ([[t('statName', { stat: 'attendance' }), attendedOf(n.attendance.attended, n.attendance.expected)]] as Array<
          [string, string]
        >)
      : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="activity-summary" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
          <h2 id="activity-summary" className="font-semibold">
            {t('activityOver', { months: shortMonths(summary.data.since, summary.data.until) })}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {stats.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {trafficLight && (
          <TrafficLightCard light={trafficLight} title={own ? t('myTrafficLight') : t('trafficLight')} />
        )}
      </div>
      <section aria-labelledby="testimonials" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
        <h2 id="testimonials" className="font-semibold">
          {t('testimonials')}
        </h2>
        {testimonials.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {own ? t('ownTestimonialsHint') : t('noPublishedTestimonials')}
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {testimonials.map((t) => (
              <li key={t.id} className="flex gap-3">
                <Quote className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <figure className="min-w-0">
                  <blockquote className="text-sm whitespace-pre-line">{t.text}</blockquote>
                  <figcaption className="mt-1 text-xs text-muted-foreground">
                    {t.author.name} · {formatDate(t.createdAt, timeZone)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A profile's activity: six-month summary, the traffic light (the member and leaders), published testimonials. */
export function MemberActivityPanel({ userId, own }: { userId: number; own: boolean }) {
  return (
    <PermissionGate require="view_activity" fallback={null}>
      <Summary userId={userId} own={own} />
    </PermissionGate>
  );
}
