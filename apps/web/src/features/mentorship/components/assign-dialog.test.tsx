import type { Mentorship } from '@chapter/shared/mentorship.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client.ts';
import { buildAdmin, buildRosterMember, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { AssignDialog } from './assign-dialog.tsx';

const person = (id: number, name: string) => ({ id, name, classification: null, profileImageUrl: null });
const assigned: Mentorship = {
  id: 9,
  status: 'active',
  mentor: person(11, 'Olivia Mentor'),
  mentee: person(12, 'Noah Mentee'),
  goals: 'Grow referrals',
  message: null,
  declineReason: null,
  assignedBy: 'Patricia Owens',
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  startedAt: '2026-11-25T08:00:00.000Z',
  endedAt: null,
  actions: ['complete'],
};

function open() {
  signInAs(buildAdmin());
  const net = installFakeFetch({
    'GET /api/members': {
      body: { items: [buildRosterMember(11, 'Olivia Mentor'), buildRosterMember(12, 'Noah Mentee')], nextCursor: null },
    },
    'POST /api/mentorship/mentorships/assign': {
      status: 201,
      body: { mentorship: assigned, message: 'Olivia Mentor now mentors Noah Mentee.' },
    },
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <AssignDialog open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { net, onClose };
}

describe('assigning a mentor', () => {
  it('says what is missing, and that one member cannot mentor themselves, before sending anything', async () => {
    const user = userEvent.setup();
    const { net } = open();
    await screen.findAllByRole('option', { name: 'Olivia Mentor' });
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Choose the mentor')).toBeInTheDocument();
    expect(screen.getByText('Choose the mentee')).toBeInTheDocument();
    expect(screen.getByText('Describe the goals')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mentor' }), 'Olivia Mentor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mentee' }), 'Olivia Mentor');
    await user.type(screen.getByRole('textbox', { name: 'Goals' }), 'Grow referrals');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Choose someone other than the mentor')).toBeInTheDocument();
    expect(net.callsTo('POST /api/mentorship/mentorships/assign')).toHaveLength(0);
  });

  it('sends the two members by id with the goals, and closes', async () => {
    const user = userEvent.setup();
    const { net, onClose } = open();
    await screen.findAllByRole('option', { name: 'Olivia Mentor' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mentor' }), 'Olivia Mentor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mentee' }), 'Noah Mentee');
    await user.type(screen.getByRole('textbox', { name: 'Goals' }), ' Grow referrals ');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(net.callsTo('POST /api/mentorship/mentorships/assign')[0]?.body).toEqual({
      mentorId: 11,
      menteeId: 12,
      goals: 'Grow referrals',
    });
  });
});
