import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch, type Reply } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { renderApp } from '../../../test/render-app.tsx';

function signedIn(
  counts: Reply<'GET /api/activities/unread-counts'> = { status: 404 },
  afterSeen: Reply<'POST /api/activities/seen'> = { body: { givenCount: 0, receivedCount: 0 } },
) {
  const profile = buildProfile();
  signInAs(profile);
  return installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/activities/unread-counts': counts,
    'GET /api/activities': { body: { items: [], nextCursor: null } },
    'GET /api/members': { body: { items: [], nextCursor: null } },
    'POST /api/activities/seen': afterSeen,
  });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('activity screen requests', () => {
  it('asks for its unread counts and its list once, also as the live channels open', async () => {
    const net = signedIn({ body: { givenCount: 2, receivedCount: 0 } });
    renderApp('/activity/referral');
    expect(await screen.findByText('No referrals given yet')).toBeInTheDocument();
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription('activity-given:7');
    await server.acceptSubscription('activity-received:7');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(net.callsTo('GET /api/activities/unread-counts')).toHaveLength(1);
    expect(net.callsTo('GET /api/activities')).toHaveLength(1);
  });
});

describe('activity screen', () => {
  it('switches between Given and Received and keeps the legend in the address', async () => {
    signedIn();
    const { router } = renderApp('/activity/referral');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' })).toBeInTheDocument();
    expect(tab(/^Given/)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No referrals given yet')).toBeInTheDocument();

    await userEvent.click(tab(/^Received/));
    expect(tab(/^Received/)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No referrals received yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show legend' }));
    expect(router.state.location.search).toContain('showLegend=true');
    expect(within(screen.getByRole('region', { name: 'Legend' })).getByText('Won')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide legend' }));
    expect(router.state.location.search).not.toContain('showLegend');
  });

  it('opens with the legend when the address asks for it', async () => {
    signedIn();
    renderApp('/activity/one-to-one?showLegend=true');
    expect(await screen.findByRole('region', { name: 'Legend' })).toHaveTextContent('New time proposed');
  });

  it('shows unread badges capped at 999+', async () => {
    const counts = { body: { givenCount: 3, receivedCount: 1200 } };
    const net = signedIn(counts, counts);
    renderApp('/activity/testimonials');
    await screen.findByRole('heading', { level: 1, name: 'Testimonials' });
    await waitFor(() => expect(tab(/^Received/)).toHaveAccessibleName('Received 999+ unread'));
    expect(tab(/^Given/)).toHaveAccessibleName('Given 3 unread');
    expect(net.callsTo('GET /api/activities/unread-counts')).toHaveLength(1);
  });

  it('shows no badge while the unread counts are not available', async () => {
    const net = signedIn();
    renderApp('/activity/closed-business');
    await screen.findByRole('heading', { level: 1, name: 'Closed Business' });
    await waitFor(() => expect(net.callsTo('GET /api/activities/unread-counts')).toHaveLength(1));
    expect(tab(/^Given/)).toHaveAccessibleName('Given');
    expect(tab(/^Received/)).toHaveAccessibleName('Received');
  });

  it('marks the open tab seen, which clears its badge', async () => {
    const net = signedIn({ body: { givenCount: 0, receivedCount: 4 } }, { body: { givenCount: 0, receivedCount: 0 } });
    renderApp('/activity/referral');
    await waitFor(() => expect(tab(/^Received/)).toHaveAccessibleName('Received 4 unread'));
    expect(net.callsTo('POST /api/activities/seen')).toHaveLength(0);
    await userEvent.click(tab(/^Received/));
    await waitFor(() => expect(tab(/^Received/)).toHaveAccessibleName('Received'));
    expect(net.callsTo('POST /api/activities/seen')[0]?.body).toEqual({ box: 'received' });
  });
});
