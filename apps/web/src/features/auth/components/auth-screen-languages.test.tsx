import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocale } from '../../../lib/i18n/locale.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The sign-in screen in the browser's language, before anyone has chosen one (docs/i18n.md). */
function browserSpeaks(...languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });
}

describe('the sign-in screen in the visitor’s language', () => {
  it('speaks Spanish to a Mexican browser, validation included', async () => {
    browserSpeaks('es-MX', 'en');
    startLocale();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola de nuevo' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Regístrate/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeInTheDocument();
  });

  it('speaks German to an Austrian browser, and Portuguese (Brazil) to a Portuguese one', async () => {
    browserSpeaks('de-AT');
    startLocale();
    const { unmount } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    unmount();

    browserSpeaks('pt-PT');
    startLocale();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('keeps English for a language it does not speak', async () => {
    browserSpeaks('ja-JP');
    startLocale();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('lays the page out right to left in the pseudo right-to-left locale, every word marked', async () => {
    localStorage.setItem('pseudoLocale', 'ar-XB');
    startLocale();
    renderApp('/login');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.dir).toBe('rtl');
    // Accented, bracketed, marked right to left and about 40 % longer than "Welcome back".
    expect(heading.textContent).toMatch(/^\u202e\[Wéĺçömé ƀàçķ·+\]\u202c$/);
    expect((heading.textContent ?? '').length).toBeGreaterThanOrEqual(Math.ceil('Welcome back'.length * 1.4));
  });
});
