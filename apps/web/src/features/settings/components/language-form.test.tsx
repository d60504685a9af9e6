import { DEFAULT_SETTINGS } from '@chapter/shared/settings.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

/** A profile server that keeps what it is sent, like the real one. */
function profileServer(chapterLanguage: 'en' | 'de' = 'en') {
  const base = buildProfile();
  let profile = base.group ? { ...base, group: { ...base.group, language: chapterLanguage } } : base;
  signInAs(profile);
  return installFakeFetch({
    'GET /api/profile': () => ({ body: profile }),
    'GET /api/settings': { body: DEFAULT_SETTINGS },
    'PUT /api/profile': (req) => {
      const { preferredLanguage } = req.body as { preferredLanguage?: typeof profile.preferredLanguage };
      profile = { ...profile, preferredLanguage: preferredLanguage ?? null };
      return { body: profile };
    },
  });
}

describe('language setting', () => {
  it('saves the chosen language on the profile, speaks it at once, and shows it when Settings opens again', async () => {
    const net = profileServer();
    const { unmount } = renderApp('/settings/appearance/language');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Português (Brasil)');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));

    // Said in the language chosen, and the screen speaks it without a reload.
    expect(await findToast('Idioma salvo')).toHaveTextContent('Seu idioma é Português (Brasil).');
    expect(await screen.findByRole('button', { name: 'Salvar idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(net.callsTo('PUT /api/profile').map((c) => c.body)).toEqual([{ preferredLanguage: 'pt-BR' }]);
    unmount();

    renderApp('/settings/appearance/language');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR'));
  });

  it('goes back to automatic with null', async () => {
    const net = profileServer();
    renderApp('/settings/appearance');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await findToast('Sprache gespeichert');
    // The screen was mounted again in German: its select is a new element.
    const german = await screen.findByRole('combobox', { name: 'Sprache' });
    await userEvent.selectOptions(german, 'Automatisch (Sprache des Chapters oder des Browsers)');
    await userEvent.click(screen.getByRole('button', { name: 'Sprache speichern' }));
    await waitFor(() => expect(net.callsTo('PUT /api/profile')).toHaveLength(2));
    expect(net.callsTo('PUT /api/profile')[1]?.body).toEqual({ preferredLanguage: null });
    // Automatic: the browser's language (the test browser's is English).
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('');
  });

  it('speaks the chapter’s language to a member who chose none, and theirs once they choose', async () => {
    profileServer('de');
    renderApp('/settings/appearance/language');
    const select = await screen.findByRole('combobox', { name: 'Sprache' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'English');
    await userEvent.click(screen.getByRole('button', { name: 'Sprache speichern' }));
    expect(await findToast('Language saved')).toHaveTextContent('English is your language.');
  });
});
