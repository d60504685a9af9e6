import type { Notification } from '@chapter/shared/notifications.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 4000 });

const maya = buildProfile();

function note(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 12,
    kind: 'referral',
    title: 'New referral from Daniel Okafor',
    body: 'Harbour Dental Group',
    link: '/activity/referral?record=41&filter=received',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

const page = (items: Notification[], unreadCount = items.filter((n) => !n.read).length) => ({
  body: { items, unreadCount, nextCursor: null },
});

describe('notification list', () => {
  // Noon in the chapter's zone (New York): "5m" ago is never across its midnight, where it reads "Yesterday"
  // (lib/format/relative.ts counts calendar days there), as it did in a run at 05:00 UTC. Only Date is fixed.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T17:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says there is nothing new when the list is empty, with no bell count', async () => {
    signInAs(maya);
    installFakeFetch({ 'GET /api/profile': { body: maya }, 'GET /api/notifications': page([]) });
    renderApp('/notifications');
    expect(await screen.findByText('Nothing new')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry that brings the list', async () => {
    signInAs(maya);
    let fail = true;
    installFakeFetch({
      'GET /api/profile': { body: maya },
      'GET /api/notifications': (req) =>
        fail && !req.search.includes('limit=1')
          ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'The server had a problem.' } }
          : page([note()]),
    });
    renderApp('/notifications');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load this')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('New referral from Daniel Okafor')).toBeInTheDocument();
  });

  it('lists who and what, marks the opened one read and opens its record, and marks all read', async () => {
    signInAs(maya);
    let items = [
      note(),
      note({ id: 11, kind: 'mention', title: 'Ann Able mentioned you', body: 'Lunch?', link: '/inbox/chapter' }),
      note({ id: 10, kind: 'meeting', title: 'Cancelled: Weekly meeting', read: true, link: '/meetings/3' }),
    ];
    const net = installFakeFetch({
      'GET /api/profile': { body: maya },
      'GET /api/notifications': () => page(items),
      'POST /api/notifications/:id/read': (req) => {
        const id = Number(req.path.split('/')[3]);
        items = items.map((n) => (n.id === id ? { ...n, read: true } : n));
        return { body: { unreadCount: items.filter((n) => !n.read).length } };
      },
      'POST /api/notifications/read-all': () => {
        items = items.map((n) => ({ ...n, read: true }));
        return { body: { unreadCount: 0 } };
      },
    });
    const { router } = renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'true', 'false']);
    expect(rows[0]).toHaveTextContent('Referral');
    expect(rows[0]).toHaveTextContent('Harbour Dental Group');
    expect(rows[0]).toHaveTextContent('5m');
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    await userEvent.click(within(list).getByText('Ann Able mentioned you'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/chapter'));
    // The router's location moves before React shows the next screen (a transition while its code loads): the
    // list is still on screen until then, and a button found on it now would be gone by the time it is clicked.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull());
    expect(net.callsTo('POST /api/notifications/:id/read').map((c) => c.path)).toEqual(['/api/notifications/11/read']);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await router.navigate('/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' }))
          .getAllByRole('link')
          .map((r) => r.getAttribute('data-unread')),
      ).toEqual(['false', 'false', 'false']),
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });
});
