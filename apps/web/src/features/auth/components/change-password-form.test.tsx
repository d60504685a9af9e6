import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

async function submit(current: string, next: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('forced password change', () => {
  it('checks the rules and the confirmation before sending anything', async () => {
    const profile = buildProfile({ mustChangePassword: true });
    signInAs(profile);
    const net = installFakeFetch({ 'GET /api/profile': { body: profile } });
    renderApp('/change-password');
    await submit('Temp-Pass-1!', 'weakpass', 'other');
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(net.callsTo('POST /api/account/password')).toHaveLength(0);
  });

  it('changes the password, reloads the profile and opens /home', async () => {
    let changed = false;
    signInAs(buildProfile({ mustChangePassword: true }));
    const net = installFakeFetch({
      'GET /api/profile': () => ({ body: buildProfile({ mustChangePassword: !changed }) }),
      'POST /api/account/password': () => {
        changed = true;
        return { body: { message: 'Password changed. Your other sessions were signed out.' } };
      },
    });
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Change your password' });
    await submit('Temp-Pass-1!', 'Brand-New-Pass-9', 'Brand-New-Pass-9');
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(await findToast('Password changed')).toBeInTheDocument();
    expect(net.callsTo('POST /api/account/password')[0]?.body).toEqual({
      currentPassword: 'Temp-Pass-1!',
      newPassword: 'Brand-New-Pass-9',
    });
  });

  it('shows a wrong current password against its field', async () => {
    const profile = buildProfile({ mustChangePassword: true });
    signInAs(profile);
    installFakeFetch({
      'GET /api/profile': { body: profile },
      'POST /api/account/password': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Current password is incorrect',
          details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
        },
      },
    });
    renderApp('/change-password');
    await submit('Wrong-Pass-1!', 'Brand-New-Pass-9', 'Brand-New-Pass-9');
    expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
  });
});
