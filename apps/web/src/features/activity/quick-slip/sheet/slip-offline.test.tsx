import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, buildRosterMember, signInAs } from '../../../../test/builders.ts';
import { installFakeFetch, NETWORK_DOWN, type Route } from '../../../../test/fake-fetch.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { findToast } from '../../../../test/toasts.ts';
import { record } from '../../components/activity-test-kit.ts';
import { type QueuedSlip, queuedSlips, queueSlip } from './slip-queue.ts';

configure({ asyncUtilTimeout: 4000 });

const maya = buildProfile();
const daniel = buildRosterMember(9, 'Daniel Okafor', { companyName: 'Okafor Financial' });
const sent = record({
  type: 'referral',
  giver: { id: 7, name: 'Maya Thompson' },
  receiver: { id: 9, name: 'Daniel Okafor' },
  status: 'new',
});
const waitingSlip: QueuedSlip = {
  request: {
    type: 'referral',
    receiverId: 9,
    prospectName: 'Harper Logistics',
    prospectContact: null,
    description: 'A lease review',
    temperature: 3,
    scope: 'outside',
    clientRequestId: 'made-offline-1',
  },
  receiverName: 'Daniel Okafor',
};

function signedIn(create: Route<'POST /api/activities'>) {
  signInAs(maya);
  return installFakeFetch({
    'GET /api/profile': { body: maya },
    'GET /api/members': { body: { items: [daniel], nextCursor: null } },
    'GET /api/activities/partners': { body: { memberIds: [] } },
    'POST /api/activities': create,
  });
}

describe('slips without a connection', () => {
  it('keeps a slip made offline, says it waits, and sends it once when the network is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const net = signedIn({ status: 201, body: sent });
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: /^New slip A referral/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Give a referral' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Daniel Okafor/ }));
    const form = await screen.findByRole('dialog', { name: 'Give a referral' });
    await userEvent.keyboard('Harper Logistics');
    await userEvent.type(within(form).getByLabelText('What they need'), 'A lease review');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await findToast('Kept on this phone')).toHaveTextContent('sent by itself when you');
    expect(await screen.findByText('1 slip waiting to send')).toHaveAttribute('role', 'status');
    expect(net.callsTo('POST /api/activities')).toHaveLength(0);
    const [kept] = queuedSlips();
    expect(kept?.request).toMatchObject({ receiverId: 9, prospectName: 'Harper Logistics' });

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await findToast('Referral sent to Daniel Okafor.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('1 slip waiting to send')).not.toBeInTheDocument());
    const posts = net.callsTo('POST /api/activities');
    expect(posts.map((p) => p.body)).toEqual([kept?.request]);
    expect(queuedSlips()).toEqual([]);
    online.mockRestore();
  });

  it('sends a slip still queued from before the reload, retrying while the server is unreachable', async () => {
    queueSlipFor(waitingSlip);
    let down = true;
    const net = signedIn(() => (down ? NETWORK_DOWN : { status: 200, body: sent }));
    renderApp('/home');
    expect(await screen.findByText('1 slip waiting to send')).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('POST /api/activities').length).toBeGreaterThan(0));
    down = false;
    // The next try (a backoff of about a second) gets through; the server answers a replay with the same record.
    expect(await findToast('Referral sent to Daniel Okafor.')).toBeInTheDocument();
    const bodies = net.callsTo('POST /api/activities').map((c) => c.body as { clientRequestId: string });
    expect(new Set(bodies.map((b) => b.clientRequestId))).toEqual(new Set(['made-offline-1']));
    expect(queuedSlips()).toEqual([]);
  });

  it('stops sending a slip the server refuses for good, and lets it be discarded', async () => {
    queueSlipFor(waitingSlip);
    const net = signedIn({
      status: 403,
      body: { code: 'PERMISSION_DENIED', message: 'Only active members of a group record activity' },
    });
    renderApp('/home');
    const alert = await screen.findByText('1 slip refused by the server');
    const banner = alert.closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent('Daniel Okafor: Only active members of a group record activity');
    window.dispatchEvent(new Event('online'));
    expect(net.callsTo('POST /api/activities')).toHaveLength(1);
    await userEvent.click(within(banner).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('1 slip refused by the server')).not.toBeInTheDocument());
    expect(queuedSlips()).toEqual([]);
  });
});

/** What an earlier page left in this device's storage, under Maya's account. */
function queueSlipFor(slip: QueuedSlip) {
  signInAs(maya);
  queueSlip(slip);
}
