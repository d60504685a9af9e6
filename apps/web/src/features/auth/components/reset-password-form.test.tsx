import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, NETWORK_DOWN } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TOKEN = 'reset-token-0123456789';

async function submit(password: string, confirmation: string) {
  // Fake timers (when a test uses them) must move on while user-event waits between keystrokes.
  const user = vi.isFakeTimers() ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) : userEvent.setup();
  if (password) await user.type(await screen.findByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(await screen.findByRole('button', { name: 'Reset password' }));
}

describe('password reset screen', () => {
  it("says 'Passwords do not match' and sends nothing", async () => {
    const net = installFakeFetch({});
    renderApp(`/password-reset/${TOKEN}`);
    await submit('Strong-Pass-42', 'Strong-Pass-43');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('requires both fields', async () => {
    const net = installFakeFetch({});
    renderApp(`/password-reset/${TOKEN}`);
    await submit('', '');
    expect(screen.getByText('Enter a new password')).toBeInTheDocument();
    expect(screen.getByText('Confirm your new password')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('sends the password, confirms, and opens /login 3 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const net = installFakeFetch({
      'POST /api/reset-password/:token': { body: { message: 'Your password has been reset. You can now sign in.' } },
    });
    const { router } = renderApp(`/password-reset/${TOKEN}`);
    await submit('Strong-Pass-42', 'Strong-Pass-42');
    expect(await screen.findByText('Your password has been reset. You can now sign in.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/reset-password/:token')[0]).toMatchObject({
      path: `/api/reset-password/${TOKEN}`,
      body: { password: 'Strong-Pass-42' },
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe(`/password-reset/${TOKEN}`);
    await act(async () => vi.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's message when the link is refused", async () => {
    installFakeFetch({
      'POST /api/reset-password/:token': {
        status: 400,
        body: { code: 'INVALID_RESET_TOKEN', message: 'This reset link is invalid or has expired.' },
      },
    });
    renderApp(`/password-reset/${TOKEN}`);
    await submit('Strong-Pass-42', 'Strong-Pass-42');
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  });

  it("falls back to 'Failed to reset password'", async () => {
    installFakeFetch({ 'POST /api/reset-password/:token': NETWORK_DOWN });
    renderApp(`/password-reset/${TOKEN}`);
    await submit('Strong-Pass-42', 'Strong-Pass-42');
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});
