import { configure, screen, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { buildInboxItem, buildInboxList, ME } from '../../../test/inbox-builders.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 5000 });

const yesterday = new Date(Date.now() - 86_400_000).toISOString();

describe('the inbox in the member’s language', () => {
  it('speaks Spanish: heading, counts, rows and their times', async () => {
    const profile = buildProfile({ preferredLanguage: 'es' });
    signInAs(profile);
    const ann = buildInboxItem({
      id: 50,
      conversationId: 4,
      senderId: ME.id,
      senderName: ME.name,
      recipientId: 20,
      recipientName: 'Ann Lee',
      content: 'Thanks for the referral!',
      isRead: true,
      sentAt: yesterday,
    });
    const leo = buildInboxItem({ id: 60, content: 'Lunch next week?', conversationUnreadCount: 2 });
    installFakeFetch({ 'GET /api/profile': { body: profile }, 'GET /api/inbox': { body: buildInboxList([leo, ann]) } });
    renderApp('/inbox');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mensajes' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('2 conversaciones · 2 sin leer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mensaje nuevo' })).toHaveAttribute('href', '/inbox/compose');
    const [first, second] = within(screen.getByRole('list', { name: 'Conversaciones' })).getAllByRole('link');
    expect(first).toHaveTextContent('2 sin leer');
    expect(second).toHaveTextContent('Tú: Thanks for the referral!');
    // "Yesterday" from Intl in Spanish.
    expect(second).toHaveTextContent('Ayer');
  });
});
