import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';
import { maya, record, signedIn, vp } from './activity-test-kit.ts';

configure({ asyncUtilTimeout: 4000 });

describe('activity create form', () => {
  it('checks the fields, then sends one request with a client request id', async () => {
    const net = signedIn(maya, {
      'POST /api/activities': {
        status: 201,
        body: record({
          type: 'referral',
          giver: { id: 7, name: 'Maya Thompson' },
          receiver: { id: 9, name: 'Daniel Okafor' },
        }),
      },
    });
    renderApp('/activity/referral');
    await userEvent.click(await screen.findByRole('button', { name: 'Give a referral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give a referral' });
    // Only members who can see a referral are offered.
    const options = within(within(dialog).getByLabelText('Referral for')).getAllByRole('option');
    expect(options.map((o) => o.textContent).join(' ')).not.toMatch(/Vera Visitor|Sid Substitute/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the prospect’s name')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe what the prospect needs')).toBeInTheDocument();
    expect(net.callsTo('POST /api/activities')).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText('Referral for'), 'Daniel Okafor — Financial Planner');
    await userEvent.type(within(dialog).getByLabelText('Prospect'), 'Harper Logistics');
    await userEvent.type(within(dialog).getByLabelText('What they need'), 'A lease review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(net.callsTo('POST /api/activities')).toHaveLength(1));
    expect(net.callsTo('POST /api/activities')[0]?.body).toMatchObject({
      type: 'referral',
      receiverId: 9,
      prospectName: 'Harper Logistics',
      description: 'A lease review',
      temperature: 3,
      scope: 'outside',
      clientRequestId: expect.any(String),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Said as a person would: what happened and to whom.
    expect(await findToast('Referral sent to Daniel Okafor.')).not.toHaveTextContent(/Saved|done\./);
  });

  it('says who was asked when a one-to-one is requested', async () => {
    signedIn(maya, {
      'POST /api/activities': {
        status: 201,
        body: record({
          type: 'one_to_one',
          giver: { id: 7, name: 'Maya Thompson' },
          receiver: { id: 9, name: 'Daniel Okafor' },
          status: 'requested',
          approvalStatus: null,
          summary: 'Pier Diner',
          details: { location: 'Pier Diner', proposedBy: 7 },
        }),
      },
    });
    renderApp('/activity/one-to-one');
    await userEvent.click(await screen.findByRole('button', { name: 'Request a one-to-one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a one-to-one' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Meet with'), 'Daniel Okafor — Financial Planner');
    await userEvent.type(within(dialog).getByLabelText('Proposed time'), '2026-03-03T08:30');
    await userEvent.type(within(dialog).getByLabelText('Place'), 'Pier Diner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const toastItem = await findToast('One-to-one requested with Daniel Okafor.');
    expect(toastItem).toHaveTextContent("You'll hear when they answer.");
  });
});

describe('the one-to-one sheet', () => {
  const request = (actions: ActivityRecord['actions']) => ({
    ...record({
      id: 52,
      type: 'one_to_one',
      status: 'requested',
      approvalStatus: null,
      amountCents: null,
      currency: null,
      summary: 'Pier Diner',
      details: { location: 'Pier Diner', proposedBy: 9 },
      actions,
    }),
    history: [
      {
        id: 1,
        action: 'created',
        fromStatus: null,
        toStatus: 'requested',
        note: null,
        actor: { id: 9, name: 'Daniel Okafor' },
        createdAt: '2026-02-20T12:00:00.000Z',
      },
      {
        id: 2,
        action: 'propose',
        fromStatus: 'requested',
        toStatus: 'rescheduled',
        note: null,
        actor: { id: 7, name: 'Maya Thompson' },
        createdAt: '2026-02-21T12:00:00.000Z',
      },
    ],
  });

  it('is titled with the other member and the time, and its history says who asked', async () => {
    signedIn(maya, { 'GET /api/activities/:id': { body: request(['accept', 'decline', 'propose', 'cancel']) } });
    renderApp('/activity/one-to-one?record=52');
    const dialog = await screen.findByRole('dialog', { name: 'One-to-one with Daniel Okafor · Mar 1, 2026, 7:00 AM' });
    const history = within(dialog).getByRole('region', { name: 'Status history' });
    expect(history).toHaveTextContent('Daniel Okafor requested it');
    expect(history).toHaveTextContent('Maya Thompson proposed another time');
    expect(history).not.toHaveTextContent(/recorded it|Maya Thompson propose ·/);
    expect(within(dialog).getByText('Pier Diner', { selector: 'dd' })).toBeInTheDocument();
  });

  it('tells the member whom the new time went to', async () => {
    signedIn(maya, {
      'GET /api/activities/:id': { body: request(['accept', 'decline', 'propose', 'cancel']) },
      'POST /api/activities/:id/one-to-one': {
        body: record({ id: 52, type: 'one_to_one', status: 'rescheduled', occurredAt: '2026-03-04T14:00:00.000Z' }),
      },
    });
    renderApp('/activity/one-to-one?record=52');
    const dialog = await screen.findByRole('dialog', { name: /^One-to-one with Daniel Okafor/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose another time' }));
    fireEvent.change(within(dialog).getByLabelText('Another time'), { target: { value: '2026-03-04T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose this time' }));
    // The sheet stays open (and modal), so the toast is looked up by its words.
    expect(await screen.findByText('New time sent to Daniel Okafor.')).toBeInTheDocument();
  });
});

describe('the date a form starts from', () => {
  it('is the group’s today: 9 pm in New York is not tomorrow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T02:00:00.000Z'));
    signedIn(maya);
    renderApp('/activity/closed-business');
    await userEvent.click(await screen.findByRole('button', { name: 'Thank for business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank a member for closed business' });
    expect(within(dialog).getByLabelText('Date closed')).toHaveValue('2026-11-24');
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('USD');
    vi.useRealTimers();
  });

  it('is in the chapter’s currency', async () => {
    const base = buildProfile();
    signedIn(buildProfile({ group: base.group && { ...base.group, currency: 'EUR' } }));
    renderApp('/activity/closed-business');
    await userEvent.click(await screen.findByRole('button', { name: 'Thank for business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank a member for closed business' });
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('EUR');
  });
});

describe('activity detail', () => {
  it('shows the amount, history and the allowed actions', async () => {
    const detail = {
      ...record({ actions: ['approve', 'reject'] }),
      history: [
        {
          id: 1,
          action: 'created',
          fromStatus: null,
          toStatus: 'recorded',
          note: null,
          actor: { id: 9, name: 'Daniel Okafor' },
          createdAt: '2026-03-01T12:00:00.000Z',
        },
      ],
    };
    const net = signedIn(vp, {
      'GET /api/activities/:id': { body: detail },
      'POST /api/activities/:id/approve': { body: record({ approvalStatus: 'approved' }) },
    });
    renderApp('/activity/closed-business?record=41');
    const dialog = await screen.findByRole('dialog', { name: 'Office move' });
    expect(await within(dialog).findByText('$2,500.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Status history' })).toHaveTextContent(
      'Daniel Okafor sent the thanks',
    );
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(net.callsTo('POST /api/activities/:id/approve')).toHaveLength(1));
  });
});

describe('approvals: businesses tab', () => {
  it('lists pending thanks and rejects with a reason', async () => {
    const decidable = record({ actions: ['approve', 'reject'] });
    const net = signedIn(vp, {
      'GET /api/approvals/counts': { body: { members: 0, referrals: 0, businesses: 1 } },
      'GET /api/approvals/members': { body: { items: [], nextCursor: null } },
      'GET /api/activities/approvals': { body: { items: [decidable], nextCursor: null } },
      'POST /api/activities/:id/reject': { body: record({ approvalStatus: 'rejected' }) },
    });
    renderApp('/admin/approvals');
    await userEvent.click(await screen.findByRole('tab', { name: /Businesses/ }));
    const list = await screen.findByRole('list', { name: 'Pending businesses' });
    expect(list).toHaveTextContent('Daniel Okafor → Maya Thompson');
    expect(list).toHaveTextContent('$2,500.00');
    await userEvent.click(within(list).getByRole('button', { name: 'Reject Office move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this record?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Not member business');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(net.callsTo('POST /api/activities/:id/reject')[0]?.body).toEqual({ reason: 'Not member business' }),
    );
  });

  it('offers only the decisions the record allows this viewer', async () => {
    signedIn(vp, {
      'GET /api/approvals/counts': { body: { members: 0, referrals: 0, businesses: 1 } },
      'GET /api/approvals/members': { body: { items: [], nextCursor: null } },
      'GET /api/activities/approvals': { body: { items: [record({ actions: [] })], nextCursor: null } },
    });
    renderApp('/admin/approvals');
    await userEvent.click(await screen.findByRole('tab', { name: /Businesses/ }));
    const list = await screen.findByRole('list', { name: 'Pending businesses' });
    expect(list).toHaveTextContent('Office move');
    expect(within(list).queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });
});

describe('admin activity', () => {
  it('lists the group with filters and exports CSV', async () => {
    const net = signedIn(vp, {
      'GET /api/activities': { body: { items: [record({ unread: false })], nextCursor: null } },
      'GET /api/activities/export.csv': { body: 'id,type\r\n41,closed_business\r\n' },
    });
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => {};
    // jsdom cannot follow the download link; the request is what matters here.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/activity');
    const list = await screen.findByRole('list', { name: 'Records' });
    expect(list).toHaveTextContent('Daniel Okafor → Maya Thompson');
    expect(net.callsTo('GET /api/activities')[0]?.search).toContain('box=group');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Closed business');
    await waitFor(() => expect(net.callsTo('GET /api/activities').at(-1)?.search).toContain('type=closed_business'));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(net.callsTo('GET /api/activities/export.csv')[0]?.search).toBe('?type=closed_business'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    click.mockRestore();
  });
});
