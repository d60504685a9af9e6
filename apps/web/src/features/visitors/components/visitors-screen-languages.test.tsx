import type { Visitor } from '@chapter/shared/visitors.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 8000 });

/** A member whose chapter speaks German and who chose no language of their own. */
const base = buildProfile();
const member = base.group ? { ...base, group: { ...base.group, language: 'de' as const } } : base;

const visitor: Visitor = {
  id: 1,
  groupId: 1,
  name: 'Vic Visitor',
  email: 'vic@example.test',
  phone: null,
  company: 'Vic Ventures',
  classification: 'Florist',
  status: 'no-show',
  notes: null,
  invitedById: 7,
  invitedByName: 'Maya Thompson',
  meetingId: null,
  meetingTitle: null,
  meetingStartsAt: null,
  firstVisitAt: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  canEdit: false,
};

describe('the visitors screen in German', () => {
  it('speaks the chapter’s German: the list, a visitor’s status and the invitation form', async () => {
    signInAs(member);
    installFakeFetch({
      'GET /api/profile': { body: member },
      'GET /api/visitors': { body: { items: [visitor], nextCursor: null } },
      'GET /api/meetings': { body: { items: [] } },
    });
    renderApp('/visitors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Besucher' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Besucher' });
    expect(within(list).getByText('Eingeladen von Maya Thompson')).toBeInTheDocument();
    expect(within(list).getByText('Kein Treffen gewählt')).toBeInTheDocument();
    expect(within(list).getByText('Nicht erschienen')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Anzeigen' })).toHaveDisplayValue('Meine Besucher');
    expect(screen.getByRole('option', { name: 'Alle Status' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Besucher einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Besucher einladen' });
    expect(within(dialog).getByLabelText(/Telefon/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Einladung senden' })).toBeInTheDocument();
  }, 30_000);
});
