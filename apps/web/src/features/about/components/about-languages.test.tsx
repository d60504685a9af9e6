import { CLIENT_VERSION } from '@chapter/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** A member who chose German in Settings, and a server at `serverVersion`. */
function germanMember(serverVersion = CLIENT_VERSION) {
  const profile = buildProfile({ preferredLanguage: 'de' });
  signInAs(profile);
  installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/inbox': { status: 404 },
    'GET /api/about/version': { body: { serverVersion, clientVersion: CLIENT_VERSION } },
    'GET /api/about/changelog': { body: { html: '<p>Notes</p>', version: serverVersion } },
  });
}

describe('about and updates in German', () => {
  it('shows the overview and the licences in German', { timeout: 30_000 }, async () => {
    germanMember();
    renderApp('/about');
    // The first screen in a language waits for its messages: longer than usual on a busy machine.
    const versions = await screen.findByRole('heading', { name: 'Versionen' }, { timeout: 15_000 });
    expect(versions.parentElement).toHaveTextContent(`App (Client)${CLIENT_VERSION}`);
    const help = screen.getByRole('navigation', { name: 'Hilfe und Richtlinien' });
    expect(within(help).getByRole('link', { name: 'Hilfe und häufige Fragen' })).toHaveAttribute('href', '/support');
    expect(within(help).getByRole('link', { name: 'Nutzungsbedingungen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Lizenzen' }));
    const browser = await screen.findByRole('region', { name: 'In deinem Browser' });
    expect(within(browser).getByText('Benutzeroberfläche')).toBeInTheDocument();
    expect(within(browser).getByText('MPL-2.0 oder Apache-2.0')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Auf dem Server' })).toBeInTheDocument();
  });

  it('offers the update in German', { timeout: 30_000 }, async () => {
    const [major, minor] = CLIENT_VERSION.split('.').map(Number) as [number, number];
    germanMember(`${major}.${minor + 1}.0`);
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Update verfügbar' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('button', { name: 'Jetzt aktualisieren' })).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Automatisches Update' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^Update in \d+ Sekunden?$/),
    );
    expect(dialog).toHaveTextContent('Neue Version');
  });
});
