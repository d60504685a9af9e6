import type { RosterMember } from '@chapter/shared/members.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const card = (id: number, name: string, extra: Partial<RosterMember> = {}): RosterMember => ({
  id,
  name,
  companyName: `${name.split(' ')[1]} Ltd`,
  classification: `${name.split(' ')[0]}-craft`,
  role: 'Member',
  isLeadership: false,
  status: 'active',
  profileImageUrl: null,
  phone: '+1 555 0100',
  email: `${name.split(' ')[0]?.toLowerCase()}@demo.test`,
  groupId: 1,
  groupName: 'Riverside Chapter',
  ...extra,
});

function signedIn(profile = buildProfile()) {
  signInAs(profile);
  return installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/members': (req) => {
      const params = new URLSearchParams(req.search);
      if (params.get('q') === 'nobody') return { body: { items: [], nextCursor: null, classifications: [] } };
      if (params.get('cursor') === 'page2') return { body: { items: [card(3, 'Cy Cole')], nextCursor: null } };
      return {
        body: {
          items: [
            card(1, 'Alma Archer', { role: 'President', isLeadership: true }),
            card(2, 'Bo Baker', { phone: null, email: null }),
          ],
          nextCursor: 'page2',
          classifications: ['Alma-craft', 'Bo-craft', 'Cy-craft'],
        },
      };
    },
  });
}

describe('roster', () => {
  it('lists cards with role badges and the contact details members share, loading the next page', async () => {
    signedIn();
    renderApp('/roster');
    const alma = (await screen.findByRole('link', { name: 'Alma Archer' }, { timeout: 5000 })).closest(
      'article',
    ) as HTMLElement;
    expect(within(alma).getByText('President')).toBeInTheDocument();
    expect(within(alma).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(within(alma).getByRole('link', { name: 'alma@demo.test' })).toHaveAttribute('href', 'mailto:alma@demo.test');
    const bo = screen.getByRole('link', { name: 'Bo Baker' }).closest('article') as HTMLElement;
    expect(within(bo).queryByRole('link', { name: /555/ })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Cy Cole' })).toHaveAttribute('href', '/profile/3');
    expect(screen.getByRole('combobox', { name: 'Classification' })).toHaveTextContent('Cy-craft');
    // Members do not get the status filter or the export.
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  }, 15_000);

  it('searches as the user types and shows an empty state with a way back', async () => {
    const net = signedIn();
    renderApp('/roster');
    await screen.findByRole('link', { name: 'Alma Archer' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody');
    expect(await screen.findByText('No members match')).toBeInTheDocument();
    expect(net.callsTo('GET /api/members').some((c) => c.search.includes('q=nobody'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Alma Archer' })).toBeInTheDocument();
  }, 15_000);

  it('gives managers the status filter and the CSV export', async () => {
    signedIn(buildProfile({ role: 'President', permissions: [...DEFAULT_ROLE_PERMISSIONS.President] }));
    renderApp('/roster');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  }, 15_000);

  it('shows the error with a retry when the roster cannot load', async () => {
    signInAs(buildProfile());
    installFakeFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/members': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable.' },
      },
    });
    renderApp('/roster');
    expect(await screen.findByText('Service temporarily unavailable.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 15_000);
});
