import type { RenewalItem } from '@chapter/shared/lifecycle.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdmin, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const admin = buildAdmin({ membership: null, group: null });
const item = (userId: number, name: string, daysLeft: number, actionable = true): RenewalItem => ({
  userId,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@demo.test`,
  companyName: null,
  classification: 'Plumber',
  role: 'Member',
  status: 'active',
  renewalDue: '2026-12-01T00:00:00.000Z',
  daysLeft,
  groupId: 1,
  groupName: 'Riverside Chapter',
  actionable,
});

describe('renewals', () => {
  it('shows the windows with counts, lists the due memberships, renews and lapses after a confirmation', async () => {
    signInAs(admin);
    const net = installFakeFetch({
      'GET /api/profile': { body: admin },
      'GET /api/renewals/summary': { body: { overdue: 1, within30: 1, within60: 2, within90: 2 } },
      'GET /api/renewals': (req) =>
        req.search.includes('window=overdue')
          ? { body: { items: [item(4, 'Henry Walsh', -12)], nextCursor: null } }
          : { body: { items: [item(6, 'Jacob Stein', 9)], nextCursor: null } },
      'POST /api/renewals/:id/renew': {
        body: { message: 'Jacob Stein is renewed until December 1, 2027', renewalDue: '2027-12-01' },
      },
      'POST /api/renewals/:id/lapse': { body: { message: "Henry Walsh's membership has lapsed", renewalDue: null } },
    });
    renderApp('/admin/renewals');
    expect(await screen.findByText('In 9 days', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Overdue/ })).toHaveTextContent('1');
    await userEvent.click(
      within(screen.getByText('Jacob Stein').closest('article') as HTMLElement).getByRole('button', { name: 'Renew' }),
    );
    expect(await findToast('Membership renewed')).toHaveTextContent('December 1, 2027');

    await userEvent.click(screen.getByRole('tab', { name: /Overdue/ }));
    const henry = (await screen.findByText('12 days overdue')).closest('article') as HTMLElement;
    await userEvent.click(within(henry).getByRole('button', { name: 'Lapse' }));
    const dialog = await screen.findByRole('dialog', { name: "Lapse Henry Walsh's membership?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lapse membership' }));
    expect(await findToast('Membership lapsed')).toBeInTheDocument();
    expect(net.callsTo('POST /api/renewals/:id/lapse')[0]?.path).toBe('/api/renewals/4/lapse');
  }, 15_000);

  it('offers Renew and Lapse only on memberships the viewer may act on', async () => {
    signInAs(admin);
    installFakeFetch({
      'GET /api/profile': { body: admin },
      'GET /api/renewals/summary': { body: { overdue: 0, within30: 2, within60: 2, within90: 2 } },
      'GET /api/renewals': {
        body: { items: [item(6, 'Jacob Stein', 9), item(7, 'Ada Admin', 12, false)], nextCursor: null },
      },
    });
    renderApp('/admin/renewals');
    const ada = (await screen.findByText('Ada Admin', {}, { timeout: 5000 })).closest('article') as HTMLElement;
    expect(within(ada).queryByRole('button', { name: /Renew|Lapse/ })).toBeNull();
    expect(ada).toHaveTextContent('Renewed by a senior leader');
    const jacob = screen.getByText('Jacob Stein').closest('article') as HTMLElement;
    expect(within(jacob).getByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(within(jacob).getByRole('button', { name: 'Lapse' })).toBeInTheDocument();
  }, 15_000);

  it('says when nothing is due', async () => {
    signInAs(admin);
    installFakeFetch({
      'GET /api/profile': { body: admin },
      'GET /api/renewals/summary': { body: { overdue: 0, within30: 0, within60: 0, within90: 0 } },
      'GET /api/renewals': { body: { items: [], nextCursor: null } },
    });
    renderApp('/admin/renewals');
    expect(
      await screen.findByText('No membership is due in the next 30 days.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
