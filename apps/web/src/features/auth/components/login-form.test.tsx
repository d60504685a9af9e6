import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, makeToken } from '../../../test/builders.ts';
import { type ErrorReply, type ErrorStatus, installFakeFetch, NETWORK_DOWN } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

async function signIn(email = 'maya@demo.test', password = 'Secret-Pass-1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const fail = (status: ErrorStatus, body?: unknown, headers?: Record<string, string>): ErrorReply => ({
  status,
  body,
  headers,
});

describe('login banner', () => {
  it.each([
    [
      'INVALID_CREDENTIALS',
      fail(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
      'Login Failed',
      'destructive',
      'Invalid email or password',
    ],
    [
      'ACCOUNT_LOCKED',
      fail(423, { code: 'ACCOUNT_LOCKED', message: 'Locked for now', retryAfter: 600 }),
      'Account Locked',
      'destructive',
      'Locked for now',
    ],
    [
      'RATE_LIMIT',
      fail(429, { code: 'RATE_LIMIT', message: 'x' }, { 'X-RateLimit-Reset': '600' }),
      'Too Many Attempts',
      'destructive',
      'Too many login attempts. Please try again in 10 minutes.',
    ],
    ['SUBSTITUTE_LOGIN', fail(403, { code: 'SUBSTITUTE_LOGIN' }), 'Access Denied', 'destructive', 'Access denied'],
    [
      'VALIDATION_ERROR',
      fail(400, { code: 'VALIDATION_ERROR', message: 'Email is required' }),
      'Invalid Input',
      'warning',
      'Email is required',
    ],
    ['SERVER_ERROR', fail(500, { code: 'SERVER_ERROR' }), 'Error', 'destructive', 'An unexpected error occurred'],
  ] as const)('%s → title %s', async (_code, reply, title, variant, message) => {
    installFakeFetch({ 'POST /api/login': reply });
    renderApp('/login');
    await signIn();
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(title)).toBeInTheDocument();
    expect(within(banner).getByText(message)).toBeInTheDocument();
    expect(banner).toHaveAttribute('data-variant', variant);
  });

  it('shows a neutral "Connection Error" when the server cannot be reached', async () => {
    installFakeFetch({ 'POST /api/login': NETWORK_DOWN });
    renderApp('/login');
    await signIn();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveAttribute('data-variant', 'neutral');
    expect(within(banner).getByText('Connection Error')).toBeInTheDocument();
    expect(
      within(banner).getByText('Unable to connect to the server. Please check your internet connection.'),
    ).toBeInTheDocument();
  });

  it.each([
    [3, '3 attempts remaining'],
    [1, '1 attempt remaining'],
    [0, null],
  ])('with %i attempts left shows %s', async (remainingAttempts, line) => {
    installFakeFetch({
      'POST /api/login': fail(401, {
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
        remainingAttempts,
      }),
    });
    renderApp('/login');
    await signIn();
    const banner = await screen.findByRole('alert');
    if (line) expect(within(banner).getByText(line)).toBeInTheDocument();
    else expect(within(banner).queryByText(/remaining/)).not.toBeInTheDocument();
  });

  it('rounds the 429 wait up to whole minutes and counts down from the reset header', async () => {
    installFakeFetch({ 'POST /api/login': fail(429, { code: 'RATE_LIMIT' }, { 'X-RateLimit-Reset': '61' }) });
    renderApp('/login');
    await signIn();
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Too many login attempts. Please try again in 2 minutes.')).toBeInTheDocument();
    expect(within(banner).getByText('Try again in 1:01')).toBeInTheDocument();
  });

  it('waits 900 s (15 minutes) when a 429 carries no reset header', async () => {
    installFakeFetch({ 'POST /api/login': fail(429, { code: 'RATE_LIMIT' }) });
    renderApp('/login');
    await signIn();
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Too many login attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(within(banner).getByText('Try again in 15:00')).toBeInTheDocument();
  });

  it('can be dismissed, and a mode switch clears it', async () => {
    installFakeFetch({ 'POST /api/login': fail(401, { code: 'INVALID_CREDENTIALS', message: 'Nope' }) });
    renderApp('/login');
    const user = await signIn();
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Need an account? Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('login toasts', () => {
  it("warns 'Account Inactive' with the server message and a request to contact support", async () => {
    installFakeFetch({
      'POST /api/login': fail(403, { code: 'ACCOUNT_INACTIVE', message: 'This account is inactive.' }),
    });
    renderApp('/login');
    await signIn();
    const toast = await findToast('Account Inactive');
    expect(toast).toHaveAttribute('data-variant', 'warning');
    expect(toast).toHaveTextContent(/This account is inactive\. Please contact support/);
  });

  it("says 'Login Failed' with the attempts left before lockout", async () => {
    installFakeFetch({
      'POST /api/login': fail(401, {
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
        remainingAttempts: 2,
      }),
    });
    renderApp('/login');
    await signIn();
    expect(await findToast('Login Failed')).toHaveTextContent(
      'Invalid email or password. 2 attempts left before lockout.',
    );
  });
});

describe('signing in', () => {
  it('stores the token and opens /home', async () => {
    const token = makeToken({ sub: '7' });
    const net = installFakeFetch({
      'POST /api/login': { body: { token, mustChangePassword: false } },
      'GET /api/profile': { body: buildProfile() },
    });
    const { router } = renderApp('/login');
    await signIn('maya@demo.test', 'Secret-Pass-1');
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('token')).toBe(token);
    expect(net.callsTo('POST /api/login')[0]?.body).toEqual({ email: 'maya@demo.test', password: 'Secret-Pass-1' });
  });

  it('returns to the page the user was sent away from', async () => {
    installFakeFetch({
      'POST /api/login': { body: { token: makeToken({ sub: '7' }), mustChangePassword: false } },
      'GET /api/profile': { body: buildProfile() },
    });
    const { router } = renderApp('/roster?q=ma');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Roster' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/roster?q=ma');
  });

  it('goes to /change-password after signing in with a temporary password', async () => {
    installFakeFetch({
      'POST /api/login': { body: { token: makeToken({ sub: '7' }), mustChangePassword: true } },
      'GET /api/profile': { body: buildProfile({ mustChangePassword: true }) },
    });
    const { router } = renderApp('/login');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('sends nothing while the fields are empty', async () => {
    const net = installFakeFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('shows the version badge and the marketing line', async () => {
    installFakeFetch({});
    renderApp('/login');
    expect(await screen.findByText('v3.4.0')).toBeInTheDocument();
    expect(screen.getByText('Connect. Collaborate. Grow.')).toBeInTheDocument();
  });
});
