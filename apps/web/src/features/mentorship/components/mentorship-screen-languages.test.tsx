import type { MentorCard, Mentorship } from '@chapter/shared/mentorship.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 8000 });

/** A member who chose Spanish in Settings (docs/i18n.md "Choosing the language"). */
const me = buildProfile({ id: 7, name: 'Maya Thompson', preferredLanguage: 'es' });
const mentor = (overrides: Partial<MentorCard> = {}): MentorCard => ({
  userId: 3,
  name: 'Beatrice Kim',
  companyName: 'Kim & Co',
  classification: 'Accountant',
  profileImageUrl: null,
  expertise: 'Cash flow, pricing',
  bio: null,
  capacity: 2,
  activeCount: 1,
  full: false,
  accepting: true,
  ...overrides,
});
const pending: Mentorship = {
  id: 11,
  status: 'pending',
  mentor: { id: 7, name: 'Maya Thompson', classification: 'Realtor', profileImageUrl: null },
  mentee: { id: 9, name: 'Ned Newcomer', classification: 'Plumber', profileImageUrl: null },
  goals: 'Grow referrals',
  message: 'Hello!',
  declineReason: null,
  assignedBy: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  startedAt: null,
  endedAt: null,
  actions: ['accept', 'decline'],
};

describe('the mentorship screen in Spanish', () => {
  it('speaks Spanish: the search, the places, my mentorships and the decline dialog', async () => {
    signInAs(me);
    installFakeFetch({
      'GET /api/profile': { body: me },
      'GET /api/mentorship/profile': { body: { profile: null } },
      'GET /api/mentorship/mentorships': { body: { items: [pending], nextCursor: null } },
      'GET /api/mentorship/mentors': {
        body: {
          items: [mentor(), mentor({ userId: 4, name: 'Priya Nair', full: true, activeCount: 2 })],
          nextCursor: null,
        },
      },
    });
    renderApp('/activity/mentorship/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar un mentor' })).toBeInTheDocument();
    const full = (await screen.findByText('Priya Nair')).closest('article') as HTMLElement;
    expect(within(full).getByText('Completo')).toBeInTheDocument();
    expect(within(full).getByText('2 de 2 plazas ocupadas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar a Beatrice Kim' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mis mentorías' })).toBeInTheDocument();
    expect(screen.getByText('Eres mentor de Ned Newcomer')).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hazte mentor' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar a Ned Newcomer?' });
    expect(within(dialog).getByRole('button', { name: 'Rechazar solicitud' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  }, 30_000);
});
