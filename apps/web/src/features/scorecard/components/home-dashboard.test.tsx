import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import type { Scorecard } from '@chapter/shared/scorecard.schemas';
import { scoreTrafficLight } from '@chapter/shared/traffic-light';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { buildInboxList } from '../../../test/inbox-builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { scoredOn, scoredOver } from './traffic-light-card.tsx';

configure({ asyncUtilTimeout: 4000 });

const numbers = {
  referralsGiven: 2,
  referralsReceived: 1,
  oneToOnes: 1,
  visitors: 0,
  trainingCredits: 0,
  testimonialsGiven: 0,
  tyfcbAmount: 1500,
  currency: 'USD',
  attendance: null,
};
const card: Scorecard = {
  user: { id: 7, name: 'Maya Thompson' },
  since: '2025-09-01T04:00:00.000Z',
  until: '2026-03-01T05:00:00.000Z',
  weekSince: '2026-02-23T09:00:00.000Z',
  week: numbers,
  sixMonths: { ...numbers, referralsGiven: 26, oneToOnes: 24 },
  trafficLight: scoreTrafficLight({
    attendance: null,
    referralsGiven: 26,
    oneToOnes: 24,
    visitorsBrought: 0,
    trainingCredits: 0,
    tyfcbAmount: 1500,
  }),
};
// The months the light covers, from the group's midnights in New York.
card.trafficLight.period = {
  from: '2025-09-01T04:00:00.000Z',
  until: '2026-03-01T05:00:00.000Z',
  nextLightOn: '2026-04-01T04:00:00.000Z',
};

function signedIn(profile = buildProfile(), routes: Parameters<typeof installFakeFetch>[0] = {}) {
  signInAs(profile);
  return installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/scorecard/me': { body: card },
    'GET /api/scorecard/pending': { body: { oneToOneRequests: 2, mentorshipApplications: 0 } },
    'GET /api/scorecard/recent': {
      body: {
        items: [
          {
            id: 1,
            type: 'referral',
            giver: { id: 3, name: 'Beatrice Kim' },
            receiver: { id: 7, name: 'Maya Thompson' },
            credits: null,
            at: '2026-03-01T10:00:00.000Z',
          },
        ],
      },
    },
    'GET /api/inbox': { body: buildInboxList([], { unreadCount: 3 }) },
    ...routes,
  });
}

/** What a leader's home also reads: the approvals count, the referral matrix and the group's lights. */
const leaderRoutes: Parameters<typeof installFakeFetch>[0] = {
  'GET /api/approvals/counts': { body: { members: 1 } },
  'GET /api/scorecard/matrix': {
    body: {
      kind: 'referrals',
      since: card.since,
      members: [
        { id: 3, name: 'Beatrice Kim' },
        { id: 7, name: 'Maya Thompson' },
      ],
      cells: [{ from: 3, to: 7, count: 4 }],
      max: 4,
    },
  },
  'GET /api/scorecard/group': {
    body: {
      items: [
        {
          userId: 3,
          name: 'Beatrice Kim',
          classification: null,
          total: 20,
          colour: 'grey',
          attendanceMissing: true,
          referralsGiven: 4,
          oneToOnes: 0,
        },
      ],
      counts: { green: 0, amber: 0, red: 0, grey: 1 },
    },
  },
};

describe('home dashboard requests', () => {
  it('asks for my numbers, what waits on me and the recent activity once each, also as the live channels open', async () => {
    const net = signedIn();
    renderApp('/home');
    await screen.findByRole('region', { name: 'My traffic light' }, { timeout: 5000 });
    const server = await FakeRealtimeServer.start();
    // Three channels move the numbers; each first subscribe used to refetch all three answers (4 requests each).
    for (const channel of ['activity-given:7', 'activity-received:7', 'mentorship:7']) {
      await server.acceptSubscription(channel);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(net.callsTo('GET /api/scorecard/me')).toHaveLength(1);
    expect(net.callsTo('GET /api/scorecard/pending')).toHaveLength(1);
    expect(net.callsTo('GET /api/scorecard/recent')).toHaveLength(1);
  });

  it('still refetches after a reconnect that missed publications', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const net = signedIn();
    renderApp('/home');
    await screen.findByRole('region', { name: 'My traffic light' }, { timeout: 5000 });
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription('activity-given:7');
    // A minute later the subscription comes back without its missed publications.
    vi.setSystemTime(Date.now() + 60_000);
    await server.resubscribeUnrecovered('activity-given:7');
    await waitFor(() => expect(net.callsTo('GET /api/scorecard/me')).toHaveLength(2));
    vi.useRealTimers();
  });
});

describe('home dashboard', () => {
  it('shows my traffic light with what gets me to green, my numbers, pending actions and recent activity', async () => {
    signedIn();
    renderApp('/home');
    const light = await screen.findByRole('region', { name: 'My traffic light' }, { timeout: 5000 });
    // 15 + 15 + 5 = 35 of the 80 scored without attendance → 44.
    expect(within(light).getByTestId('traffic-light-summary')).toHaveTextContent(
      'Red44 of 100 points · scored on September to February',
    );
    expect(within(light).getByTestId('traffic-light-next')).toHaveTextContent(
      'The next light comes on April 1, 2026; the steps below are what it needs.',
    );
    expect(within(light).getByText(/No attendance recorded yet/)).toBeInTheDocument();
    expect(within(light).getByText('2 more one-to-ones')).toBeInTheDocument();
    expect(within(light).getByText('6 more referrals')).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'My numbers' });
    expect(within(mine).getByRole('columnheader', { name: 'Sep to Feb' })).toBeInTheDocument();
    expect(within(mine).getByRole('row', { name: /Referrals given 2 26/ })).toBeInTheDocument();
    expect(
      within(mine).getByRole('row', { name: /Thanks for closed business \$1,500\.00 \$1,500\.00/ }),
    ).toBeInTheDocument();
    const waiting = await screen.findByRole('region', { name: 'Waiting on me' });
    expect(await within(waiting).findByRole('link', { name: /2 One-to-one requests to answer/ })).toHaveAttribute(
      'href',
      '/activity/one-to-one',
    );
    expect(await within(waiting).findByRole('link', { name: /3 Unread messages/ })).toBeInTheDocument();
    expect(await screen.findByText('Beatrice Kim passed a referral to Maya Thompson')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Who works with whom' })).toBeNull();
  }, 15_000);

  it('gives leaders the matrix as a heat-map table and the group’s lights', async () => {
    const president = buildProfile({ role: 'President', permissions: [...DEFAULT_ROLE_PERMISSIONS.President] });
    signedIn(president, leaderRoutes);
    renderApp('/home');
    const matrix = await screen.findByRole('region', { name: 'Who works with whom' }, { timeout: 5000 });
    const header = await within(matrix).findByRole('rowheader', { name: 'Beatrice Kim' });
    const row = header.closest('tr') as HTMLElement;
    expect(within(row).getByTitle('Beatrice Kim gave referrals to Maya Thompson: 4')).toHaveTextContent('4');
    expect(await screen.findByText('Grey: 1')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /1 Approvals waiting/ })).toHaveAttribute(
      'href',
      '/admin/approvals',
    );
  }, 15_000);
});

describe('the traffic light says its window', () => {
  it('names the whole months it scores, wherever the group is', () => {
    // Midnight on the 1st in Tokyo is the day before in UTC; in Honolulu it is ten hours into the 1st.
    const tokyo = { from: '2025-08-31T15:00:00.000Z', until: '2026-02-28T15:00:00.000Z', nextLightOn: '' };
    const honolulu = { from: '2025-09-01T10:00:00.000Z', until: '2026-03-01T10:00:00.000Z', nextLightOn: '' };
    expect(scoredOn(26, tokyo)).toBe('scored on September to February');
    expect(scoredOn(26, honolulu)).toBe('scored on September to February');
    expect(scoredOn(11, { ...honolulu, from: '2025-12-15T10:00:00.000Z' })).toBe(
      'scored on 11 weeks, December to February',
    );
  });

  it('in words a member reads, singular included', () => {
    expect([1, 2, 26].map(scoredOver)).toEqual([
      'scored on the last week',
      'scored on the last 2 weeks',
      'scored on the last 6 months',
    ]);
  });
});

describe('home in the member’s language', () => {
  it('speaks German: my numbers, what waits on me, the group’s activity, the matrix and the lights', async () => {
    const president = buildProfile({
      role: 'President',
      permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
      preferredLanguage: 'de',
    });
    const attended = { ...numbers, attendance: { attended: 18, expected: 20 } };
    signedIn(president, {
      ...leaderRoutes,
      'GET /api/scorecard/me': { body: { ...card, week: attended, sixMonths: { ...attended, referralsGiven: 26 } } },
      'GET /api/scorecard/recent': {
        body: {
          items: [
            {
              id: 1,
              type: 'referral',
              giver: { id: 3, name: 'Beatrice Kim' },
              receiver: { id: 7, name: 'Maya Thompson' },
              credits: null,
              at: '2026-03-01T10:00:00.000Z',
            },
            {
              id: 2,
              type: 'training_credit',
              giver: { id: 7, name: 'Maya Thompson' },
              receiver: { id: 7, name: 'Maya Thompson' },
              credits: 3,
              at: '2026-03-01T11:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/home');

    expect(await screen.findByRole('region', { name: 'Meine Ampel' }, { timeout: 20_000 })).toBeInTheDocument();
    const mine = await screen.findByRole('region', { name: 'Meine Zahlen' });
    expect(within(mine).getByRole('columnheader', { name: 'Letzte 7 Tage' })).toBeInTheDocument();
    expect(within(mine).getByRole('row', { name: /Empfehlungen gegeben 2 26/ })).toBeInTheDocument();
    expect(within(mine).getByRole('row', { name: 'Anwesenheit 18 von 20 18 von 20' })).toBeInTheDocument();

    const waiting = screen.getByRole('region', { name: 'Wartet auf mich' });
    expect(await within(waiting).findByRole('link', { name: /2 Offene Anfragen für Einzelgespräche/ })).toBeVisible();
    expect(await within(waiting).findByRole('link', { name: /3 Ungelesene Nachrichten/ })).toBeVisible();

    const recent = screen.getByRole('region', { name: 'Neueste Aktivität in der Gruppe' });
    expect(await within(recent).findByText('Beatrice Kim hat Maya Thompson eine Empfehlung gegeben')).toBeVisible();
    expect(within(recent).getByText('Maya Thompson hat 3 Weiterbildungspunkte erhalten')).toBeVisible();

    const matrix = await screen.findByRole('region', { name: 'Wer mit wem arbeitet' });
    const row = (await within(matrix).findByRole('rowheader', { name: 'Beatrice Kim' })).closest('tr') as HTMLElement;
    expect(within(row).getByTitle('Beatrice Kim hat Maya Thompson Empfehlungen gegeben: 4')).toHaveTextContent('4');
    expect(within(matrix).getByRole('button', { name: 'Einzelgespräche' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Grau: 1')).toBeInTheDocument();
  }, 40_000);
});
