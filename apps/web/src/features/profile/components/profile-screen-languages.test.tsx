import type { MemberDetail } from '@chapter/shared/members.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

describe('profile in the member’s language', () => {
  it('speaks German: one’s own profile, its sections and membership, and the edit and e-mail dialogs', async () => {
    const me = buildProfile({ preferredLanguage: 'de', companyName: null });
    signInAs(me);
    const detail: MemberDetail = {
      id: me.id,
      name: me.name,
      companyName: null,
      classification: me.classification,
      role: 'Member',
      isLeadership: false,
      status: 'active',
      profileImageUrl: null,
      phone: null,
      email: me.email,
      groupId: 1,
      groupName: 'Riverside Chapter',
      website: null,
      bio: null,
      joinedAt: '2025-03-01T12:00:00.000Z',
      renewalDue: '2027-01-31T00:00:00.000Z',
      manageable: false,
    };
    installFakeFetch({ 'GET /api/profile': { body: me }, 'GET /api/members/:id': { body: detail } });
    renderApp('/profile/me');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mein Profil' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The heading shows while the profile loads (with a shorter intro): wait for the loaded screen's.
    expect(await screen.findByText('So sehen dich die anderen Mitglieder, bereit zum Bearbeiten.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kontakt' })).toBeInTheDocument();
    expect(screen.getByText('Maya hat noch nichts über das eigene Geschäft geschrieben.')).toBeInTheDocument();
    // The membership: its status in words, the dates in German forms.
    expect(screen.getByText('Mitgliedschaft').nextElementSibling).toHaveTextContent('Aktiv');
    expect(screen.getByText('Mitglied seit').nextElementSibling).toHaveTextContent('1. März 2025');
    expect(screen.getByText('Verlängerung fällig').nextElementSibling).toHaveTextContent('31. Januar 2027');
    expect(screen.getByRole('button', { name: 'Foto hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visitenkarte teilen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Profil bearbeiten' }));
    const edit = await screen.findByRole('dialog', { name: 'Dein Profil bearbeiten' });
    expect(within(edit).getByLabelText('Vollständiger Name')).toHaveValue('Maya Thompson');
    expect(within(edit).getByText('Dein Beruf; ein Mitglied je Branche in einer Gruppe.')).toBeInTheDocument();
    await userEvent.click(within(edit).getByRole('button', { name: 'Abbrechen' }));

    await userEvent.click(screen.getByRole('button', { name: 'E-Mail ändern' }));
    const email = await screen.findByRole('dialog', { name: 'E-Mail ändern' });
    expect(
      within(email).getByText('Aktuell maya@demo.test. Mit der neuen Adresse meldest du dich an.'),
    ).toBeInTheDocument();
    expect(within(email).getByLabelText(/Aktuelles Passwort/)).toBeInTheDocument();
  }, 30_000);
});
