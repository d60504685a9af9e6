import type { Warnings } from '@chapter/shared/scorecard-warnings.schemas';
import { configure, screen } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 5000 });

// What the server answers for a member with 3 of 3 absences counted and a light that drops on 1 January
// (warnings.test.ts computes such answers from dated records).
const forecast: NonNullable<Warnings['forecast']> = {
  on: '2027-01-01',
  leavingMonth: '2026-06',
  colourNow: 'green',
  colourThen: 'amber',
  by: '2026-12-31',
  actions: [
    { part: 'referrals', extra: 2 },
    { part: 'visitors', extra: 1 },
  ],
  currency: 'USD',
};
const warned: Warnings = {
  attendance: { meeting: '2026-03-09', absences: 3, allowed: 3, leavesOn: '2026-04-01', until: '2026-03-31' },
  forecast,
};

function home(answer: Warnings, language: 'en' | 'es' = 'en') {
  const profile = buildProfile({ preferredLanguage: language });
  signInAs(profile);
  const net = installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/scorecard/pending': { body: { oneToOneRequests: 0, mentorshipApplications: 0 } },
    'GET /api/scorecard/recent': { body: { items: [] } },
    'GET /api/scorecard/warnings': { body: answer },
  });
  renderApp('/');
  return net;
}

describe('warnings on home', () => {
  it('says which absence puts the seat under review and what keeps the light green', async () => {
    home(warned);
    const card = await screen.findByRole('region', { name: 'Before it is too late' });
    expect(card).toHaveTextContent(
      'One more absence before March 31, 2026 puts your seat under review. 3 absences of the 3 allowed are ' +
        'counted. Your next meeting is on March 9, 2026.',
    );
    expect(card).toHaveTextContent(
      'On January 1, 2027, June’s points leave the window: you drop to amber unless you record 2 more referrals ' +
        'and 1 more visitor before December 31, 2026.',
    );
  });

  it('names only the forecast when no absence is at stake, and what is lost when nothing can keep the colour', async () => {
    home({ attendance: null, forecast: { ...forecast, actions: null, colourThen: 'red' } });
    const card = await screen.findByRole('region', { name: 'Before it is too late' });
    expect(card).not.toHaveTextContent('absence');
    expect(card).toHaveTextContent('On January 1, 2027, June’s points leave the window: you drop to red.');
  });

  it('shows nothing when there is nothing to warn about', async () => {
    const net = home({ attendance: null, forecast: null });
    await screen.findByRole('heading', { name: /waiting on me/i });
    await vi.waitFor(() => expect(net.callsTo('GET /api/scorecard/warnings')).toHaveLength(1));
    // Given time to load a card, none comes.
    await expect(screen.findByRole('region', { name: 'Before it is too late' }, { timeout: 600 })).rejects.toThrow();
  });

  it('speaks the member’s language', async () => {
    home(warned, 'es');
    const card = await screen.findByRole('region', { name: 'Antes de que sea tarde' });
    expect(card).toHaveTextContent('Una ausencia más antes del 31 de marzo de 2026 pone tu puesto en revisión.');
    expect(card).toHaveTextContent(
      'El 1 de enero de 2027, los puntos de junio salen del periodo: bajas a ámbar a menos que registres ' +
        '2 referencias más y 1 visitante más antes del 31 de diciembre de 2026.',
    );
  });
});
