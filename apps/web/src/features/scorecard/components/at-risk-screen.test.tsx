import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import type { AtRiskList } from '@chapter/shared/scorecard-warnings.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The admin area loads its screens lazily; under a parallel run they can take over a second.
configure({ asyncUtilTimeout: 5000 });

// What the server answers for a chapter with a seat under review, a member one absence from it and a member whose
// light drops on 1 April (at-risk.test.ts computes such answers from dated records).
const list: AtRiskList = {
  members: [
    { member: { id: 3, name: 'Ann Able' }, review: { absences: 4, allowed: 3 }, attendance: null, forecast: null },
    {
      member: { id: 4, name: 'Bob Baker' },
      review: null,
      attendance: { meeting: '2026-03-09', absences: 3, allowed: 3, leavesOn: '2026-04-06', until: '2026-04-05' },
      forecast: null,
    },
    {
      member: { id: 5, name: 'Cleo Cruz' },
      review: null,
      attendance: null,
      forecast: {
        on: '2026-04-01',
        leavingMonth: '2025-09',
        colourNow: 'green',
        colourThen: 'amber',
        by: '2026-03-31',
        actions: [{ part: 'visitors', extra: 3 }],
        currency: 'USD',
      },
    },
  ],
};

function open(answer: () => { status: 500; body: object } | { body: AtRiskList }, language: 'en' | 'es' = 'en') {
  const president = buildProfile({
    name: 'Pat President',
    role: 'President',
    permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
    membership: { role: { name: 'President', isLeadership: true }, status: 'active', classification: null },
    preferredLanguage: language,
  });
  signInAs(president);
  const net = installFakeFetch({
    'GET /api/profile': { body: president },
    'GET /api/scorecard/at-risk': answer,
  });
  renderApp('/admin/at-risk');
  return net;
}

describe('the at-risk list', () => {
  it('lists the members in the server’s order with what puts each at risk', async () => {
    open(() => ({ body: list }));
    const rows = within(await screen.findByRole('list', { name: 'Members at risk' })).getAllByRole('heading');
    expect(rows.map((h) => h.textContent)).toEqual(['Ann Able', 'Bob Baker', 'Cleo Cruz']);
    const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(row('Ann Able')).toHaveTextContent('Seat under review: 4 absences counted, 3 allowed.');
    expect(row('Bob Baker')).toHaveTextContent(
      'One more absence before April 5, 2026 puts the seat under review. 3 absences of the 3 allowed are counted. ' +
        'The next meeting is on March 9, 2026.',
    );
    expect(row('Cleo Cruz')).toHaveTextContent(
      'On April 1, 2026, September’s points leave the window: the light drops to amber unless they record ' +
        '3 more visitors before March 31, 2026.',
    );
  });

  it('says when no member is at risk', async () => {
    open(() => ({ body: { members: [] } }));
    expect(await screen.findByText('No member is at risk')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Members at risk' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list does not load, and shows it once it does', async () => {
    let down = true;
    const net = open(() =>
      down ? { status: 500, body: { code: 'SERVER_ERROR', message: 'Server error' } } : { body: list },
    );
    const alert = await screen.findByRole('alert');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { name: 'Ann Able' })).toBeInTheDocument();
    expect(net.callsTo('GET /api/scorecard/at-risk').length).toBeGreaterThanOrEqual(2);
  });

  it('speaks the committee’s language', async () => {
    open(() => ({ body: list }), 'es');
    expect(await screen.findByRole('heading', { name: 'En riesgo' })).toBeInTheDocument();
    const row = (await screen.findByRole('heading', { name: 'Bob Baker' })).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Una ausencia más antes del 5 de abril de 2026 pone el puesto en revisión.');
    const cleo = screen.getByRole('heading', { name: 'Cleo Cruz' }).closest('li') as HTMLElement;
    expect(cleo).toHaveTextContent('salvo que registre 3 visitantes más antes del 31 de marzo de 2026.');
  });
});
