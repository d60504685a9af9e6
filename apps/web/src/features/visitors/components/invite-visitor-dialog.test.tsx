import type { Meeting } from '@chapter/shared/meetings.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { InviteVisitorDialog } from './invite-visitor-dialog.tsx';

const NEXT_MEETING: Meeting = {
  id: 7,
  groupId: 1,
  type: 'chapter',
  title: 'Weekly meeting',
  startsAt: '2099-03-09T08:00:00.000Z',
  endsAt: '2099-03-09T09:30:00.000Z',
  timezone: 'UTC',
  location: null,
  onlineLink: null,
  speaker: null,
  status: 'scheduled',
  seriesId: null,
  fromSchedule: true,
  myRsvp: 'no_response',
  rsvpCounts: { attending: 0, tentative: 0, not_attending: 0 },
};

function renderDialog() {
  render(
    <QueryClientProvider client={queryClient}>
      <InviteVisitorDialog open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('InviteVisitorDialog', () => {
  it('offers the telephone keypad and phone autofill for the phone number', async () => {
    signInAs(buildProfile());
    installFakeFetch({ 'GET /api/meetings': { body: { items: [] } } });
    renderDialog();
    const phone = await screen.findByLabelText(/Phone/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
  });

  it('shows the daily limit and when to invite again, keeping everything typed', async () => {
    signInAs(buildProfile());
    const message =
      'You have sent 20 invitations today, the most one member may send. You can invite again in about 5 hours.';
    installFakeFetch({
      'GET /api/meetings': { body: { items: [NEXT_MEETING] } },
      'POST /api/visitors': {
        status: 429,
        body: { code: 'RATE_LIMIT', message, retryAfter: 18_000 },
        headers: { 'Retry-After': '18000' },
      },
    });
    renderDialog();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: /Weekly meeting/ });
    await user.type(screen.getByLabelText(/^Name/), 'Vic Visitor');
    await user.type(screen.getByLabelText(/^E-mail/), 'vic@example.test');
    await user.type(screen.getByLabelText(/Personal message/), 'Come to breakfast on Monday');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invitation not sent');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Vic Visitor');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('vic@example.test');
    expect(screen.getByLabelText(/Personal message/)).toHaveValue('Come to breakfast on Monday');
  });
});
