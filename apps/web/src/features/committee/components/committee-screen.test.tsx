import type { CommitteeApplication, CommitteeApplicationDetail } from '@chapter/shared/committee.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The admin area loads its screens lazily, and this one several queries after it; under a loaded parallel run
// that has taken over five seconds.
configure({ asyncUtilTimeout: 10_000 });

const ann: CommitteeApplication = {
  userId: 7,
  name: 'Ann Applicant',
  email: 'ann@example.test',
  companyName: 'Ann’s Café',
  classification: 'Cafe Owner',
  appliedAt: '2026-03-01T10:00:00.000Z',
  tally: { approve: 2, decline: 0, abstain: 1 },
  myVote: 'approve',
  conflict: { userId: 3, name: 'Carl Cafe', classification: 'Café Owner' },
};
const detail: CommitteeApplicationDetail = {
  ...ann,
  votes: [{ voterName: 'Cara Seat', vote: 'approve', updatedAt: '2026-03-02T10:00:00.000Z' }],
  discussion: [{ id: 1, authorName: 'Dan Seat', body: 'Visited the café.', createdAt: '2026-03-02T10:00:00.000Z' }],
  seats: 3,
};

/** A Member with a seat (or a President without one) on /admin/committee. */
function open(opts: { seated: boolean; leader?: boolean; applications?: CommitteeApplication[]; failing?: boolean }) {
  const role = opts.leader ? 'President' : 'Member';
  const user = buildProfile({
    name: 'Cara Seat',
    role,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role], ...(opts.seated ? ['membership_committee'] : [])],
    membership: { role: { name: role, isLeadership: role === 'President' }, status: 'active', classification: null },
  });
  signInAs(user);
  const net = installFakeFetch({
    'GET /api/profile': { body: user },
    'GET /api/committee/applications': opts.failing
      ? { status: 500, body: { code: 'SERVER_ERROR', message: 'Server error' } }
      : { body: { items: opts.applications ?? [ann] } },
    'GET /api/committee/applications/:userId': { body: detail },
    'GET /api/committee/members/:userId/notes': { body: { items: [] } },
    'GET /api/committee/reviews': {
      body: {
        items: [
          {
            userId: 9,
            name: 'Nora Near',
            classification: 'Baker',
            renewalDue: '2026-06-01T00:00:00.000Z',
            state: 'check_in_due',
            review: null,
          },
        ],
      },
    },
    'GET /api/committee/seats': {
      body: {
        groupId: 1,
        items: [{ userId: 5, name: 'Cara Seat', role: 'Member', classification: 'Florist', seated: true }],
      },
    },
    'PUT /api/committee/applications/:userId/vote': { body: { message: 'Vote recorded' } },
    'POST /api/committee/applications/:userId/decision': (req) =>
      (req.body as { confirmConflict?: boolean }).confirmConflict
        ? { body: { message: 'Ann Applicant is now a member of Harbour Chapter' } }
        : {
            status: 409,
            body: {
              code: 'CLASSIFICATION_CONFLICT',
              message:
                'Carl Cafe holds the classification "Café Owner", which reads the same as "Cafe Owner". Confirm to approve anyway.',
            },
          },
  });
  renderApp('/admin/committee');
  return net;
}

describe('the membership committee screen', { timeout: 30_000 }, () => {
  it('shows a seat holder the applications with the seat check, the tally and their vote, and the reviews', async () => {
    open({ seated: true });
    const card = (await screen.findByRole('heading', { name: 'Ann Applicant' })).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Carl Cafe already holds “Café Owner”, which reads the same.');
    expect(card).toHaveTextContent('Votes: 2 approve, 0 decline, 1 abstain');
    expect(within(card).getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Nora Near')).toBeInTheDocument();
    expect(screen.getByText('Check-in due')).toBeInTheDocument();
    // A Member with a seat does not manage members: no seats section.
    expect(screen.queryByRole('heading', { name: 'Committee seats' })).not.toBeInTheDocument();
  });

  it('votes, and approves a conflicting classification only once the box is ticked', async () => {
    const net = open({ seated: true });
    const card = (await screen.findByRole('heading', { name: 'Ann Applicant' })).closest('article') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Abstain' }));
    expect(net.callsTo('PUT /api/committee/applications/:userId/vote')[0]?.body).toEqual({ vote: 'abstain' });
    await userEvent.click(within(card).getByRole('button', { name: 'Discuss and decide' }));
    expect(await within(card).findByText('Visited the café.')).toBeInTheDocument();
    expect(within(card).getByText('1 of 3 seats voted')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve application' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Confirm to approve anyway.');
    await userEvent.click(
      within(card).getByRole('checkbox', { name: 'Approve even though the classifications read the same' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Approve application' }));
    const calls = net.callsTo('POST /api/committee/applications/:userId/decision');
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]?.body).toEqual({ decision: 'approve', classification: 'Cafe Owner', confirmConflict: true });
  });

  it('says when no application waits', async () => {
    open({ seated: true, applications: [] });
    expect(await screen.findByText('No application is waiting')).toBeInTheDocument();
  });

  it('offers a retry when the applications do not load', async () => {
    open({ seated: true, failing: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('shows a leader without a seat only the seats, never the committee’s business', async () => {
    const net = open({ seated: false, leader: true });
    expect(await screen.findByRole('heading', { name: 'Committee seats' })).toBeInTheDocument();
    expect(screen.getByText(/You do not hold a seat on the membership committee/)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Cara Seat' })).toHaveAttribute('aria-checked', 'true');
    expect(net.callsTo('GET /api/committee/applications')).toHaveLength(0);
    expect(net.callsTo('GET /api/committee/members/:userId/notes')).toHaveLength(0);
  });
});
