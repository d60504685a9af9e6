import type { MemberDetail } from '@chapter/shared/members.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const detail = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  id: 12,
  name: 'Henry Walsh',
  companyName: 'Walsh Plumbing',
  classification: 'Plumber',
  role: 'Member',
  isLeadership: false,
  status: 'active',
  profileImageUrl: null,
  phone: '+1 555 0117',
  email: 'henry@demo.test',
  groupId: 1,
  groupName: 'Riverside Chapter',
  website: 'walsh.example',
  bio: 'Emergency plumbing, 24/7.',
  joinedAt: '2025-03-01T00:00:00.000Z',
  renewalDue: null,
  manageable: false,
  ...overrides,
});

/** The Vice President (who manages members) is signed in. */
function signedInVicePresident() {
  const vp = buildProfile({
    id: 3,
    role: 'Vice President',
    permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']],
  });
  signInAs(vp);
  return vp;
}

describe('profile', () => {
  it('shows a colleague’s details read-only to a member', async () => {
    const me = buildProfile();
    signInAs(me);
    installFakeFetch({ 'GET /api/profile': { body: me }, 'GET /api/members/:id': { body: detail() } });
    renderApp('/profile/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Henry Walsh' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Emergency plumbing, 24/7.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'walsh.example' })).toHaveAttribute('href', 'https://walsh.example');
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Leadership' })).toBeNull();
  }, 15_000);

  it('edits one’s own profile and shows a taken classification with who holds it', async () => {
    const me = buildProfile();
    signInAs(me);
    const net = installFakeFetch({
      'GET /api/profile': { body: me },
      'GET /api/members/:id': { body: detail({ id: me.id, name: me.name, renewalDue: '2027-01-31T00:00:00.000Z' }) },
      'PUT /api/profile': {
        status: 409,
        body: {
          code: 'CLASSIFICATION_TAKEN',
          message:
            'The classification "Plumber" is already held by Henry Walsh. A group has one active member per classification.',
          details: [{ field: 'classification', message: 'Already held by Henry Walsh' }],
        },
      },
    });
    renderApp('/profile/me');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('January 31, 2027')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your profile' });
    const field = within(dialog).getByLabelText('Classification');
    await userEvent.clear(field);
    await userEvent.type(field, 'Plumber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByText('Already held by Henry Walsh')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('already held by Henry Walsh');
    expect(net.callsTo('PUT /api/profile')[0]?.body).toMatchObject({ classification: 'Plumber', name: me.name });
  }, 15_000);

  it('gives a leader the member’s leadership actions: role within their rank, deactivation after a confirmation', async () => {
    const vp = signedInVicePresident();
    const net = installFakeFetch({
      'GET /api/profile': { body: vp },
      'GET /api/members/:id': { body: detail({ manageable: true, renewalDue: '2026-11-10T00:00:00.000Z' }) },
      'PUT /api/members/:id/role': {
        body: { member: detail({ role: 'Board Member' }), message: 'Henry Walsh is now Board Member' },
      },
      'POST /api/members/:id/deactivate': {
        body: { member: detail({ status: 'inactive' }), message: 'Henry Walsh was deactivated and signed out' },
      },
    });
    renderApp('/profile/12');
    const panel = (await screen.findByRole('heading', { name: 'Leadership' }, { timeout: 5000 })).closest(
      'section',
    ) as HTMLElement;
    const role = within(panel).getByRole('combobox', { name: 'Role' });
    const options = within(role)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Only roles below the leader's own: a Vice President makes no peer (docs/decisions/0009-roles-below-your-own.md).
    expect(options).toEqual(['Board Member', 'Secretary Treasurer', 'Member', 'Visitor', 'Substitute']);
    await userEvent.selectOptions(role, 'Board Member');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save role' }));
    expect(await findToast('Role changed')).toHaveTextContent('Henry Walsh is now Board Member');
    expect(net.callsTo('PUT /api/members/:id/role')[0]?.body).toEqual({ role: 'Board Member' });

    await userEvent.click(within(panel).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Henry Walsh?' });
    expect(dialog).toHaveTextContent('signed out on every device');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await findToast('Member deactivated')).toBeInTheDocument();
  }, 15_000);

  it('changes one’s own e-mail only with the current password, checked before anything is sent', async () => {
    const me = buildProfile();
    signInAs(me);
    const net = installFakeFetch({
      'GET /api/profile': { body: me },
      'GET /api/members/:id': { body: detail({ id: me.id, name: me.name }) },
      'PUT /api/profile/email': { body: buildProfile({ email: 'maya@new.test' }) },
    });
    renderApp('/profile/me');
    await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    await userEvent.type(within(dialog).getByLabelText('New e-mail'), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your current password to change your e-mail')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/profile/email')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('New e-mail'));
    await userEvent.type(within(dialog).getByLabelText('New e-mail'), ' Maya@New.test ');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Demo-Pass-2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(await findToast('E-mail changed')).toHaveTextContent('Sign-in is now with maya@new.test.');
    expect(net.callsTo('PUT /api/profile/email')[0]?.body).toEqual({
      email: 'maya@new.test',
      password: 'Demo-Pass-2026!',
    });
  }, 15_000);

  it('lets a leader change a member’s e-mail without a password', async () => {
    const vp = signedInVicePresident();
    const net = installFakeFetch({
      'GET /api/profile': { body: vp },
      'GET /api/members/:id': { body: detail({ manageable: true }) },
      'PUT /api/profile/email': { body: buildProfile({ id: 12, email: 'henry@new.test' }) },
    });
    renderApp('/profile/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('New e-mail'), 'henry@new.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change e-mail' }));
    expect(await findToast('E-mail changed')).toBeInTheDocument();
    const [call] = net.callsTo('PUT /api/profile/email');
    expect(call?.body).toEqual({ email: 'henry@new.test' });
    expect(call?.search).toBe('?userId=12');
  }, 15_000);

  it('says when a member cannot be found', async () => {
    const me = buildProfile();
    signInAs(me);
    installFakeFetch({ 'GET /api/profile': { body: me } });
    renderApp('/profile/999');
    expect(await screen.findByText('Member not found', {}, { timeout: 5000 })).toBeInTheDocument();
  }, 15_000);
});
