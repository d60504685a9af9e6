import type { Dashboard } from '@chapter/shared/admin-tools.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, waitFor } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const dashboard: Dashboard = {
  scope: 'Riverside Chapter',
  activeMembers: 20,
  visitors: 3,
  pendingApprovals: 24,
  renewalsDue: 4,
  overdueRenewals: 1,
  smsLast30Days: 0,
  joinsByMonth: [],
  roleCounts: [],
  weekly: [],
  currency: 'USD',
  recentAudit: [],
};

describe('admin dashboard', () => {
  it('shows the approvals figure the server counted and links only to screens the viewer may open', async () => {
    const president = buildProfile({
      id: 2,
      role: 'President',
      permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
    });
    signInAs(president);
    installFakeFetch({ 'GET /api/profile': { body: president }, 'GET /api/admin/dashboard': { body: dashboard } });
    renderApp('/admin/dashboard');
    const approvals = (await screen.findByText('Pending approvals', {}, { timeout: 5000 })).parentElement;
    expect(approvals).toHaveTextContent('24');
    expect(approvals?.closest('a')).toHaveAttribute('href', '/admin/approvals');
    // Renewals needs manage_groups, which a President does not hold: the figures show, without a dead link.
    const due = screen.getByText('Renewals in 30 days').parentElement;
    expect(due).toHaveTextContent('4');
    expect(due?.closest('a')).toBeNull();
    expect(screen.getByText('Overdue renewals').closest('a')).toBeNull();
  }, 15_000);

  it.each([
    ['GBP', 'Closed business, GBP', '£1,250.00'],
    [null, 'Closed business, mixed currencies', '1,250 (mixed currencies)'],
  ])(
    'charts closed business in its currency (%s)',
    async (currency, legend, amount) => {
      const president = buildProfile({
        id: 2,
        role: 'President',
        permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
      });
      signInAs(president);
      const weekly = [{ week: '2026-02-23', referrals: 2, tyfcbCents: 125_000, attendanceRate: null }];
      installFakeFetch({
        'GET /api/profile': { body: president },
        'GET /api/admin/dashboard': { body: { ...dashboard, weekly, currency } },
      });
      renderApp('/admin/dashboard');
      const chart = await screen.findByRole('img', { name: /2 referrals/ }, { timeout: 5000 });
      expect(chart).toHaveAccessibleName(`Feb 23: 2 referrals, ${amount} closed business`);
      expect(screen.getByText(new RegExp(legend))).toBeInTheDocument();
    },
    15_000,
  );
});

describe('admin dashboard for each role', () => {
  const action = {
    id: 1,
    actorId: 2,
    actorName: 'Maya Thompson',
    groupId: 1,
    action: 'membership.renewed',
    targetType: 'user',
    targetId: '9',
    summary: 'Renewed the membership of Omar Haddad',
    createdAt: '2026-02-23T10:00:00.000Z',
  };

  it.each([
    ['President', true],
    ['Vice President', true],
    ['Board Member', false],
    ['Secretary Treasurer', false],
  ] as const)(
    "a %s sees the group's figures, and the latest leadership actions only with the audit log (%s)",
    async (role, readsAudit) => {
      const leader = buildProfile({ id: 2, role, permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] });
      signInAs(leader);
      // The server's answer for this role (route-matrix.ts FIELD_MATRIX): the actions, or null.
      installFakeFetch({
        'GET /api/profile': { body: leader },
        'GET /api/admin/dashboard': { body: { ...dashboard, recentAudit: readsAudit ? [action] : null } },
      });
      renderApp('/admin/dashboard');
      const members = (await screen.findByText('Active members', {}, { timeout: 5000 })).parentElement;
      expect(members).toHaveTextContent('20');
      const heading = screen.queryByRole('heading', { name: 'Recent leadership actions' });
      const summary = screen.queryByText('Renewed the membership of Omar Haddad');
      if (readsAudit) {
        expect(heading).toBeInTheDocument();
        expect(summary).toBeInTheDocument();
      } else {
        expect(heading).toBeNull();
        expect(summary).toBeNull();
      }
    },
    15_000,
  );

  it('sends a Member who opens the dashboard home, without asking for it', async () => {
    const member = buildProfile({ id: 3, role: 'Member', permissions: [...DEFAULT_ROLE_PERMISSIONS.Member] });
    signInAs(member);
    const asked: string[] = [];
    installFakeFetch({
      'GET /api/profile': { body: member },
      'GET /api/admin/dashboard': () => {
        asked.push('dashboard');
        return { status: 403, body: { code: 'PERMISSION_DENIED', message: 'Permission denied' } };
      },
    });
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    expect(screen.queryByText('Active members')).toBeNull();
    expect(asked).toEqual([]);
  }, 15_000);
});

/** The same chapter with roles, a week of figures in mixed currencies, and nothing in the audit log. */
const german: Dashboard = {
  ...dashboard,
  roleCounts: [
    { role: 'Vice President', count: 1 },
    { role: 'Member', count: 18 },
  ],
  weekly: [{ week: '2026-02-23', referrals: 2, tyfcbCents: 125_000, attendanceRate: null }],
  currency: null,
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
    installFakeFetch({ 'GET /api/profile': { body: president }, 'GET /api/admin/dashboard': { body: german } });
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
