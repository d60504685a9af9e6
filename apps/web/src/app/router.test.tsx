import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_DENIED_TEXT } from '../components/permission-gate.tsx';
import { buildAdmin, buildProfile, signInAs } from '../test/builders.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../test/fake-realtime-server.ts';
import { FakeWebSocket } from '../test/fake-websocket.ts';
import { renderApp } from '../test/render-app.tsx';

function signedIn(profile = buildProfile()) {
  signInAs(profile);
  return installFakeFetch({ 'GET /api/profile': { body: profile }, 'POST /api/logout': { body: { message: 'ok' } } });
}

const visitor = () =>
  buildProfile({ role: 'Visitor', permissions: ['view_meetings', 'view_group'], membership: null, group: null });

describe('routing', () => {
  it('sends a signed-out visitor to /login and remembers the path', async () => {
    installFakeFetch({});
    const { router } = renderApp('/calendar?view=week');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/calendar?view=week' });
  });

  it.each([
    ['/', '/home'],
    ['/profile', '/profile/me'],
    ['/activity/mentorship', '/activity/mentorship/search'],
    ['/admin', '/admin/dashboard'],
    ['/no/such/page', '/home'],
  ])('redirects %s to %s when signed in', async (from, to) => {
    signedIn(buildAdmin());
    const { router } = renderApp(from);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(to);
  });

  it('removes an expired token and sends the user to /login', async () => {
    const net = installFakeFetch({});
    signInAs(buildProfile(), Math.floor(Date.now() / 1000) - 60);
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(net.calls).toHaveLength(0);
  });

  it('sends an unknown path to /login when signed out', async () => {
    installFakeFetch({});
    const { router } = renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a Member on an admin path to / (and so to /home)', async () => {
    signedIn(buildProfile());
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends a Member with a committee seat from any other admin address to the committee', async () => {
    const seated = buildProfile();
    signedIn({ ...seated, permissions: [...seated.permissions, 'membership_committee'] });
    const { router } = renderApp('/admin/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/admin/committee');
  });

  it('lets one admin-area permission into the admin area', async () => {
    signedIn(buildProfile({ role: 'Secretary Treasurer', permissions: ['view_members', 'send_sms'] }));
    const { router } = renderApp('/admin/messaging');
    expect(await screen.findByRole('heading', { name: 'Messaging' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/messaging');
  });

  it('keeps a user with a temporary password on /change-password', async () => {
    signedIn(buildProfile({ mustChangePassword: true }));
    const { router } = renderApp('/roster');
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('shows a permission gate message on a screen the user may not open', async () => {
    signedIn(visitor());
    renderApp('/roster');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_DENIED_TEXT);
    expect(screen.queryByRole('heading', { name: 'Roster' })).not.toBeInTheDocument();
  });
});

describe('signed-in shell and home', () => {
  it('shows the nav items the permissions allow, the user and the role', async () => {
    signedIn(visitor());
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Home', 'Calendar', 'Inbox']);
    expect(screen.getByTestId('current-user')).toHaveTextContent('Maya Thompson');
    expect(screen.getByTestId('current-user')).toHaveTextContent('Visitor');
  });

  it('gives an admin every main item and the mode toggle', async () => {
    signedIn(buildAdmin());
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Calendar', 'Activity', 'Roster', 'Inbox']);
    expect(screen.getByRole('button', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('welcomes the user with group and role, and flags a pending membership', async () => {
    signedIn(
      buildProfile({
        role: 'Visitor',
        permissions: [],
        membership: { role: { name: 'Member', isLeadership: false }, status: 'pending', classification: null },
      }),
    );
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Riverside Chapter')).toBeInTheDocument();
    expect(await screen.findByText('Membership awaiting approval')).toBeInTheDocument();
    expect(screen.getByText(/waiting for the group's approval/)).toBeInTheDocument();
  });

  const applicant = () =>
    buildProfile({
      role: 'Visitor',
      permissions: [],
      membership: { role: { name: 'Member', isLeadership: false }, status: 'pending', classification: null },
    });

  it("shows a pending applicant the role they applied for, not 'Visitor'", async () => {
    signedIn(applicant());
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Maya' });
    const role = screen.getByText('Role').nextElementSibling;
    expect(role).toHaveTextContent('Member, awaiting approval');
    expect(within(screen.getByRole('main')).queryByText('Visitor')).not.toBeInTheDocument();
  });

  it.each(['/calendar', '/roster', '/activity/referral', '/meetings/12'])(
    'shows a pending applicant on %s that the membership waits for approval, not a permission error',
    async (path) => {
      signedIn(applicant());
      renderApp(path);
      const screenBody = await screen.findByRole('region', { name: 'Waiting for approval' });
      expect(screenBody).toHaveTextContent(
        "Your request to join Riverside Chapter is waiting for a leader's approval.",
      );
      expect(screen.queryByText(/Access Denied/)).not.toBeInTheDocument();
    },
  );

  it('still tells an active member without the permission that access is denied', async () => {
    signedIn(buildProfile({ permissions: [] }));
    renderApp('/calendar');
    expect(await screen.findByText(/Access Denied/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waiting for approval' })).not.toBeInTheDocument();
  });

  it('logs out: calls the server, forgets the token and opens /login', async () => {
    const net = signedIn();
    const { router } = renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(net.callsTo('POST /api/logout')).toHaveLength(1);
  });

  it('sends nothing with the signed-out token after logout, though the server closes the socket first', async () => {
    const profile = buildProfile();
    const token = signInAs(profile);
    const live: { server?: FakeRealtimeServer } = {};
    const net = installFakeFetch({
      'GET /api/profile': { body: profile },
      // The server revokes the session, closes its sockets (3500), and only then answers.
      'POST /api/logout': () => {
        live.server?.socket.close(3500, 'session revoked');
        return { body: { message: 'Signed out' } };
      },
    });
    renderApp('/home');
    live.server = await FakeRealtimeServer.start();
    const sockets = FakeWebSocket.instances.length;
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logout = net.calls.findIndex((c) => c.path === '/api/logout');
    expect(net.calls[logout]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    const afterwards = net.calls.slice(logout + 1).filter((c) => c.headers.get('Authorization') === `Bearer ${token}`);
    expect(afterwards.map((c) => `${c.method} ${c.path}`)).toEqual([]);
    // Nor does a new socket open to sign in again with it.
    expect(FakeWebSocket.instances).toHaveLength(sockets);
  });

  it('still logs out when the logout call fails', async () => {
    signInAs(buildProfile());
    installFakeFetch({ 'GET /api/profile': { body: buildProfile() }, 'POST /api/logout': { status: 500 } });
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the user to /login when the server refuses the session', async () => {
    signInAs(buildProfile());
    installFakeFetch({ 'GET /api/profile': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Ended' } } });
    const { router } = renderApp('/inbox');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/inbox' });
  });
});

describe('screens owned by later issues', () => {
  const paths = [
    '/calendar',
    '/meetings/1',
    '/meetings/1/edit',
    '/activity/closed-business',
    '/activity/referral',
    '/activity/training-credits',
    '/activity/one-to-one',
    '/activity/testimonials',
    '/activity/mentorship/search',
    '/activity/mentorship/apply',
    '/roster',
    '/profile/me',
    '/profile/12',
    '/more',
    '/visitors',
    '/settings',
    '/settings/appearance/theme',
    '/privacy-policy',
    '/terms-of-service',
    '/about',
    '/about/changelog',
    '/support',
    '/inbox',
    '/inbox/conversation/5',
    '/inbox/compose',
    '/admin/dashboard',
    '/admin/activity',
    '/admin/more',
    '/admin/tools',
    '/admin/tools/font-showcase',
    '/admin/users',
    '/admin/users/create',
    '/admin/groups',
    '/admin/groups/1',
    '/admin/groups/1/roles',
    '/admin/approvals',
    '/admin/attendance',
    '/admin/renewals',
    '/admin/permissions',
    '/admin/messaging',
    '/admin/settings',
  ];

  it.each(paths)('%s has a real title and an honest sentence', async (path) => {
    signedIn(buildAdmin());
    const { router } = renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
    expect(heading.textContent?.length).toBeGreaterThan(2);
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/coming soon|placeholder|not implemented|lorem ipsum/i);
  });
});
