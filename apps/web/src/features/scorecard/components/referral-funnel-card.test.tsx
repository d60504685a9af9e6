import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import type { FunnelReport } from '@chapter/shared/scorecard.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, funnelFigures, signInAs } from '../../../test/builders.ts';
import { installFakeFetch, type Route } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 4000 });

const maya = buildProfile();
const report = (over: Partial<FunnelReport> = {}): FunnelReport => ({
  months: 6,
  since: '2026-05-27T12:00:00.000Z',
  currency: 'USD',
  me: funnelFigures({
    given: 4,
    givenWon: 1,
    givenRevenueCents: 90_000,
    received: 3,
    contacted: 2,
    won: 1,
    lost: 1,
    revenueCents: 250_000,
    medianDaysToContact: 3,
    medianDaysToWon: 10,
  }),
  chapter: funnelFigures({ given: 40, received: 40, won: 9, revenueCents: 1_820_000 }),
  members: null,
  ...over,
});

function open(profile = maya, answer: Route<'GET /api/scorecard/funnel'> = { body: report() }) {
  signInAs(profile);
  const net = installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/activities/unread-counts': { body: { givenCount: 0, receivedCount: 0 } },
    'GET /api/activities': { body: { items: [], nextCursor: null } },
    'GET /api/members': { body: { items: [], nextCursor: null } },
    'GET /api/scorecard/funnel': answer,
  });
  renderApp('/activity/referral');
  return net;
}

const card = () => screen.findByRole('region', { name: 'What referrals turned into' });

describe('what referrals turned into', () => {
  it('shows the member’s referrals received and given, what they became, and the chapter’s line', async () => {
    const net = open();
    const region = await card();
    const mine = await within(region).findByLabelText('You received');
    expect(mine).toHaveTextContent(
      'Received3Followed up2Won1Lost1Business$2,500.00First step after3 daysWon after10 days',
    );
    expect(within(region).getByLabelText('You gave')).toHaveTextContent(
      'Given4Won by the receiver1Business they brought$900.00',
    );
    expect(region).toHaveTextContent('The chapter: 40 referrals, 9 won, $18,200.00 of business');
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();

    // Another period asks again.
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Period' }), 'Last 12 months');
    await waitFor(() =>
      expect(net.callsTo('GET /api/scorecard/funnel').map((c) => new URLSearchParams(c.search).get('months'))).toEqual([
        '6',
        '12',
      ]),
    );
  });

  it('gives the chapter’s leaders every member’s row, busiest first', async () => {
    const vp = buildProfile({
      id: 2,
      name: 'Victor Alvarez',
      role: 'Vice President',
      permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']],
    });
    open(vp, {
      body: report({
        members: [
          { member: { id: 5, name: 'Ann Able' }, figures: funnelFigures({ received: 1, given: 3 }) },
          {
            member: { id: 6, name: 'Bob Baker' },
            figures: funnelFigures({ received: 3, contacted: 2, won: 1, revenueCents: 250_000 }),
          },
        ],
      }),
    });
    const table = await within(await card()).findByRole('table', { name: 'Referrals by member' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Bob Baker3210$2,500.00', 'Ann Able1003$0.00']);
  });

  it('says when there is nothing yet', async () => {
    const empty = report({ me: funnelFigures(), chapter: funnelFigures() });
    open(maya, { body: empty });
    expect(await within(await card()).findByText('No referrals in this period yet.')).toBeVisible();
  });

  it('offers a retry when the funnel could not load', async () => {
    open(maya, { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } });
    const region = await card();
    expect(await within(region).findByText('The funnel could not be loaded.')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
