import type { BroadcastSummary } from '@chapter/shared/messaging.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

configure({ asyncUtilTimeout: 4000 });

const secretary = buildProfile({
  role: 'Secretary Treasurer',
  permissions: [...DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer']],
});

const broadcast: BroadcastSummary = {
  id: 1,
  channel: 'sms',
  audience: 'All members',
  subject: null,
  body: 'Hi',
  senderName: 'Sam',
  groupId: 1,
  recipientCount: 3,
  skippedCount: 1,
  statusCounts: { held: 3, skipped: 1 },
  createdAt: '2026-03-02T09:00:00.000Z',
};

describe('messaging', () => {
  it('counts SMS characters live, refuses more than 480, previews and asks before sending to all members', async () => {
    signInAs(secretary);
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/messaging/quota': { body: { smsConfigured: false, dailyCap: 500, usedToday: 20, remaining: 480 } },
      'GET /api/messaging/broadcasts': { body: { items: [], nextCursor: null } },
      'GET /api/members': { body: { items: [], nextCursor: null } },
      'POST /api/messaging/broadcasts/preview': {
        body: {
          audience: 'All members',
          recipientCount: 3,
          skipped: [{ name: 'Cat Jones', reason: 'No valid phone number' }],
          subject: null,
          text: 'Harbour: Hi',
          waitsForProvider: true,
          postsToChannel: true,
        },
      },
      'POST /api/messaging/broadcasts': {
        status: 201,
        body: {
          message: '3 SMS are waiting to send: no SMS provider is set up yet, so they go out once one is.',
          broadcast: { ...broadcast, recipients: [] },
        },
      },
    });
    renderApp('/admin/messaging');
    expect(await screen.findByText('480 of 500 SMS left today', {}, { timeout: 5000 })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(481));
    expect(screen.getByText('481 / 480 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send SMS' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Hi');
    expect(screen.getByText('2 / 480 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send SMS' }));

    // Nothing goes out before the leader has seen the message as recipients get it and the head count.
    const confirm = await screen.findByRole('dialog', { name: 'Send to 3 people?' });
    expect(within(confirm).getByText('Harbour: Hi')).toBeInTheDocument();
    expect(within(confirm).getByText(/All members/)).toBeInTheDocument();
    expect(within(confirm).getByText(/Cat Jones: No valid phone number/)).toBeInTheDocument();
    expect(within(confirm).getByText(/no SMS provider is set up/i)).toBeInTheDocument();
    expect(within(confirm).getByText(/also posted in the chapter channel and pinned/i)).toBeInTheDocument();
    expect(net.callsTo('POST /api/messaging/broadcasts')).toHaveLength(0);
    expect(net.callsTo('POST /api/messaging/broadcasts/preview')[0]?.body).toEqual({
      channel: 'sms',
      audience: { type: 'all' },
      body: 'Hi',
      postToChannel: true,
    });

    await userEvent.click(within(confirm).getByRole('button', { name: 'Send to 3 people' }));
    expect(await findToast('Waiting to send')).toHaveTextContent('3 SMS are waiting to send');
    expect(net.callsTo('POST /api/messaging/broadcasts')[0]?.body).toEqual({
      channel: 'sms',
      audience: { type: 'all' },
      body: 'Hi',
      postToChannel: true,
    });
  }, 15_000);

  it('goes back to editing without sending when the leader cancels the confirmation', async () => {
    signInAs(secretary);
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/messaging/quota': { body: { smsConfigured: true, dailyCap: 500, usedToday: 0, remaining: 500 } },
      'GET /api/messaging/broadcasts': { body: { items: [], nextCursor: null } },
      'POST /api/messaging/broadcasts/preview': {
        body: {
          audience: 'All members',
          recipientCount: 25,
          skipped: [],
          subject: null,
          text: 'Harbour: Hello',
          waitsForProvider: false,
          postsToChannel: false,
        },
      },
    });
    renderApp('/admin/messaging');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello');
    // A message to all members goes into the chapter channel unless the leader says not to.
    await userEvent.click(screen.getByRole('checkbox', { name: /Also post it in the chapter channel/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send to 25 people?' });
    expect(within(confirm).queryByText(/chapter channel/i)).toBeNull();
    expect(net.callsTo('POST /api/messaging/broadcasts/preview')[0]?.body).toMatchObject({ postToChannel: false });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    expect(net.callsTo('POST /api/messaging/broadcasts')).toHaveLength(0);
  }, 15_000);

  it('describes each sent message in plain words, not delivery codes', async () => {
    signInAs(secretary);
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/messaging/quota': { body: { smsConfigured: false, dailyCap: 500, usedToday: 3, remaining: 497 } },
      'GET /api/messaging/broadcasts': {
        body: { items: [broadcast, { ...broadcast, id: 2, statusCounts: { sent: 25, failed: 1 } }], nextCursor: null },
      },
    });
    renderApp('/admin/messaging');
    const list = await screen.findByRole('list', { name: 'Sent messages' });
    expect(within(list).getByText('3 waiting to send (no provider set up)')).toBeInTheDocument();
    expect(within(list).getByText('1 skipped')).toBeInTheDocument();
    expect(within(list).getByText('Sent to 25')).toBeInTheDocument();
    expect(within(list).getByText('1 failed')).toBeInTheDocument();
    expect(within(list).queryByText(/held/)).toBeNull();
  }, 15_000);

  it("checks the message in the shared rules' words before any preview is asked for", async () => {
    signInAs(secretary);
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/messaging/quota': { body: { smsConfigured: true, dailyCap: 500, usedToday: 0, remaining: 500 } },
      'GET /api/messaging/broadcasts': { body: { items: [], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderApp('/admin/messaging');
    await user.click(await screen.findByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText('Write a message')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Send to' }), 'Members with these roles');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('An e-mail needs a subject')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one role')).toBeInTheDocument();
    expect(net.callsTo('POST /api/messaging/broadcasts/preview')).toHaveLength(0);
  });
});
