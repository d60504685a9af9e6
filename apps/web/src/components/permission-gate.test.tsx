import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { buildAdmin, buildProfile, signInAs } from '../test/builders.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { ACCESS_DENIED_TEXT, PermissionGate } from './permission-gate.tsx';

function renderGate(profile: ReturnType<typeof buildProfile>, gate: ReactNode) {
  signInAs(profile);
  installFakeFetch({ 'GET /api/profile': { body: profile } });
  return render(<AppProviders>{gate}</AppProviders>);
}

const member = () => buildProfile({ permissions: ['view_meetings', 'view_members'] });

describe('PermissionGate', () => {
  it('renders nothing until the permissions have loaded', async () => {
    const { container } = renderGate(member(), <PermissionGate require="view_members">Roster</PermissionGate>);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Roster')).toBeInTheDocument();
  });

  it('shows the content with the one permission it needs', async () => {
    renderGate(member(), <PermissionGate require="view_meetings">Calendar</PermissionGate>);
    expect(await screen.findByText('Calendar')).toBeInTheDocument();
  });

  it('shows the exact Access Denied message without it', async () => {
    renderGate(member(), <PermissionGate require="manage_members">Users</PermissionGate>);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACCESS_DENIED_TEXT);
    expect(ACCESS_DENIED_TEXT).toBe(
      "Access Denied: You don't have permission to access this feature. Please contact your administrator if you believe this is an error.",
    );
    expect(screen.queryByText('Users')).not.toBeInTheDocument();
  });

  it('passes "any" with one permission of the list and fails with none', async () => {
    renderGate(
      member(),
      <>
        <PermissionGate require={{ anyOf: ['send_sms', 'view_members'] }}>
          <p>One of them</p>
        </PermissionGate>
        <PermissionGate require={{ anyOf: ['send_sms', 'manage_groups'] }} fallback={<p>none of them</p>}>
          Hidden
        </PermissionGate>
      </>,
    );
    expect(await screen.findByText('One of them')).toBeInTheDocument();
    expect(screen.getByText('none of them')).toBeInTheDocument();
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('passes "all" only with every permission of the list', async () => {
    renderGate(
      member(),
      <>
        <PermissionGate require={{ allOf: ['view_meetings', 'view_members'] }}>
          <p>Both</p>
        </PermissionGate>
        <PermissionGate require={{ allOf: ['view_meetings', 'send_sms'] }} fallback={null}>
          Not both
        </PermissionGate>
      </>,
    );
    expect(await screen.findByText('Both')).toBeInTheDocument();
    expect(screen.queryByText('Not both')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets isAdmin through every gate, even with no permission listed', async () => {
    renderGate(
      buildAdmin({ permissions: [] }),
      <>
        <PermissionGate require="manage_settings">
          <p>Tools</p>
        </PermissionGate>
        <PermissionGate require={{ allOf: ['send_sms', 'manage_groups'] }}>
          <p>Messaging and groups</p>
        </PermissionGate>
        <PermissionGate require={{ anyOf: ['approve_members'] }}>
          <p>Approvals</p>
        </PermissionGate>
      </>,
    );
    expect(await screen.findByText('Tools')).toBeInTheDocument();
    expect(screen.getByText('Messaging and groups')).toBeInTheDocument();
    expect(screen.getByText('Approvals')).toBeInTheDocument();
  });
});
