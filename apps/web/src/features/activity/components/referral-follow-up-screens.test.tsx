import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app.tsx';
import { maya, record, signedIn, vp } from './activity-test-kit.ts';

configure({ asyncUtilTimeout: 4000 });

/** Following a referral up on its sheet (docs/referral-follow-up.md): the receiver's steps and the amount's answer. */
describe('a referral followed up', () => {
  it('lets the receiver mark a referral’s progress with a note only they see', async () => {
    const referral = record({
      type: 'referral',
      status: 'new',
      approvalStatus: null,
      amountCents: null,
      currency: null,
      summary: 'Dana Prospect',
      details: { prospectName: 'Dana Prospect', description: 'Office fit-out', temperature: 3 },
      actions: ['set_status'],
      nextStatuses: ['contacted', 'meeting_booked', 'in_progress', 'proposal', 'won', 'lost', 'not_a_fit'],
    });
    const net = signedIn(maya, {
      'GET /api/activities/:id': { body: { ...referral, history: [] } },
      'POST /api/activities/:id/status': { body: { ...referral, status: 'contacted', actions: ['set_status'] } },
    });
    renderApp('/activity/referral?record=41');
    const dialog = await screen.findByRole('dialog', { name: 'Dana Prospect' });
    const note = await within(dialog).findByRole('textbox', { name: 'Note with the update' });
    expect(note).toHaveAccessibleDescription('Optional. Only you see it: Daniel Okafor sees the status.');
    await userEvent.type(note, '  Called her, quote by Friday ');
    // The buttons are the chapter's steps, as the server lists them.
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Mark / })
        .map((b) => b.textContent),
    ).toEqual([
      'Mark contacted',
      'Mark meeting booked',
      'Mark in progress',
      'Mark proposal sent',
      'Mark won',
      'Mark lost',
      'Mark not a fit',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark contacted' }));
    await waitFor(() => expect(net.callsTo('POST /api/activities/:id/status')).toHaveLength(1));
    expect(net.callsTo('POST /api/activities/:id/status')[0]?.body).toEqual({
      status: 'contacted',
      note: 'Called her, quote by Friday',
    });
  });

  it('lets the thanked member question the amount with what they know', async () => {
    // Daniel thanked Maya for business her referral brought him: Maya answers for the amount.
    const thanks = record({ giver: { id: 9, name: 'Daniel Okafor' }, actions: ['confirm_amount', 'question_amount'] });
    const net = signedIn(maya, {
      'GET /api/activities/:id': { body: { ...thanks, history: [] } },
      'POST /api/activities/:id/amount': {
        body: record({ details: { ...thanks.details, amountCheck: 'questioned' }, actions: ['confirm_amount'] }),
      },
    });
    renderApp('/activity/closed-business?record=41');
    const dialog = await screen.findByRole('dialog', { name: 'Office move' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Question the amount' }));
    const send = within(dialog).getByRole('button', { name: 'Send the question' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What you know of the amount' }), 'It was $2,000');
    await userEvent.click(send);
    await waitFor(() => expect(net.callsTo('POST /api/activities/:id/amount')).toHaveLength(1));
    expect(net.callsTo('POST /api/activities/:id/amount')[0]?.body).toEqual({
      answer: 'question',
      note: 'It was $2,000',
    });
    // The dialog stays open over the toast, which is outside the dialog: read its words, not its region.
    expect(await screen.findByText('Question sent to Daniel Okafor.')).toBeInTheDocument();
  });

  it('says who confirmed or questioned an amount, in the facts and the history', async () => {
    const thanks = record({ details: { businessKind: 'new', scope: 'inside', amountCheck: 'confirmed' } });
    signedIn(vp, {
      'GET /api/activities/:id': {
        body: {
          ...thanks,
          history: [
            {
              id: 2,
              action: 'amount_confirmed',
              fromStatus: 'recorded',
              toStatus: 'recorded',
              note: null,
              actor: { id: 7, name: 'Maya Thompson' },
              createdAt: '2026-03-02T12:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/activity/closed-business?record=41');
    const dialog = await screen.findByRole('dialog', { name: 'Office move' });
    expect(await within(dialog).findByText('Confirmed by Maya Thompson')).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Status history' })).toHaveTextContent(
      'Maya Thompson confirmed the amount',
    );
  });

  it('takes the receiver of a won referral to thanking its giver for the business, the referral named', async () => {
    const won = record({
      type: 'referral',
      status: 'won',
      approvalStatus: null,
      amountCents: null,
      currency: null,
      summary: 'Dana Prospect',
      details: { prospectName: 'Dana Prospect', description: 'Office fit-out', temperature: 3 },
    });
    const net = signedIn(maya, {
      'GET /api/activities/:id': { body: { ...won, history: [] } },
      'POST /api/activities': {
        status: 201,
        body: record({ giver: { id: 7, name: 'Maya Thompson' }, receiver: { id: 9, name: 'Daniel Okafor' } }),
      },
    });
    renderApp('/activity/referral?record=41&filter=received');
    // The sheet's code loads when a record is first opened.
    const sheet = await screen.findByRole('dialog', { name: 'Dana Prospect' }, { timeout: 5000 });
    await userEvent.click(await within(sheet).findByRole('link', { name: 'Thank Daniel Okafor for this business' }));
    const form = await screen.findByRole('dialog', { name: 'Thank a member for closed business' });
    expect(within(form).getByText('For the business from Daniel Okafor’s referral: Dana Prospect')).toBeVisible();
    expect(within(form).getByLabelText('Member who gave you the business')).toHaveValue('9');
    await userEvent.type(within(form).getByLabelText('Amount'), '2,500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(net.callsTo('POST /api/activities')).toHaveLength(1));
    expect(net.callsTo('POST /api/activities')[0]?.body).toMatchObject({
      type: 'closed_business',
      receiverId: 9,
      referralId: 41,
      amountCents: 250_000,
      description: 'Dana Prospect',
    });
  });
});

/** Deleting a slip (docs/palms-weeks.md "Changing a slip"): offered only when the server says so, asked twice. */
describe('a slip deleted', () => {
  it('asks before deleting, sends the delete once, and closes the sheet', async () => {
    const thanks = record({
      giver: { id: maya.id, name: maya.name },
      receiver: { id: 9, name: 'Daniel Okafor' },
      actions: ['edit', 'delete'],
    });
    const net = signedIn(maya, {
      'GET /api/activities/:id': { body: { ...thanks, history: [] } },
      'DELETE /api/activities/:id': { body: { message: 'Deleted' } },
    });
    renderApp(`/activity/closed-business?record=${thanks.id}`);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText(/Delete this slip\? It leaves every total/)).toBeInTheDocument();
    // Keeping it goes back without a call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(net.callsTo('DELETE /api/activities/:id')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the slip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.callsTo('DELETE /api/activities/:id').map((c) => c.path)).toEqual([`/api/activities/${thanks.id}`]);
    expect(await screen.findByText('Slip deleted')).toBeInTheDocument();
  });

  it('offers no delete on a slip whose week is final', async () => {
    const thanks = record({
      giver: { id: maya.id, name: maya.name },
      receiver: { id: 9, name: 'Daniel Okafor' },
      actions: [],
    });
    signedIn(maya, { 'GET /api/activities/:id': { body: { ...thanks, history: [] } } });
    renderApp(`/activity/closed-business?record=${thanks.id}`);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByText(/2,500\.00/);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
