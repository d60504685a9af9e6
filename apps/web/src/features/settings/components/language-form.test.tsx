import { DEFAULT_SETTINGS } from '@chapter/shared/settings.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

/** A profile server that keeps what it is sent, like the real one. */
function profileServer() {
  let profile = buildProfile();
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
  it('saves the chosen language on the profile, says so and shows it when Settings opens again', async () => {
    const net = profileServer();
    const { unmount } = renderApp('/settings/appearance/language');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Português (Brasil)');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));

    expect(await findToast('Language saved')).toHaveTextContent('Português (Brasil) is your language.');
    expect(net.callsTo('PUT /api/profile').map((c) => c.body)).toEqual([{ preferredLanguage: 'pt-BR' }]);
    unmount();

    renderApp('/settings/appearance/language');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('pt-BR'));
  });

  it('goes back to automatic with null', async () => {
    const net = profileServer();
    renderApp('/settings/appearance');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await findToast('Language saved');
    await userEvent.selectOptions(select, 'Automatic (chapter or browser)');
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(net.callsTo('PUT /api/profile')).toHaveLength(2));
    expect(net.callsTo('PUT /api/profile')[1]?.body).toEqual({ preferredLanguage: null });
    await waitFor(() => expect(select).toHaveValue(''));
  });
});
