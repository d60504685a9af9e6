import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { screen } from '@testing-library/react';
import { buildProfile, chapterTotals, funnelFigures, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const secretary = buildProfile({
  name: 'Samuel Reyes',
  role: 'Secretary Treasurer',
  permissions: [...DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer']],
});

function server() {
  signInAs(secretary);
  return installFakeFetch({
    'GET /api/profile': { body: secretary },
    'GET /api/meetings': { body: { items: [] } },
    'GET /api/attendance/report': {
      body: {
        from: '2026-02-24',
        to: '2026-03-02',
        meetings: 1,
        visitors: 0,
        currency: 'USD',
        weeks: [],
        funnel: funnelFigures(),
        rows: [],
        totals: chapterTotals(),
      },
    },
  });
}

describe('a link to the PALMS report for a period', () => {
  it('opens the report for the dates it names (the weekly summary e-mail links to its week)', async () => {
    const net = server();
    renderApp('/admin/attendance?from=2026-02-24&to=2026-03-02');
    expect(await screen.findByLabelText('From')).toHaveValue('2026-02-24');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-02');
    expect(screen.getByLabelText('Period')).toHaveValue('custom');
    await vi.waitFor(() => {
      const calls = net.callsTo('GET /api/attendance/report');
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        const q = new URLSearchParams(call.search);
        expect([q.get('from'), q.get('to')]).toEqual(['2026-02-24', '2026-03-02']);
      }
    });
  }, 15_000);

  it('ignores dates it cannot read and shows the usual six months', async () => {
    server();
    renderApp('/admin/attendance?from=yesterday&to=2026-3-2');
    expect(await screen.findByLabelText('Period')).toHaveValue('6months');
  }, 15_000);
});
