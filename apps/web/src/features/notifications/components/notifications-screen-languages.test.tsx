import type { Notification } from '@chapter/shared/notifications.schemas';
import { configure, screen, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 8000 });

/** A member who chose German in Settings. */
const maya = buildProfile({ preferredLanguage: 'de' });

const note = (overrides: Partial<Notification> = {}): Notification => ({
  id: 12,
  kind: 'referral',
  title: 'New referral from Daniel Okafor',
  body: 'Harbour Dental Group',
  link: '/activity/referral?record=41&filter=received',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  ...overrides,
});

describe('the notification list in German', () => {
  it('names each kind, the unread count and the bell in German', async () => {
    signInAs(maya);
    const items = [note(), note({ id: 11, kind: 'closed_business', title: 'Thanks from Ann Able', read: true })];
    installFakeFetch({
      'GET /api/profile': { body: maya },
      'GET /api/notifications': { body: { items, unreadCount: 1, nextCursor: null } },
    });
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Benachrichtigungen' })).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('Empfehlung');
    expect(rows[0]).toHaveTextContent('(ungelesen)');
    expect(rows[1]).toHaveTextContent('Danke für abgeschlossenes Geschäft');
    expect(screen.getByText('1 ungelesen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Benachrichtigungen, 1 ungelesen' })).toBeInTheDocument();
  }, 30_000);
});
