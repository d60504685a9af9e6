import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../../test/builders.ts';
import { installFakeFetch, NETWORK_DOWN } from '../../../../test/fake-fetch.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { record } from '../../components/activity-test-kit.ts';
import { queuedSlips, queueSlip } from './slip-queue.ts';

configure({ asyncUtilTimeout: 4000 });

const maya = buildProfile();
const slip = {
  request: {
    type: 'testimonial' as const,
    receiverId: 9,
    text: 'Daniel planned our retirement with great care.',
    clientRequestId: 'unsent-at-logout',
  },
  receiverName: 'Daniel Okafor',
};

/** Maya, with a slip on the phone; the server unreachable until `reachable.now` turns true. */
function signedInWithASlip() {
  signInAs(maya);
  queueSlip(slip);
  const reachable = { now: false };
  const net = installFakeFetch({
    'GET /api/profile': { body: maya },
    'POST /api/activities': () =>
      reachable.now
        ? { status: 201, body: record({ type: 'testimonial', receiver: { id: 9, name: 'Daniel Okafor' } }) }
        : NETWORK_DOWN,
    'POST /api/logout': { body: { message: 'ok' } },
  });
  return { net, reachable };
}

async function logOut() {
  renderApp('/home');
  expect(await screen.findByText('1 slip waiting to send')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'More' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  return screen.findByRole('dialog', { name: 'Slips not sent yet' });
}

describe('logging out with slips not sent', () => {
  it('asks first: staying keeps them, sending that fails keeps the session, discarding logs out', async () => {
    const { net } = signedInWithASlip();
    let dialog = await logOut();
    expect(dialog).toHaveTextContent('1 slip is still on this phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(queuedSlips()).toEqual([slip]);

    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    dialog = await screen.findByRole('dialog', { name: 'Slips not sent yet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and log out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Not every slip could be sent/);
    expect(net.callsTo('POST /api/logout')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard and log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    signInAs(maya);
    expect(queuedSlips()).toEqual([]);
  }, 15_000);

  it('sends them before logging out once the server answers', async () => {
    const { net, reachable } = signedInWithASlip();
    const dialog = await logOut();
    reachable.now = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/activities').at(-1)?.body).toEqual(slip.request);
    expect(net.callsTo('POST /api/logout')).toHaveLength(1);
    signInAs(maya);
    expect(queuedSlips()).toEqual([]);
  }, 15_000);
});
