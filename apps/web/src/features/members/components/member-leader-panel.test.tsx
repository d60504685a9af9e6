import type { MemberDetail } from '@chapter/shared/members.schemas';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type Permission } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const detail = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  id: 12,
  name: 'Henry Walsh',
  companyName: 'Walsh Plumbing',
  classification: 'Plumber',
  role: 'Member',
  isLeadership: false,
  status: 'active',
  profileImageUrl: null,
  phone: null,
  email: 'henry@demo.test',
  groupId: 1,
  groupName: 'Riverside Chapter',
  website: null,
  bio: null,
  joinedAt: '2025-03-01T00:00:00.000Z',
  renewalDue: '2026-04-10T00:00:00.000Z',
  manageable: true,
  ...overrides,
});

/** The profile's Leadership panel for a viewer with these permissions, looking at `member`. */
async function panelFor(role: string, permissions: readonly Permission[], member: MemberDetail) {
  const me = buildProfile({ id: 3, role, permissions: [...permissions] });
  signInAs(me);
  installFakeFetch({ 'GET /api/profile': { body: me }, 'GET /api/members/:id': { body: member } });
  renderApp(`/profile/${member.id}`);
  return (await screen.findByRole('heading', { name: 'Leadership' }, { timeout: 5000 })).closest(
    'section',
  ) as HTMLElement;
}

describe('member leadership panel: the role picker (docs/decisions/0009-roles-below-your-own.md)', () => {
  it('offers a President only the roles below their own, so they never make a peer', async () => {
    const panel = await panelFor('President', DEFAULT_ROLE_PERMISSIONS.President, detail());
    const picker = within(panel).getByRole('combobox', { name: 'Role' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Vice President', 'Board Member', 'Secretary Treasurer', 'Member', 'Visitor', 'Substitute']);
  }, 15_000);
});

describe('member leadership panel: renew and lapse', () => {
  it('follows the Renewals permission: a Vice President (manage_members) is not offered them', async () => {
    const panel = await panelFor('Vice President', DEFAULT_ROLE_PERMISSIONS['Vice President'], detail());
    expect(within(panel).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Renew|Lapse/ })).toBeNull();
  }, 15_000);

  it('offers them to a manage_groups holder only on a member junior to them', async () => {
    const junior = await panelFor('Admin', PERMISSIONS, detail());
    expect(within(junior).getByRole('button', { name: 'Renew 12 months' })).toBeInTheDocument();
    expect(within(junior).getByRole('button', { name: 'Lapse membership' })).toBeInTheDocument();
  }, 15_000);

  it('offers Renew only from 90 days before the due date, like the server', async () => {
    const farAhead = new Date(Date.now() + 200 * 86_400_000).toISOString();
    const panel = await panelFor('Admin', PERMISSIONS, detail({ renewalDue: farAhead }));
    expect(within(panel).getByRole('button', { name: 'Lapse membership' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Renew/ })).toBeNull();
  }, 15_000);

  it('offers nothing on a peer or senior (not manageable)', async () => {
    const me = buildProfile({ id: 3, role: 'Admin', permissions: [...PERMISSIONS] });
    signInAs(me);
    installFakeFetch({
      'GET /api/profile': { body: me },
      'GET /api/members/:id': { body: detail({ role: 'Admin', manageable: false }) },
    });
    renderApp('/profile/12');
    expect(await screen.findAllByRole('heading', { name: 'Henry Walsh' }, { timeout: 5000 })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
  }, 15_000);
});
