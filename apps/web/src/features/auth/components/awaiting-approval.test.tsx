import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { TOKEN_KEY } from '../../../lib/auth.ts';
import { buildProfile, makeToken, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { buildInboxList } from '../../../test/inbox-builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

configure({ asyncUtilTimeout: 4000 });

const applicant = buildProfile({
  role: 'Visitor',
  permissions: [],
  membership: { role: { name: 'Member', isLeadership: false }, status: 'pending', classification: 'Florist' },
});
const member = buildProfile({
  permissions: [...DEFAULT_ROLE_PERMISSIONS.Member],
  membership: { role: { name: 'Member', isLeadership: false }, status: 'active', classification: 'Florist' },
});
const memberToken = makeToken({ sub: '7', permissions: [...DEFAULT_ROLE_PERMISSIONS.Member] });

describe('the applicant waiting for approval', () => {
  it('is told of the approval pushed on inbox:{me} and moves on to the member home in the same session', async () => {
    let approved = false;
    signInAs(applicant);
    const net = installFakeFetch({
      'GET /api/profile': () => ({ body: approved ? member : applicant }),
      'POST /api/renew-token': { body: { token: memberToken } },
      'GET /api/inbox': { body: buildInboxList([]) },
    });
    renderApp('/home');
    expect(await screen.findByText('Membership awaiting approval')).toBeInTheDocument();
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription('inbox:7');

    approved = true;
    server.publish('inbox:7', { type: 'membership_approved', groupName: 'Riverside Chapter' });
    expect(await findToast("You're approved")).toHaveTextContent('Welcome to Riverside Chapter');
    await waitFor(() => expect(screen.queryByText('Membership awaiting approval')).toBeNull());
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: /Roster/ })).toBeInTheDocument();
    // The same session, with the member's token: no sign-in, and the renewal asked once.
    expect(localStorage.getItem(TOKEN_KEY)).toBe(memberToken);
    expect(net.callsTo('POST /api/renew-token')).toHaveLength(1);
    expect(net.callsTo('POST /api/login')).toHaveLength(0);
  }, 15_000);
});
