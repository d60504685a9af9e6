import { screen, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A member who chose `language` in Settings: the app speaks it once the session is in (docs/i18n.md). */
function memberSpeaking(language: 'es' | 'de') {
  const profile = buildProfile({ preferredLanguage: language });
  signInAs(profile);
  installFakeFetch({ 'GET /api/profile': { body: profile }, 'GET /api/inbox': { status: 404 } });
}

describe('the app’s own screens in the member’s language', () => {
  it('shows More in German, its lists and the sign-out included', { timeout: 30_000 }, async () => {
    memberSpeaking('de');
    renderApp('/more');
    // The first screen in a language waits for its messages: longer than usual on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehr' }, { timeout: 15_000 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('region', { name: 'Gruppe und Hilfe' })).toBeInTheDocument();
    const policies = within(main).getByRole('region', { name: 'Richtlinien' });
    expect(within(policies).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(policies).getByRole('link', { name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(document.title).toBe('Mehr · Chapter');
  });

  it('shows the Privacy Policy in Spanish, a paragraph at a time, its bold words and link in place', {
    timeout: 30_000,
  }, async () => {
    memberSpeaking('es');
    renderApp('/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The date the policy changed, written the Spanish way.
    expect(screen.getByText(/22 de noviembre de 2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Qué guardamos' })).toBeInTheDocument();
    const account = screen.getByText('Tu cuenta:');
    expect(account.tagName).toBe('STRONG');
    expect(account.parentElement).toHaveTextContent(
      'Tu cuenta: nombre, dirección de correo electrónico, una contraseña protegida con un hash seguro',
    );
    const support = screen.getByRole('link', { name: 'página de ayuda' });
    expect(support).toHaveAttribute('href', '/support');
    expect(support.parentElement).toHaveTextContent(
      'Si tienes preguntas sobre esta política o sobre tu información, escríbenos desde la página de ayuda o habla con el equipo directivo de tu grupo.',
    );
  });
});
