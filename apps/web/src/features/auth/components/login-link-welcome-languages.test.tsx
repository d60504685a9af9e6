import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocale } from '../../../lib/i18n/locale.ts';
import { buildProfile, makeToken } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LINK = 'one-time-link-0123456789';

/** The browser's languages, before anyone has chosen one (docs/i18n.md). */
function browserSpeaks(...languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
}

describe('a one-time sign-in link in the visitor’s language', () => {
  it('welcomes a Mexican browser in Spanish, and then asks in Spanish for a password to sign in again', async () => {
    browserSpeaks('es-MX', 'en');
    startLocale();
    installFakeFetch({
      'POST /api/login-links/:token': { body: { token: makeToken({ sub: '1' }), next: '/meetings/7' } },
      'GET /api/profile': { body: buildProfile({ role: 'Visitor', hasPassword: false, preferredLanguage: 'es' }) },
    });
    renderApp(`/welcome/${LINK}`);
    expect(await screen.findByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Este enlace inicia tu sesión en este dispositivo, una sola vez, y abre la reunión a la que vienes.',
      ),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión y ver la reunión' }));
    // One sentence, with the link where Spanish puts it.
    const link = await screen.findByRole('link', { name: 'Elige una contraseña' });
    expect(link).toHaveAttribute('href', '/change-password');
    expect(link.closest('p')).toHaveTextContent(
      'Iniciaste sesión con un enlace de un solo uso. Elige una contraseña para volver a iniciar sesión más adelante.',
    );
  });
});
