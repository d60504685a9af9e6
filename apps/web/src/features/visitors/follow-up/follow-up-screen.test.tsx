import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import type { VisitorFunnel, VisitorTask } from '@chapter/shared/visitor-follow-up.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 8000 });

const counts = (invited: number, confirmed: number, attended: number, applied: number, joined: number) => ({
  invited,
  confirmed,
  attended,
  applied,
  joined,
});

const FUNNEL: VisitorFunnel = {
  timezone: 'UTC',
  rows: [],
  byInviter: [
    { inviterId: 4, inviterName: 'Ivy Inviter', ...counts(4, 3, 2, 1, 1) },
    { inviterId: null, inviterName: null, ...counts(1, 1, 1, 0, 0) },
  ],
  byMonth: [{ month: '2026-03', ...counts(5, 4, 3, 1, 1) }],
  totals: counts(5, 4, 3, 1, 1),
};

const TASK: VisitorTask = {
  id: 9,
  visitorId: 3,
  visitorName: 'Vic Visitor',
  kind: 'call',
  assigneeId: 1,
  assigneeName: 'Ivy Inviter',
  dueAt: '2026-03-05T07:00:00.000Z',
  doneAt: null,
  overdue: true,
};

const member = buildProfile({ role: 'Member' });
const president = buildProfile({ role: 'President', permissions: [...DEFAULT_ROLE_PERMISSIONS.President] });
const renderScreen = () => renderApp('/visitors?view=follow-up');

describe('FollowUpScreen', () => {
  it('shows a host their tasks, overdue marked, and marks one done', async () => {
    signInAs(member);
    const fetch = installFakeFetch({
      'GET /api/profile': { body: member },
      'GET /api/visitors/tasks': { body: { items: [TASK], nextCursor: null } },
      'PATCH /api/visitors/tasks/:taskId': { body: { ...TASK, doneAt: '2026-03-06T09:00:00.000Z', overdue: false } },
    });
    renderScreen();
    expect(await screen.findByText('Call Vic Visitor')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    // A member who leads nothing has only their own tasks.
    expect(screen.queryByRole('option', { name: 'Funnel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(fetch.callsTo('PATCH /api/visitors/tasks/:taskId')[0]?.body).toEqual({ done: true });
  }, 30_000);

  it('gives a leader the funnel per inviter with shares of those invited', async () => {
    signInAs(president);
    installFakeFetch({
      'GET /api/profile': { body: president },
      'GET /api/visitors/tasks': { body: { items: [], nextCursor: null } },
      'GET /api/visitors/funnel': { body: FUNNEL },
    });
    renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText('Show'), 'funnel');
    const table = (await screen.findByText('By inviter')).closest('table') as HTMLTableElement;
    const ivy = within(table).getByRole('row', { name: /Ivy Inviter/ });
    expect(
      within(ivy)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '375%', '250%', '125%', '125%']);
    expect(within(table).getByRole('row', { name: /Came on their own/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Total/ })).toBeInTheDocument();
  }, 30_000);

  it('previews the thank-you e-mail and refuses an unknown placeholder before sending', async () => {
    signInAs(president);
    const fetch = installFakeFetch({
      'GET /api/profile': { body: president },
      'GET /api/visitors/tasks': { body: { items: [], nextCursor: null } },
      'GET /api/visitors/template': {
        body: { subject: 'Thanks, {visitorName}', body: 'See you, {visitorName}.', isDefault: true, updatedAt: null },
      },
    });
    renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText('Show'), 'template');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Thanks, Alex Rivera')).toBeInTheDocument();
    const text = screen.getByLabelText('Text');
    await userEvent.clear(text);
    await userEvent.type(text, 'Hi {{firstName}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Unknown placeholder \{firstName\}/)).toBeInTheDocument();
    expect(fetch.callsTo('PUT /api/visitors/template')).toEqual([]);
  }, 30_000);
});
