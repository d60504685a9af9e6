import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { RsvpButtons } from './rsvp-buttons.tsx';

const COUNTS = { attending: 0, tentative: 0, not_attending: 0 };

function open(value: 'attending' | 'no_response') {
  signInAs(buildProfile());
  const net = installFakeFetch({
    'PUT /api/meetings/:meetingId/rsvp': { body: { response: 'no_response', rsvpCounts: COUNTS } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RsvpButtons meetingId={5} value={value} />
    </QueryClientProvider>,
  );
  return net;
}

describe('the RSVP control (docs/decisions/0008-rsvp-no-response.md)', () => {
  it('shows the four answers, with No Response pressed before the member has answered', () => {
    open('no_response');
    const group = screen.getByRole('group', { name: 'Your RSVP' });
    expect(group).toHaveTextContent('AttendingMaybeNot AttendingNo Response');
    expect(screen.getByRole('button', { name: 'No Response' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Attending' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets a member take an answer back to No Response', async () => {
    const user = userEvent.setup();
    const net = open('attending');
    await user.click(screen.getByRole('button', { name: 'No Response' }));
    await waitFor(() => expect(net.callsTo('PUT /api/meetings/:meetingId/rsvp')).toHaveLength(1));
    expect(net.callsTo('PUT /api/meetings/:meetingId/rsvp')[0]?.body).toEqual({ response: 'no_response' });
  });
});
