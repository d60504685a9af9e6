import type { Dashboard } from '@chapter/shared/admin-tools.schemas';
import { APPROVAL_PERMISSIONS } from '@chapter/shared/lifecycle.labels';
import * as webPaths from '@chapter/shared/web-paths';
import { ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart, DonutChart, PercentLineChart } from '../../../components/charts/svg-charts.tsx';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';
import {
  formatCalendarDayMonth,
  formatCents,
  formatDateTime,
  formatMonth,
  formatNumber,
  formatPercent,
} from '../../../lib/format/index.ts';
import { useRoleName } from '../../../lib/i18n/roles.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { useDashboard } from '../api/dashboard.ts';
import { adminToolsMessages } from '../messages.ts';

const COLORS = ['#2563eb', '#16a34a', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#64748b', '#db2777'];

function Kpi({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-3xl font-semibold tabular-nums">{formatNumber(value)}</p>
    </>
  );
  return to ? (
    <Link to={to} className="rounded-2xl border bg-card p-4 shadow-xs hover:border-primary/40">
      {body}
    </Link>
  ) : (
    <div className="rounded-2xl border bg-card p-4 shadow-xs">{body}</div>
  );
}

/**
 * /admin/dashboard: the group's membership figures, growth, roles and latest leadership actions; `extra` holds
 * other features' cards (the traffic-light spread), composed by the route so features stay independent.
 */
export function DashboardScreen({ extra }: { extra?: ReactNode }) {
  const t = useMessages(adminToolsMessages);
  const role = useRoleName();
  const me = useCurrentUser();
  const d = useDashboard(undefined);
  const timeZone = useGroupTimeZone();
  if (d.isPending || d.isError) {
    return (
      <ScreenIntro title={t('dashboardTitle')} description={t('dashboardIntro')}>
        {d.isPending ? (
          <LoadingCards count={4} />
        ) : (
          <ErrorState message={d.error.message} onRetry={() => void d.refetch()} />
        )}
      </ScreenIntro>
    );
  }
  const x = d.data;
  // A figure links to its screen only for viewers that screen admits.
  const renewals = can(me, 'manage_groups') ? webPaths.adminRenewals : undefined;
  const approvals = can(me, { anyOf: APPROVAL_PERMISSIONS }) ? webPaths.adminApprovals : undefined;
  return (
    <ScreenIntro title={t('dashboardTitle')} description={t('dashboardIntroScope', { scope: x.scope })}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <Kpi label={t('activeMembers')} value={x.activeMembers} to={webPaths.adminUsers} />
        <Kpi label={t('visitors')} value={x.visitors} />
        <Kpi label={t('pendingApprovals')} value={x.pendingApprovals} to={approvals} />
        <Kpi label={t('renewalsDue')} value={x.renewalsDue} to={renewals} />
        <Kpi label={t('overdueRenewals')} value={x.overdueRenewals} to={renewals} />
        <Kpi label={t('smsLast30Days')} value={x.smsLast30Days} />
      </div>
      <WeeklyCharts weekly={x.weekly} currency={x.currency} />
      <div className="grid gap-3 lg:grid-cols-2">
        <section className="rounded-2xl border bg-card p-4 shadow-xs">
          <h2 className="mb-3 font-semibold">{t('newMembersPerMonth')}</h2>
          <WhenVisible
            className="h-56"
            role="img"
            aria-label={x.joinsByMonth.map((m) => `${formatMonth(m.month)}: ${formatNumber(m.joined)}`).join(', ')}
          >
            <BarChart
              labels={x.joinsByMonth.map((m) => formatMonth(m.month))}
              series={[{ name: t('seriesJoined'), color: '#2563eb' }]}
              values={x.joinsByMonth.map((m) => [m.joined])}
            />
          </WhenVisible>
        </section>
        <section className="rounded-2xl border bg-card p-4 shadow-xs">
          <h2 className="mb-3 font-semibold">{t('membersByRole')}</h2>
          <div className="flex flex-col items-center gap-3 sm:flex-row">
            <WhenVisible
              className="h-48 w-48 shrink-0"
              role="img"
              aria-label={x.roleCounts.map((r) => `${role(r.role)}: ${formatNumber(r.count)}`).join(', ')}
            >
              <DonutChart slices={x.roleCounts.map((r) => ({ name: role(r.role), value: r.count }))} colors={COLORS} />
            </WhenVisible>
            <ul className="grid flex-1 grid-cols-2 gap-1 text-sm">
              {x.roleCounts.map((r, i) => (
                <li key={r.role} className="flex items-center gap-2">
                  <span
                    className="size-3 rounded-sm"
                    style={{ background: COLORS[i % COLORS.length] }}
                    aria-hidden="true"
                  />
                  {role(r.role)}: <strong className="tabular-nums">{formatNumber(r.count)}</strong>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
      {/* Who did what is the audit log's: the server sends it only to those who may read that log. */}
      {x.recentAudit && (
        <section className="rounded-2xl border bg-card p-4 shadow-xs">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 className="font-semibold">{t('recentActions')}</h2>
            <Link to={webPaths.adminAudit} className={buttonClasses('secondary', 'sm')}>
              <ScrollText aria-hidden="true" />
              {t('auditLog')}
            </Link>
          </div>
          {x.recentAudit.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noActions')}</p>
          ) : (
            <ul className="divide-y text-sm">
              {x.recentAudit.map((a) => (
                <li key={a.id} className="py-2">
                  <p>{a.summary}</p>
                  <p className="text-xs text-muted-foreground">
                    {a.actorName ?? t('system')} · {formatDateTime(a.createdAt, timeZone)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {extra}
    </ScreenIntro>
  );
}

/** Referrals and closed business (TYFCB) per week, and the weekly attendance rate (last 12 weeks). */
function WeeklyCharts({ weekly, currency }: Pick<Dashboard, 'weekly' | 'currency'>) {
  const t = useMessages(adminToolsMessages);
  // Amounts recorded in several currencies are summed as recorded; the chart says so rather than name one.
  const amount = (cents: number) =>
    currency ? formatCents(cents, currency) : t('mixedAmount', { amount: formatNumber(Math.round(cents / 100)) });
  const data = weekly.map((w) => ({
    ...w,
    label: formatCalendarDayMonth(w.week),
    tyfcb: Math.round(w.tyfcbCents / 100),
  }));
  const rated = weekly.filter((w) => w.attendanceRate !== null);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <section className="rounded-2xl border bg-card p-4 shadow-xs">
        <h2 className="font-semibold">{t('weeklyBusiness')}</h2>
        <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-[#2563eb]" aria-hidden="true" />
            {t('referralsLegend')}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-[#16a34a]" aria-hidden="true" />
            {currency ? t('closedBusinessLegend', { currency }) : t('closedBusinessMixedLegend')}
          </li>
        </ul>
        <WhenVisible
          className="h-56"
          role="img"
          aria-label={data
            .map((w) => t('weekBusiness', { week: w.label, count: w.referrals, amount: amount(w.tyfcbCents) }))
            .join('; ')}
        >
          <BarChart
            labels={data.map((w) => w.label)}
            series={[
              { name: t('seriesReferrals'), color: '#2563eb' },
              { name: t('seriesClosedBusiness'), color: '#16a34a' },
            ]}
            values={data.map((w) => [w.referrals, w.tyfcb])}
          />
        </WhenVisible>
      </section>
      <section className="rounded-2xl border bg-card p-4 shadow-xs">
        <h2 className="mb-3 font-semibold">{t('attendanceRate')}</h2>
        {rated.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noAttendance')}</p>
        ) : (
          <WhenVisible
            className="h-56"
            role="img"
            aria-label={rated
              .map((w) => `${formatCalendarDayMonth(w.week)}: ${formatPercent(w.attendanceRate ?? 0)}`)
              .join(', ')}
          >
            <PercentLineChart
              labels={data.map((w) => w.label)}
              values={data.map((w) => w.attendanceRate)}
              color="#7c3aed"
            />
          </WhenVisible>
        )}
      </section>
    </div>
  );
}
