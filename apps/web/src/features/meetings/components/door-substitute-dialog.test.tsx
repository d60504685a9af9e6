import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { DoorSubstituteDialog } from './door-substitute-dialog.tsx';

const SHEET = {
  meetingId: 3,
  meetingTitle: 'Weekly meeting',
  startsAt: '',
  status: 'scheduled' as const,
  members: [],
  visitors: [],
};
const ROUTE = 'POST /api/meetings/:meetingId/door-substitutes';

function renderDialog() {
  render(
    <QueryClientProvider client={queryClient}>
      <DoorSubstituteDialog
        meetingId={3}
        members={[
          { userId: 5, name: 'Ann Able' },
          { userId: 6, name: 'Ben Bright' },
        ]}
        open
        onOpenChange={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('DoorSubstituteDialog', () => {
  it('asks for the phone with the telephone keypad and phone autofill', () => {
    signInAs(buildProfile());
    installFakeFetch({});
    renderDialog();
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
  });

  it('says what is missing, then records the substitute by name, company and phone for the member', async () => {
    signInAs(buildProfile());
    const net = installFakeFetch({ [ROUTE]: { status: 201, body: SHEET } });
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record substitute' }));
    expect(await screen.findByText('Choose the member they cover')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Covering for/), 'Ben Bright');
    await user.type(screen.getByLabelText(/^Substitute's name/), 'Sam Stand-in');
    await user.type(screen.getByLabelText(/^Company/), 'Stand-in Plumbing');
    await user.type(screen.getByLabelText(/^Phone/), 'later');
    await user.click(screen.getByRole('button', { name: 'Record substitute' }));
    expect(await screen.findByText('Enter a phone number: digits, spaces and + ( ) - only')).toBeInTheDocument();
    expect(net.callsTo(ROUTE)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '+1 555 010 0142');
    await user.click(screen.getByRole('button', { name: 'Record substitute' }));
    await vi.waitFor(() => expect(net.callsTo(ROUTE)).toHaveLength(1));
    expect(net.callsTo(ROUTE)[0]).toMatchObject({
      path: '/api/meetings/3/door-substitutes',
      body: { memberId: 6, name: 'Sam Stand-in', company: 'Stand-in Plumbing', phone: '+1 555 010 0142' },
    });
  });
});
