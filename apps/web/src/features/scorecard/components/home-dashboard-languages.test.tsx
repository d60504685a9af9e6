import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import type { Scorecard } from '@chapter/shared/scorecard.schemas';
import { scoreTrafficLight } from '@chapter/shared/traffic-light';
import { configure, screen, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { buildInboxList } from '../../../test/inbox-builders.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 5000 });

const numbers = {
  referralsGiven: 2,
  referralsReceived: 1,
  oneToOnes: 1,
  visitors: 0,
  trainingCredits: 0,
  testimonialsGiven: 0,
  tyfcbAmount: null,
  currency: 'USD',
  attendance: { attended: 18, expected: 20 },
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

describe('home in the member’s language', () => {
  it('speaks German: my numbers, what waits on me, the group’s activity, the matrix and the lights', async () => {
    const president = buildProfile({
      role: 'President',
      permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
      preferredLanguage: 'de',
    });
    signInAs(president);
    installFakeFetch({
      'GET /api/profile': { body: president },
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
      'GET /api/inbox': { body: buildInboxList([], { unreadCount: 3 }) },
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
