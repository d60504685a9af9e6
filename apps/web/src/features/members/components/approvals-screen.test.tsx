import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const president = buildProfile({
  name: 'Patricia Owens',
  role: 'President',
  permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
});
const application = {
  userId: 31,
  name: 'Penny Park',
  email: 'penny@example.test',
  companyName: 'Park Florals',
  classification: 'Florist',
  phone: null,
  appliedAt: '2026-03-01T10:00:00.000Z',
  groupId: 1,
  groupName: 'Riverside Chapter',
};

function signedIn(routes: Parameters<typeof installFakeFetch>[0] = {}) {
  signInAs(president);
  return installFakeFetch({
    'GET /api/profile': { body: president },
    'GET /api/approvals/counts': { body: { members: 1 } },
    'GET /api/approvals/members': { body: { items: [application], nextCursor: null } },
    ...routes,
  });
}

describe('approvals: members tab', () => {
  it('shows only the queues the user decides on, with counts', async () => {
    signedIn();
    renderApp('/admin/approvals');
    const tab = await screen.findByRole('tab', { name: /Members/ }, { timeout: 5000 });
    expect(tab).toHaveTextContent('1');
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(await screen.findByText('Penny Park')).toBeInTheDocument();
  }, 15_000);

  it('approves only with a classification, naming who holds a taken one until another is chosen', async () => {
    const held = {
      status: 409,
      body: {
        code: 'CLASSIFICATION_TAKEN',
        message:
          'Flora Bloom already holds the classification "Florist". Choose another classification: a group seats one member per profession.',
        details: [{ field: 'classification', message: 'Already held by Flora Bloom' }],
        classificationHeldBy: { userId: 7, name: 'Flora Bloom' },
      },
    };
    const net = signedIn({
      'POST /api/approvals/members/:id/approve': ({ body }) =>
        (body as { classification: string }).classification === 'Florist'
          ? held
          : { body: { message: 'Penny Park is now a member of Riverside Chapter' } },
    });
    renderApp('/admin/approvals');
    const card = (await screen.findByText('Penny Park', {}, { timeout: 5000 })).closest('article') as HTMLElement;
    const field = within(card).getByLabelText('Classification');
    expect(field).toHaveValue('Florist');
    // Empty: refused here, nothing sent.
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Give the member a classification');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(net.callsTo('POST /api/approvals/members/:id/approve')).toHaveLength(0);
    // Held by an active member: the card names them, and the member is not approved.
    await userEvent.clear(field);
    await userEvent.type(field, 'Florist');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Flora Bloom already holds the classification');
    expect(field).toHaveAccessibleDescription(/Flora Bloom already holds/);
    // Another classification withdraws the warning; going back brings it again.
    await userEvent.type(field, 's');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Wedding florist');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await findToast('Member approved')).toHaveTextContent('Penny Park is now a member of Riverside Chapter');
    expect(net.callsTo('POST /api/approvals/members/:id/approve').map((c) => c.body)).toEqual([
      { classification: 'Florist' },
      { classification: 'Wedding florist' },
    ]);
  }, 15_000);

  it('rejects only with a reason', async () => {
    const net = signedIn({
      'POST /api/approvals/members/:id/reject': { body: { message: "Penny Park's application was rejected" } },
    });
    renderApp('/admin/approvals');
    const card = (await screen.findByText('Penny Park', {}, { timeout: 5000 })).closest('article') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Penny Park?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText('Give the applicant a reason')).toBeInTheDocument();
    expect(net.callsTo('POST /api/approvals/members/:id/reject')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'We have a florist.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await findToast('Application rejected')).toBeInTheDocument();
    expect(net.callsTo('POST /api/approvals/members/:id/reject')[0]?.body).toEqual({ reason: 'We have a florist.' });
  }, 15_000);

  it('says when no one is waiting', async () => {
    signedIn({ 'GET /api/approvals/members': { body: { items: [], nextCursor: null } } });
    renderApp('/admin/approvals');
    expect(await screen.findByText('No applications waiting', {}, { timeout: 5000 })).toBeInTheDocument();
  }, 15_000);
});
