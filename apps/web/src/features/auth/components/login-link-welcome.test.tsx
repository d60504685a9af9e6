import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../../../lib/auth.ts';
import { buildProfile, makeToken, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LINK = 'one-time-link-0123456789';

describe("a visitor's one-time sign-in link", () => {
  it('opening it changes nothing; the tap signs in on the meeting and asks for a password', async () => {
    const session = makeToken({ sub: '1' });
    const net = installFakeFetch({
      'POST /api/login-links/:token': { body: { token: session, next: '/meetings/7' } },
      'GET /api/profile': { body: buildProfile({ role: 'Visitor', hasPassword: false }) },
    });
    const { router } = renderApp(`/welcome/${LINK}`);
    const button = await screen.findByRole('button', { name: 'Sign in and see the meeting' });
    expect(net.callsTo('POST /api/login-links/:token')).toHaveLength(0);

    await userEvent.setup().click(button);
    expect(await screen.findByRole('link', { name: 'Choose a password' })).toHaveAttribute('href', '/change-password');
    expect(router.state.location.pathname).toBe('/meetings/7');
    expect(net.callsTo('POST /api/login-links/:token')[0]?.path).toBe(`/api/login-links/${LINK}`);
    expect(getToken()).toBe(session);
  });

  it('a used or expired link says so and offers the sign-in screen', async () => {
    installFakeFetch({
      'POST /api/login-links/:token': {
        status: 400,
        body: { code: 'INVALID_LOGIN_LINK', message: 'This sign-in link has expired or was already used.' },
      },
    });
    renderApp(`/welcome/${LINK}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in and see the meeting' }));
    expect(await screen.findByRole('heading', { name: 'This link has already been used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(getToken()).toBeNull();
  });
});

describe('the first password after a link', () => {
  it('asks for no current password and saves the new one', async () => {
    let saved = false;
    const net = installFakeFetch({
      'GET /api/profile': () => ({ body: buildProfile({ hasPassword: saved }) }),
      'POST /api/account/first-password': () => {
        saved = true;
        return { body: { message: 'Password saved. Sign in with it next time.' } };
      },
    });
    signInAs(buildProfile({ hasPassword: false }));
    const { router } = renderApp('/change-password');
    expect(await screen.findByRole('heading', { name: 'Choose a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Brand-New-Pass-9');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-New-Pass-9');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(net.callsTo('POST /api/account/first-password')[0]?.body).toEqual({ newPassword: 'Brand-New-Pass-9' });
    expect(screen.queryByRole('link', { name: 'Choose a password' })).toBeNull();
  });
});
