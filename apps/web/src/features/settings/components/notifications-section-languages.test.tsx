import { DEFAULT_SETTINGS } from '@chapter/shared/settings.schemas';
import { screen } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('notification settings in the member’s language', () => {
  it('speaks German to a member who chose it: the categories, the push switch and the e-mail switches', async () => {
    const member = buildProfile({ preferredLanguage: 'de' });
    signInAs(member);
    installFakeFetch({ 'GET /api/profile': { body: member }, 'GET /api/settings': { body: DEFAULT_SETTINGS } });
    renderApp('/settings/notifications');
    const push = await screen.findByRole('switch', { name: 'Push-Benachrichtigungen' }, { timeout: 8000 });
    // The test browser has no notifications: the switch says so.
    expect(push).toHaveAccessibleDescription('Dieser Browser kann keine Benachrichtigungen anzeigen.');
    expect(screen.getByText('Hinweise auf diesem Gerät.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-Mail' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Neue Nachrichten' })).toHaveAccessibleDescription(
      'Eine E-Mail, wenn dir ein Mitglied eine Nachricht schickt.',
    );
    expect(screen.getByRole('switch', { name: 'Erinnerungen an Treffen' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mitteilungen per E-Mail' })).toBeInTheDocument();
    // The settings' own menu names its categories in German too.
    expect(screen.getByRole('link', { name: /Darstellung/ })).toBeInTheDocument();
  });
});
