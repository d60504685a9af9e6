import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdmin, buildProfile, signInAs } from '../../test/builders.ts';
import { installFakeFetch, type Reply } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

const president = () =>
  buildProfile({ name: 'Patricia Owens', role: 'President', permissions: [...DEFAULT_ROLE_PERMISSIONS.President] });

function signedIn(profile = buildProfile(), inbox: Reply<'GET /api/inbox'> = { status: 404 }) {
  signInAs(profile);
  return installFakeFetch({ 'GET /api/profile': { body: profile }, 'GET /api/inbox': inbox });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('navigation per role', () => {
  it('gives a Member the main items and no admin access', async () => {
    signedIn();
    renderApp('/home');
    expect(linkNames(await screen.findByRole('navigation', { name: 'Main' }))).toEqual([
      'Home',
      'Calendar',
      'Activity',
      'Roster',
      'Inbox',
    ]);
    expect(screen.queryByRole('button', { name: /Panel$/ })).not.toBeInTheDocument();
    expect(linkNames(screen.getByRole('navigation', { name: 'Account' }))).toEqual(['Profile', 'Settings']);
  });

  it("gives a President the 'President Panel' toggle and the admin items of their permissions", async () => {
    signedIn(president());
    const { router } = renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'President Panel' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByTestId('header-title')).toHaveTextContent('President Dashboard');
    expect(linkNames(screen.getByRole('navigation', { name: 'Admin' }))).toEqual([
      'Dashboard',
      'Activity',
      'Groups',
      'Users',
      'Messaging',
      'Attendance',
      'Approvals',
      'At risk',
      'Chapter scorecard',
      'Meeting agenda',
      'Speaker rota',
      'Membership committee',
      'Chapter rules',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Exit Admin' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Patricia' })).toBeInTheDocument();
    expect(screen.getByTestId('header-title')).toHaveTextContent('Riverside Chapter');
  });

  it('gives an Admin every admin item', async () => {
    signedIn(buildAdmin());
    renderApp('/admin/users');
    expect(linkNames(await screen.findByRole('navigation', { name: 'Admin' }))).toEqual([
      'Dashboard',
      'Activity',
      'Groups',
      'Users',
      'Messaging',
      'Attendance',
      'Approvals',
      'At risk',
      'Chapter scorecard',
      'Meeting agenda',
      'Speaker rota',
      'Membership committee',
      'Chapter rules',
      'Renewals',
      'Permissions',
      'Tools',
    ]);
    expect(screen.getByRole('button', { name: 'Exit Admin' })).toBeInTheDocument();
    expect(screen.getByTestId('header-title')).toHaveTextContent('Admin Dashboard');
  });

  it('gives a Member with a committee seat the admin area for the committee alone: its screen and the at-risk list', async () => {
    signedIn(
      buildProfile({ name: 'Cara Seat', permissions: [...DEFAULT_ROLE_PERMISSIONS.Member, 'membership_committee'] }),
    );
    const { router } = renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Member Panel' }));
    expect(await screen.findByRole('heading', { name: 'Membership committee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/committee');
    expect(linkNames(screen.getByRole('navigation', { name: 'Admin' }))).toEqual(['Membership committee', 'At risk']);
  });

  it('remembers a collapsed sidebar and keeps the item names for screen readers', async () => {
    signedIn();
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('sidebarExpanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toContain('Roster');
  });
});

describe('on a phone', () => {
  beforeEach(() => setViewportWidth(375));

  it('shows a bottom bar with More and no sidebar', async () => {
    signedIn();
    renderApp('/home');
    expect(linkNames(await screen.findByRole('navigation', { name: 'Main' }))).toEqual([
      'Home',
      'Calendar',
      'Activity',
      'Roster',
      'Inbox',
      'More',
    ]);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows the management banner in admin mode, which leads back', async () => {
    signedIn(president());
    const { router } = renderApp('/admin/approvals');
    const banner = await screen.findByRole('button', { name: 'Viewing management tools. Tap here to switch back.' });
    // The banner is the way back on a phone: the header leaves its room to the title ("President Dashboard").
    expect(screen.queryByRole('button', { name: 'Exit Admin' })).toBeNull();
    expect(linkNames(screen.getByRole('navigation', { name: 'Admin' }))).toEqual([
      'Dashboard',
      'Activity',
      'Groups',
      'Users',
      'More',
    ]);
    await userEvent.click(banner);
    expect(await screen.findByRole('heading', { name: 'Welcome, Patricia' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByText(/Viewing management tools/)).not.toBeInTheDocument();
  });

  it("gives the Secretary today's attendance in Calendar's place on meeting day, with Calendar under More", async () => {
    const secretary = buildProfile({
      name: 'Samuel Reyes',
      role: 'Secretary Treasurer',
      permissions: [...DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer']],
    });
    signInAs(secretary);
    const now = Date.now();
    const meeting = (id: number, startsIn: number) => ({
      id,
      groupId: 1,
      type: 'chapter' as const,
      title: `Meeting ${id}`,
      startsAt: new Date(now + startsIn).toISOString(),
      endsAt: new Date(now + startsIn + 90 * 60_000).toISOString(),
      timezone: 'UTC',
      location: null,
      onlineLink: null,
      speaker: null,
      status: 'scheduled' as const,
      seriesId: null,
      fromSchedule: true,
      myRsvp: 'no_response' as const,
      rsvpCounts: { attending: 0, tentative: 0, not_attending: 0 },
    });
    // Under way since half an hour, and next week's: the bar opens today's.
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/inbox': { status: 404 },
      'GET /api/meetings': { body: { items: [meeting(41, -30 * 60_000), meeting(42, 7 * 86_400_000)] } },
    });
    renderApp('/more');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Attendance' })).toHaveAttribute(
      'href',
      '/meetings/41/attendance',
    );
    expect(linkNames(nav)).toEqual(['Home', 'Attendance', 'Activity', 'Roster', 'Inbox', 'More']);
    expect(screen.getByRole('main').querySelector('a[href="/calendar"]')).toBeInTheDocument();
  });

  it('caps the inbox badge at 999+ in the bottom bar', async () => {
    signedIn(buildProfile(), { body: { messages: [], unreadCount: 12_000, totalCount: 40, nextCursor: null } });
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const inbox = within(nav).getByRole('link', { name: /^Inbox/ });
    expect(await within(inbox).findByText('999+')).toBeInTheDocument();
  });
});

describe('inbox badge in the sidebar', () => {
  it('caps at 9999+', async () => {
    signedIn(buildProfile(), { body: { messages: [], unreadCount: 12_000, totalCount: 40, nextCursor: null } });
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const inbox = within(nav).getByRole('link', { name: /^Inbox/ });
    expect(await within(inbox).findByText('9999+')).toBeInTheDocument();
    expect(inbox).toHaveAccessibleName('Inbox 9999+ unread');
  });

  it('shows no badge while the inbox endpoint answers 404', async () => {
    const net = signedIn();
    renderApp('/home');
    const inbox = within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Inbox/ });
    await vi.waitFor(() => expect(net.callsTo('GET /api/inbox')).toHaveLength(1));
    expect(inbox).toHaveAccessibleName('Inbox');
  });
});
