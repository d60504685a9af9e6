import type { MentorCard, Mentorship } from '@chapter/shared/mentorship.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

configure({ asyncUtilTimeout: 4000 });

const me = buildProfile({ id: 7, name: 'Maya Thompson' });
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

function signedIn(routes: Parameters<typeof installFakeFetch>[0] = {}) {
  signInAs(me);
  return installFakeFetch({
    'GET /api/profile': { body: me },
    'GET /api/mentorship/profile': { body: { profile: null } },
    'GET /api/mentorship/mentorships': { body: { items: [pending], nextCursor: null } },
    'GET /api/mentorship/mentors': {
      body: {
        items: [mentor(), mentor({ userId: 4, name: 'Priya Nair', full: true, activeCount: 2 })],
        nextCursor: null,
      },
    },
    ...routes,
  });
}

describe('mentorship search', () => {
  it('lists mentors with places, marks full ones, and searches by expertise', async () => {
    const net = signedIn();
    renderApp('/activity/mentorship/search');
    const card = (await screen.findByText('Priya Nair', {}, { timeout: 5000 })).closest('article') as HTMLElement;
    expect(within(card).getByText('Full')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Apply/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Apply to Beatrice Kim' })).toHaveAttribute(
      'href',
      '/activity/mentorship/apply?mentorId=3',
    );
    expect(screen.getByText('1 of 2 places taken')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Expertise'), 'pricing');
    await vi.waitFor(() =>
      expect(
        net.calls.some((c) => c.path === '/api/mentorship/mentors' && c.search.includes('expertise=pricing')),
      ).toBe(true),
    );
  }, 15_000);

  it('accepts and declines applications from my mentorships', async () => {
    const net = signedIn({
      'POST /api/mentorship/mentorships/:id/accept': {
        body: {
          mentorship: { ...pending, status: 'active', actions: ['complete'] },
          message: 'You now mentor Ned Newcomer',
        },
      },
      'POST /api/mentorship/mentorships/:id/decline': {
        body: {
          mentorship: { ...pending, status: 'declined', actions: [] },
          message: "You declined Ned Newcomer's application",
        },
      },
    });
    renderApp('/activity/mentorship/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }, { timeout: 5000 }));
    expect(await findToast('Application accepted')).toHaveTextContent('You now mentor Ned Newcomer');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fully booked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline application' }));
    expect(await findToast('Application declined')).toBeInTheDocument();
    expect(net.callsTo('POST /api/mentorship/mentorships/:id/decline').map((c) => c.body)).toEqual([
      { reason: 'Fully booked' },
    ]);
  }, 15_000);

  it('opts in as a mentor with validation', async () => {
    const net = signedIn({
      'PUT /api/mentorship/profile': { body: { profile: mentor({ userId: 7, name: 'Maya Thompson' }) } },
    });
    renderApp('/activity/mentorship/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Become a mentor' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Become a mentor' }));
    expect(within(dialog).getByText('Say what you can help with')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Expertise'), 'Open houses');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Become a mentor' }));
    expect(await findToast('You are now a mentor')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/mentorship/profile')[0]?.body).toEqual({
      expertise: 'Open houses',
      capacity: 2,
      bio: null,
      accepting: true,
    });
  }, 15_000);
});

describe('mentorship apply', () => {
  it('sends goals and a message to the chosen mentor', async () => {
    const net = signedIn({
      'GET /api/mentorship/mentors/:id': { body: mentor() },
      'POST /api/mentorship/mentorships': {
        status: 201,
        body: { mentorship: pending, message: 'Your application was sent to Beatrice Kim' },
      },
    });
    renderApp('/activity/mentorship/apply?mentorId=3');
    expect(await screen.findByText('Cash flow, pricing', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText('Describe your goals')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your goals'), 'Price my services');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await findToast('Application sent')).toHaveTextContent('Beatrice Kim');
    expect(net.callsTo('POST /api/mentorship/mentorships')[0]?.body).toEqual({
      mentorId: 3,
      goals: 'Price my services',
      message: null,
    });
  }, 15_000);
});

describe('the mentorship screen in Spanish', () => {
  it('speaks Spanish: the search, the places, my mentorships and the decline dialog', async () => {
    // A member who chose Spanish in Settings (docs/i18n.md "Choosing the language").
    const spanish = { ...me, preferredLanguage: 'es' as const };
    signInAs(spanish);
    installFakeFetch({
      'GET /api/profile': { body: spanish },
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
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buscar un mentor' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const full = (await screen.findByText('Priya Nair', {}, { timeout: 8000 })).closest('article') as HTMLElement;
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
