import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import type { MyVisit } from '@chapter/shared/visitors.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 4000 });

const visitor = buildProfile({
  name: 'Vic Visitor',
  role: 'Visitor',
  permissions: [...DEFAULT_ROLE_PERMISSIONS.Visitor],
});
const visit: MyVisit = {
  groupName: 'Riverside Chapter',
  invitedByName: 'Maya Thompson',
  meeting: {
    id: 12,
    title: 'Riverside Chapter weekly meeting',
    startsAt: '2026-03-05T07:00:00.000Z',
    endsAt: '2026-03-05T08:30:00.000Z',
    timezone: 'UTC',
    location: 'Riverside Hall, 2 Quay Street',
    onlineLink: null,
  },
  rsvp: 'attending',
};

describe("a visitor's home", () => {
  it('says who invited them, when and where the meeting is, what happens there, and how to join', async () => {
    signInAs(visitor);
    installFakeFetch({ 'GET /api/profile': { body: visitor }, 'GET /api/visitors/me': { body: visit } });
    renderApp('/home');
    const card = await screen.findByRole('region', { name: 'Your visit to Riverside Chapter' });
    expect(within(card).getByText('Invited by Maya Thompson')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Riverside Chapter weekly meeting' })).toHaveAttribute(
      'href',
      '/meetings/12',
    );
    expect(within(card).getByText(/Riverside Hall, 2 Quay Street/)).toBeInTheDocument();
    expect(within(card).getByText(/Your answer: Attending/)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'What happens at a meeting' })).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(within(card).getByRole('link', { name: 'Apply for membership' })).toHaveAttribute('href', '/visitors');
  });

  it('shows nothing of a visit to an account that was never invited', async () => {
    signInAs(visitor);
    const net = installFakeFetch({ 'GET /api/profile': { body: visitor }, 'GET /api/visitors/me': { status: 404 } });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome, Vic' })).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('GET /api/visitors/me')).toHaveLength(1));
    // The answer has been handled: no loading placeholder is left either.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('region', { name: /Your visit/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Could not load this')).not.toBeInTheDocument();
  });
});
