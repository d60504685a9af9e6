import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, NETWORK_DOWN } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

const MESSAGE = 'If an account exists with that email, you will receive password reset instructions.';

async function requestReset(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return user;
}

describe('forgot-password mode', () => {
  it.each([
    ['succeeds', { body: { message: MESSAGE } }],
    ['fails', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } }],
    ['cannot reach the server', NETWORK_DOWN],
  ] as const)('shows the same toast and sent state when the request %s', async (_case, reply) => {
    const net = installFakeFetch({ 'POST /api/reset-password': reply });
    renderApp('/login');
    await requestReset('maya@demo.test');
    expect(await findToast('Check your email')).toHaveTextContent(MESSAGE);
    expect(screen.getByText('Reset link requested')).toBeInTheDocument();
    expect(net.callsTo('POST /api/reset-password')[0]?.body).toEqual({ email: 'maya@demo.test' });
  });

  it('requires the email and sends nothing without it', async () => {
    const net = installFakeFetch({});
    renderApp('/login');
    await requestReset('');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it.each(['Back', 'Return to sign in'])('"%s" returns to login and clears the sent state', async (button) => {
    installFakeFetch({ 'POST /api/reset-password': { body: { message: MESSAGE } } });
    renderApp('/login');
    const user = await requestReset('maya@demo.test');
    await screen.findByText('Reset link requested');
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.queryByText('Reset link requested')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
