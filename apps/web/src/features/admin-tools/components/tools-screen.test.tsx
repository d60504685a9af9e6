import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdmin, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

function openTools() {
  const admin = buildAdmin();
  signInAs(admin);
  const net = installFakeFetch({
    'GET /api/profile': { body: admin },
    'GET /api/admin/outbox': { body: { items: [], nextCursor: null, smtpConfigured: false, smsConfigured: false } },
    'POST /api/admin/test-email': { body: { message: 'A test e-mail is on its way.' } },
  });
  renderApp('/admin/tools');
  return net;
}

describe('the test e-mail', () => {
  it("checks the address in the shared rule's words, and sends to me when it is left empty", async () => {
    const user = userEvent.setup();
    const net = openTools();
    const to = await screen.findByRole('textbox', { name: /Send to/ });
    await user.type(to, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(net.callsTo('POST /api/admin/test-email')).toHaveLength(0);

    await user.clear(to);
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    await waitFor(() => expect(net.callsTo('POST /api/admin/test-email')).toHaveLength(1));
    expect(net.callsTo('POST /api/admin/test-email')[0]?.body).toEqual({});
    // The button shows its progress until the outbox has been read again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send test e-mail' })).toBeEnabled());

    await user.type(to, 'Secretary@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    await waitFor(() => expect(net.callsTo('POST /api/admin/test-email')).toHaveLength(2));
    expect(net.callsTo('POST /api/admin/test-email')[1]?.body).toEqual({ to: 'secretary@example.com' });
  });
});
