import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch, type Reply } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

function signedIn(contact: Reply<'POST /api/support/contact'>) {
  const profile = buildProfile();
  signInAs(profile);
  return installFakeFetch({ 'GET /api/profile': { body: profile }, 'POST /api/support/contact': contact });
}

describe('support page', () => {
  it('checks the form before sending and sends a valid message', async () => {
    const net = signedIn({ status: 201, body: { message: 'Thanks — your message reached the support team.' } });
    renderApp('/support');
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Please describe the problem in a few words')).toBeInTheDocument();
    expect(net.callsTo('POST /api/support/contact')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Subject'), 'Calendar export');
    await userEvent.type(screen.getByLabelText('Message'), 'The ICS file opens empty in Outlook.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await findToast('Message sent')).toHaveTextContent('your message reached the support team');
    expect(net.callsTo('POST /api/support/contact')[0]?.body).toEqual({
      subject: 'Calendar export',
      message: 'The ICS file opens empty in Outlook.',
    });
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
  });

  it('says when the message could not be sent', async () => {
    signedIn({ status: 429, body: { code: 'RATE_LIMIT', message: 'Too many reports. Please try again later.' } });
    renderApp('/support');
    await userEvent.type(await screen.findByLabelText('Subject'), 'Help');
    await userEvent.type(screen.getByLabelText('Message'), 'Something is not right here.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await findToast('Message not sent')).toHaveTextContent('Too many reports. Please try again later.');
  });

  it('answers common questions', async () => {
    signedIn({ status: 201, body: { message: 'Sent' } });
    renderApp('/support');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByText('How do I change my password or e-mail?')).toBeInTheDocument();
  });
});
