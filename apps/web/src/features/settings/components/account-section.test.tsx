import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { type FakeReply, installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

function signedIn(routes: Parameters<typeof installFakeFetch>[0]) {
  const profile = buildProfile();
  signInAs(profile);
  return installFakeFetch({ 'GET /api/profile': { body: profile }, ...routes });
}

const card = (name: string) => screen.findByRole('region', { name });

describe('account settings', () => {
  it('changes the password with the current one and says other sessions were signed out', async () => {
    const net = signedIn({
      'POST /api/account/password': { body: { message: 'Password changed. Your other sessions were signed out.' } },
    });
    const { router } = renderApp('/settings/account/password');
    const form = within(await card('Password'));
    await userEvent.type(form.getByLabelText('Current password'), 'Old-Pass-2026!');
    await userEvent.type(form.getByLabelText('New password'), 'New-Pass-2026!');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'New-Pass-2026!');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await findToast('Password changed')).toHaveTextContent('Your other sessions were signed out.');
    expect(net.callsTo('POST /api/account/password')[0]?.body).toEqual({
      currentPassword: 'Old-Pass-2026!',
      newPassword: 'New-Pass-2026!',
    });
    expect(router.state.location.pathname).toBe('/settings/account/password');
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });

  it('changes the e-mail with the password', async () => {
    const net = signedIn({ 'PUT /api/profile/email': { body: buildProfile({ email: 'maya@thompson.test' }) } });
    renderApp('/settings/account');
    const form = within(await card('E-mail address'));
    await userEvent.type(form.getByLabelText('New e-mail'), 'maya@thompson.test');
    await userEvent.type(form.getByLabelText('Current password'), 'Demo-Pass-2026!');
    await userEvent.click(form.getByRole('button', { name: 'Change e-mail' }));
    expect(await findToast('E-mail changed')).toHaveTextContent('You now sign in with maya@thompson.test.');
    expect(net.callsTo('PUT /api/profile/email')[0]?.body).toEqual({
      email: 'maya@thompson.test',
      password: 'Demo-Pass-2026!',
    });
  });

  it('shows an e-mail already in use and a wrong password against their fields', async () => {
    let reply: FakeReply = {
      status: 409,
      body: {
        code: 'EMAIL_IN_USE',
        message: 'This email address is already registered. Please log in or use a different email.',
      },
    };
    signedIn({ 'PUT /api/profile/email': () => reply });
    renderApp('/settings/account');
    const form = within(await card('E-mail address'));
    await userEvent.type(form.getByLabelText('New e-mail'), 'grace@demo.test');
    await userEvent.type(form.getByLabelText('Current password'), 'Demo-Pass-2026!');
    await userEvent.click(form.getByRole('button', { name: 'Change e-mail' }));
    expect(await form.findByText(/already registered/)).toBeInTheDocument();

    reply = {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Password is incorrect',
        details: [{ field: 'password', message: 'Enter your current password to change your e-mail' }],
      },
    };
    await userEvent.click(form.getByRole('button', { name: 'Change e-mail' }));
    expect(await form.findByText('Enter your current password to change your e-mail')).toBeInTheDocument();
  });
});
