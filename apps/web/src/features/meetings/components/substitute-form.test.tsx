import type { Substitution } from '@chapter/shared/meetings.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { SubstituteForm } from './substitute-form.tsx';

const saved: Substitution = {
  id: 4,
  meetingId: 5,
  meetingTitle: 'Weekly meeting',
  meetingStartsAt: '2026-12-03T07:00:00.000Z',
  memberId: 7,
  memberName: 'Maya Thompson',
  substituteUserId: null,
  substituteName: 'Sam Stand-in',
  substituteEmail: 'sam@example.com',
  content: '',
  status: 'pending',
  createdAt: '2026-11-25T08:00:00.000Z',
};

function open() {
  signInAs(buildProfile());
  const net = installFakeFetch({
    'GET /api/substitutes': { body: { items: [{ userId: 30, name: 'Sid Substitute', email: 'sid@example.com' }] } },
    'POST /api/meetings/:meetingId/substitutions': { status: 201, body: saved },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SubstituteForm meetingId={5} />
    </QueryClientProvider>,
  );
  return net;
}

describe('naming a substitute', () => {
  it("asks for a substitute in the shared rule's words before sending anything", async () => {
    const user = userEvent.setup();
    const net = open();
    await user.click(screen.getByRole('button', { name: "I can't attend: name a substitute" }));
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Choose a substitute or give a name and e-mail')).toBeInTheDocument();
    expect(net.callsTo('POST /api/meetings/:meetingId/substitutions')).toHaveLength(0);
  });

  it('sends someone else by name and e-mail, or one of the Substitute accounts', async () => {
    const user = userEvent.setup();
    const net = open();
    await user.click(screen.getByRole('button', { name: "I can't attend: name a substitute" }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Sam Stand-in ');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(net.callsTo('POST /api/meetings/:meetingId/substitutions')).toHaveLength(1));
    expect(net.callsTo('POST /api/meetings/:meetingId/substitutions')[0]?.body).toEqual({
      substituteName: 'Sam Stand-in',
      substituteEmail: 'sam@example.com',
      content: '',
    });

    await user.click(await screen.findByRole('button', { name: "I can't attend: name a substitute" }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Substitute' }), 'Sid Substitute');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(net.callsTo('POST /api/meetings/:meetingId/substitutions')).toHaveLength(2));
    expect(net.callsTo('POST /api/meetings/:meetingId/substitutions')[1]?.body).toEqual({
      substituteUserId: 30,
      content: '',
    });
  });
});
