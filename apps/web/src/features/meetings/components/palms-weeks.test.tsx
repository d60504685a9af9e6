import type { PalmsWeek } from '@chapter/shared/palms.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, chapterTotals, funnelFigures, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 4000 });

const vp = buildProfile({
  name: 'Val Vice',
  role: 'Vice President',
  permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']],
});
const week = (weekEnds: string, state: PalmsWeek['state']): PalmsWeek => ({
  weekEnds,
  state,
  changedBy: state === 'draft' ? null : { id: vp.id, name: vp.name },
  changedAt: state === 'draft' ? null : '2026-02-20T10:00:00.000Z',
});
const report = (weeks: PalmsWeek[]) => ({
  from: '2026-02-06',
  to: '2026-02-26',
  meetings: 3,
  visitors: 0,
  currency: 'USD',
  weeks,
  funnel: funnelFigures(),
  rows: [],
  totals: chapterTotals(),
});

/** The week states on the PALMS screen (docs/palms-weeks.md): provisional until completed, reopened when needed. */
describe('PALMS weeks', () => {
  it('says which past weeks are provisional, completes one, and reopens a completed one', async () => {
    signInAs(vp);
    let weeks = [week('2026-02-12', 'completed'), week('2026-02-19', 'draft'), week('2026-02-26', 'draft')];
    const net = installFakeFetch({
      'GET /api/profile': { body: vp },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/attendance/report': () => ({ body: report(weeks) }),
      'PUT /api/attendance/weeks/:weekEnds': (req) => {
        const weekEnds = req.path.split('/').at(-1) ?? '';
        const { state } = req.body as { state: PalmsWeek['state'] };
        weeks = weeks.map((w) => (w.weekEnds === weekEnds ? week(weekEnds, state) : w));
        return { body: week(weekEnds, state) };
      },
    });
    renderApp('/admin/attendance?from=2026-02-06&to=2026-02-26');
    const list = await screen.findByRole('region', { name: 'Weeks' });
    // Today (the test's clock) is after every week's meeting day: both drafts are past and provisional.
    expect(within(list).getByText(/2 past weeks are still drafts/)).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByText(/^(Completed|Draft|Holiday)$/)[0]?.textContent)).toEqual([
      'Completed',
      'Draft',
      'Draft',
    ]);
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /^Complete / }));
    expect(net.callsTo('PUT /api/attendance/weeks/:weekEnds').map((c) => [c.path, c.body])).toEqual([
      ['/api/attendance/weeks/2026-02-19', { state: 'completed' }],
    ]);
    expect(await within(list).findByText(/1 past week is still a draft/)).toBeInTheDocument();
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: /^Reopen / }));
    expect(await within(list).findByText(/2 past weeks are still drafts/)).toBeInTheDocument();
  });

  it('says the figures are official when every past week is final', async () => {
    signInAs(vp);
    installFakeFetch({
      'GET /api/profile': { body: vp },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/attendance/report': {
        body: report([week('2026-02-12', 'completed'), week('2026-02-19', 'holiday'), week('2026-02-26', 'completed')]),
      },
    });
    renderApp('/admin/attendance?from=2026-02-06&to=2026-02-26');
    const list = await screen.findByRole('region', { name: 'Weeks' });
    expect(within(list).getByText(/these figures are official/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Complete / })).not.toBeInTheDocument();
  });
});
