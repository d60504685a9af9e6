import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

const TOKEN = 'setup-token-0123456789';

describe('first administrator setup', () => {
  it('creates the administrator from a valid link and opens /login', async () => {
    const net = installFakeFetch({
      'GET /api/setup/:token': { body: { valid: true } },
      'POST /api/setup/:token': {
        status: 201,
        body: { message: 'Administrator account created. You can now sign in.' },
      },
    });
    const { router } = renderApp(`/setup/${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Alex Admin');
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin-Pass-2026!');
    await user.click(screen.getByRole('button', { name: 'Create administrator' }));
    expect(await findToast('Administrator created')).toHaveTextContent('You can now sign in.');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(net.callsTo('POST /api/setup/:token')[0]?.body).toEqual({
      name: 'Alex Admin',
      email: 'alex@example.com',
      password: 'Admin-Pass-2026!',
    });
  });

  it('explains a used or unknown link', async () => {
    installFakeFetch({ 'GET /api/setup/:token': { body: { valid: false } } });
    renderApp(`/setup/${TOKEN}`);
    expect(await screen.findByText('Setup link not valid')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });
});
