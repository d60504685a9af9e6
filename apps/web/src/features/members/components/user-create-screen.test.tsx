import type { GroupSummaryItem } from '@chapter/shared/groups.schemas';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdmin, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const riverside: GroupSummaryItem = {
  id: 1,
  name: 'Riverside Chapter',
  status: 'active',
  code: '123456',
  capacity: 50,
  acceptingMembers: true,
  activeMembers: 20,
  pendingMembers: 0,
};

function openAsPlatformAdmin() {
  const admin = buildAdmin();
  signInAs(admin);
  const net = installFakeFetch({
    'GET /api/profile': { body: admin },
    'GET /api/groups': { body: { items: [riverside], nextCursor: null } },
    'POST /api/admin/users': {
      status: 201,
      body: { userId: 40, member: null, message: 'Ana Lima was added and e-mailed a link.', temporaryPassword: null },
    },
  });
  renderApp('/admin/users/create');
  return net;
}

describe('creating a user', () => {
  it("says what is missing in the shared rules' words, then that a platform admin must choose a group", async () => {
    const user = userEvent.setup();
    const net = openAsPlatformAdmin();
    await user.click(await screen.findByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana Lima');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Choose a group', { selector: 'p' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/admin/users')).toHaveLength(0);
  });

  it('sends the account with its group as a number and the chosen first-password mode', async () => {
    const user = userEvent.setup();
    const net = openAsPlatformAdmin();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ana Lima');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Ana@Example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Riverside Chapter');
    await user.click(screen.getByRole('radio', { name: /temporary password/ }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(net.callsTo('POST /api/admin/users')).toHaveLength(1));
    expect(net.callsTo('POST /api/admin/users')[0]?.body).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      role: 'Member',
      groupId: 1,
      classification: null,
      companyName: null,
      phone: null,
      onboarding: 'temporary',
    });
    expect(await screen.findByText('Ana Lima was added and e-mailed a link.', { selector: 'p' })).toBeInTheDocument();
  });
});
