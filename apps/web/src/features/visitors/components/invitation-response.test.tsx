import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../../../lib/auth.ts';
import { buildProfile, makeToken } from '../../../test/builders.ts';
import { installFakeFetch, NETWORK_DOWN } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('invitation-response screen', () => {
  it.each([
    ['?alreadyProcessed=true&action=accept', 'Already Processed', /contact the person who invited you/, 'Close'],
    ['?action=accept', 'Thank You for Accepting!', /link that signs you in.*spam folder/, 'Proceed to Login'],
    [
      '?action=decline',
      'Thank You for Responding',
      /decline has been recorded.*contact the person who invited you/,
      'Close',
    ],
    ['', 'Thank You for Responding', /decline has been recorded/, 'Close'],
  ])('%s → %s', async (query, title, text, link) => {
    installFakeFetch({});
    renderApp(`/visitor/response${query}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/login');
  });
});

describe('invitation confirm step', () => {
  const token = 't'.repeat(43);

  it('answers nothing until the visitor confirms, then shows the outcome without the token', async () => {
    const net = installFakeFetch({ 'POST /api/invitations/:token': { body: { outcome: 'accepted' } } });
    const { router } = renderApp(`/visitor/response?action=accept&token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Accept your invitation?' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/invitations/:token')).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Thank You for Accepting!' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/invitations/:token')).toMatchObject([
      { path: `/api/invitations/${token}`, body: { action: 'accept' } },
    ]);
    expect(router.state.location.search).toBe('?action=accept');
  });

  it('signs a new guest in on this device and opens their meeting, without the token in the address', async () => {
    const session = makeToken({ sub: '9' });
    installFakeFetch({
      'POST /api/invitations/:token': {
        body: { outcome: 'accepted', signIn: { token: session, next: '/meetings/7' } },
      },
      'GET /api/profile': { body: buildProfile({ role: 'Visitor', hasPassword: false }) },
    });
    const { router } = renderApp(`/visitor/response?action=accept&token=${token}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('link', { name: 'Choose a password' })).toHaveAttribute('href', '/change-password');
    expect(router.state.location.pathname).toBe('/meetings/7');
    expect(router.state.location.search).toBe('');
    expect(getToken()).toBe(session);
  });

  it('can switch to decline, and reports an answer given before as already processed', async () => {
    const net = installFakeFetch({ 'POST /api/invitations/:token': { body: { outcome: 'alreadyProcessed' } } });
    renderApp(`/visitor/response?action=accept&token=${token}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline instead' }));
    await user.click(await screen.findByRole('button', { name: 'Decline invitation' }));
    expect(await screen.findByRole('heading', { name: 'Already Processed' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/invitations/:token')[0]?.body).toEqual({ action: 'decline' });
  });

  it('keeps the confirm step with a clear error when the answer cannot be sent', async () => {
    let down = true;
    installFakeFetch({
      'POST /api/invitations/:token': () => (down ? NETWORK_DOWN : { body: { outcome: 'declined' } }),
    });
    renderApp(`/visitor/response?action=decline&token=${token}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your answer was not saved.*Unable to connect/);
    expect(screen.getByRole('heading', { name: 'Decline your invitation?' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    expect(await screen.findByRole('heading', { name: 'Thank You for Responding' })).toBeInTheDocument();
  });
});
