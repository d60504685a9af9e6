import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { WalkInDialog } from './walk-in-dialog.tsx';

const SHEET = {
  meetingId: 3,
  meetingTitle: 'Weekly meeting',
  startsAt: '',
  status: 'scheduled' as const,
  members: [],
  visitors: [],
};

function renderDialog() {
  render(
    <QueryClientProvider client={queryClient}>
      <WalkInDialog meetingId={3} members={[{ userId: 5, name: 'Ann Able' }]} open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('WalkInDialog', () => {
  it('asks for a phone number with the telephone keypad and phone autofill', () => {
    signInAs(buildProfile());
    installFakeFetch({});
    renderDialog();
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
  });

  it('says what is wrong with a phone that is not a number, and sends the number once it is one', async () => {
    signInAs(buildProfile());
    const net = installFakeFetch({ 'POST /api/meetings/:meetingId/walk-ins': { status: 201, body: SHEET } });
    renderDialog();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Pia Phone');
    await user.type(screen.getByLabelText(/^Phone/), 'ask at desk');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Enter a phone number: digits, spaces and + ( ) - only')).toBeInTheDocument();
    expect(net.callsTo('POST /api/meetings/:meetingId/walk-ins')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '+1 555 010 0199');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await vi.waitFor(() => expect(net.callsTo('POST /api/meetings/:meetingId/walk-ins')).toHaveLength(1));
    expect(net.callsTo('POST /api/meetings/:meetingId/walk-ins')[0]?.body).toMatchObject({
      name: 'Pia Phone',
      phone: '+1 555 010 0199',
    });
  });
});
