import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen } from '@testing-library/react';
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

describe('messaging', () => {
  it('counts SMS characters live, refuses more than 480 and sends to all members', async () => {
    signInAs(secretary);
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/messaging/quota': { body: { smsConfigured: false, dailyCap: 500, usedToday: 20, remaining: 480 } },
      'GET /api/messaging/broadcasts': { body: { items: [], nextCursor: null } },
      'GET /api/members': { body: { items: [], nextCursor: null } },
      'POST /api/messaging/broadcasts': {
        status: 201,
        body: {
          message: 'Queued for 3 members (held in the outbox: no SMS provider is configured).',
          broadcast: {
            id: 1,
            channel: 'sms',
            audience: 'All members',
            subject: null,
            body: 'Hi',
            senderName: 'Sam',
            groupId: 1,
            recipientCount: 3,
            skippedCount: 0,
            statusCounts: { held: 3 },
            createdAt: '2026-03-02T09:00:00.000Z',
            recipients: [],
          },
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
    expect(await findToast('SMS sent')).toHaveTextContent('held in the outbox');
    expect(net.callsTo('POST /api/messaging/broadcasts')[0]?.body).toEqual({
      channel: 'sms',
      audience: { type: 'all' },
      body: 'Hi',
    });
  }, 15_000);
});
