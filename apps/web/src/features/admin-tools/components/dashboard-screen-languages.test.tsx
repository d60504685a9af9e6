import type { Dashboard } from '@chapter/shared/admin-tools.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { screen } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const dashboard: Dashboard = {
  scope: 'Riverside Chapter',
  activeMembers: 20,
  visitors: 3,
  pendingApprovals: 24,
  renewalsDue: 4,
  overdueRenewals: 1,
  smsLast30Days: 0,
  joinsByMonth: [],
  roleCounts: [
    { role: 'Vice President', count: 1 },
    { role: 'Member', count: 18 },
  ],
  weekly: [{ week: '2026-02-23', referrals: 2, tyfcbCents: 125_000, attendanceRate: null }],
  currency: null,
  recentAudit: [],
};

describe('the admin dashboard in the leader’s language', () => {
  it('speaks German to a President who chose it: figures, roles, charts and empty states', async () => {
    const president = buildProfile({
      id: 2,
      role: 'President',
      preferredLanguage: 'de',
      permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
    });
    signInAs(president);
    installFakeFetch({ 'GET /api/profile': { body: president }, 'GET /api/admin/dashboard': { body: dashboard } });
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' }, { timeout: 8000 })).toBeInTheDocument();
    // The heading shows before the figures arrive: wait for them.
    expect((await screen.findByText('Aktive Mitglieder')).parentElement).toHaveTextContent('20');
    expect(screen.getByText('Offene Freigaben')).toBeInTheDocument();
    expect(screen.getByText('Verlängerungen in 30 Tagen')).toBeInTheDocument();
    // Role names and the chart's words are German; amounts in several currencies say so.
    expect(screen.getByText('Vizepräsident:')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /2 Empfehlungen, 1\.250 \(gemischte Währungen\) abgeschlossene Geschäfte/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Abgeschlossene Geschäfte, gemischte Währungen (rechte Skala)')).toBeInTheDocument();
    expect(screen.getByText('In den letzten 12 Wochen wurde keine Anwesenheit erfasst.')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Aktionen erfasst.')).toBeInTheDocument();
  }, 20_000);
});
