import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildProfile, makeToken } from '../test/builders.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { AppEntry } from './app-entry.tsx';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './router.tsx';

/** How many times the app's router was created, and where it started. */
let routers: string[] = [];

/** The app as main.tsx mounts it, with a memory router that starts from the page's address and history state. */
function RouterApp() {
  const [router] = useState(() => {
    const { pathname, search } = window.location;
    routers.push(pathname + search);
    const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
    return createMemoryRouter(appRoutes, { initialEntries: [{ pathname, search, state }] });
  });
  return <RouterProvider router={router} />;
}

/** A page load at `address`, signed out: the sign-in screen first, on its own. */
function loadPage(address: string, state: unknown = null) {
  window.history.replaceState(state, '', address);
  routers = [];
  return render(
    <AppProviders>
      <AppEntry signInFirst App={RouterApp} />
    </AppProviders>,
  );
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'maya@demo.test');
  await user.type(screen.getByLabelText('Password'), 'Secret-Pass-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page as the first screen', () => {
  it('shows the form without the router, then signs in and hands the page to the router at /home', async () => {
    installFakeFetch({
      'POST /api/login': { body: { token: makeToken({ sub: '7' }), mustChangePassword: false } },
      'GET /api/profile': { body: buildProfile() },
    });
    loadPage('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in · Chapter');
    expect(routers).toEqual([]);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya' })).toBeInTheDocument();
    expect(routers).toEqual(['/home']);
    expect(window.location.pathname).toBe('/home');
  });

  it('returns to the page a signed-out visitor was sent away from', async () => {
    installFakeFetch({
      'POST /api/login': { body: { token: makeToken({ sub: '7' }), mustChangePassword: false } },
      'GET /api/profile': { body: buildProfile() },
    });
    // What the signed-in layout left in the history entry before a reload at /login.
    loadPage('/login', { usr: { from: '/roster?q=ma' }, key: 'k', idx: 0 });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Roster' })).toBeInTheDocument();
    expect(routers).toEqual(['/roster?q=ma']);
  });

  it('moves between sign-in and registration by itself, keeping a join link’s group code', async () => {
    loadPage('/register?code=123456');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Group code (optional)')).toHaveValue('123456');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Already have an account/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(document.title).toBe('Sign in · Chapter');
    await user.click(screen.getByRole('button', { name: /Need an account/ }));
    expect(window.location.pathname).toBe('/register');
    expect(routers).toEqual([]);
  });
});
