import {
  applySettingUpdate,
  DEFAULT_SETTINGS,
  type Settings,
  type SettingUpdate,
} from '@chapter/shared/settings.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { type ErrorReply, installFakeFetch, NETWORK_DOWN, type Reply } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

/** A settings server that keeps what it is sent, like the real one, unless `save` says otherwise. */
function settingsServer(
  initial: Settings = DEFAULT_SETTINGS,
  save?: () => Reply<'PUT /api/settings'> | typeof NETWORK_DOWN,
) {
  let stored = initial;
  const profile = buildProfile();
  signInAs(profile);
  return installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/settings': () => ({ body: stored }),
    'PUT /api/settings': (req) => {
      if (save) return save();
      stored = applySettingUpdate(stored, req.body as SettingUpdate);
      return { body: stored };
    },
  });
}

const isDark = () => document.documentElement.classList.contains('dark');

afterEach(() => document.documentElement.classList.remove('dark'));

describe('appearance settings', () => {
  it('applies a theme at once, saves it, and sets the theme flags', async () => {
    const net = settingsServer();
    renderApp('/settings/appearance');
    await userEvent.click(await screen.findByRole('radio', { name: /Dark/ }));
    expect(isDark()).toBe(true);
    expect(screen.getByRole('radio', { name: /Dark/ })).toBeChecked();
    await waitFor(() => expect(net.callsTo('PUT /api/settings')).toHaveLength(1));
    expect(net.callsTo('PUT /api/settings')[0]?.body).toEqual({
      category: 'appearance',
      setting: 'themePreference',
      value: 'dark',
    });
    // Dark: darkMode on and useSystemTheme off.
    await waitFor(() =>
      expect(queryClient.getQueryData<Settings>(['settings'])?.appearance).toEqual({
        themePreference: 'dark',
        darkMode: true,
        useSystemTheme: false,
      }),
    );

    await userEvent.click(screen.getByRole('radio', { name: /Light/ }));
    expect(isDark()).toBe(false);
    await waitFor(() =>
      expect(queryClient.getQueryData<Settings>(['settings'])?.appearance).toMatchObject({
        darkMode: false,
        useSystemTheme: false,
      }),
    );
    await userEvent.click(screen.getByRole('radio', { name: /System/ }));
    await waitFor(() =>
      expect(queryClient.getQueryData<Settings>(['settings'])?.appearance).toMatchObject({ useSystemTheme: true }),
    );
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it.each([
    ['the server refuses', (): ErrorReply => ({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } })],
    ['the network is down', (): typeof NETWORK_DOWN => NETWORK_DOWN],
  ] as const)('reverts and says Update Failed when %s', async (_case, save) => {
    settingsServer(DEFAULT_SETTINGS, save);
    renderApp('/settings/appearance');
    await userEvent.click(await screen.findByRole('radio', { name: /Dark/ }));
    const toast = await findToast('Update Failed');
    expect(toast).toHaveTextContent('Could not save your setting. Please try again.');
    expect(isDark()).toBe(false);
    expect(screen.getByRole('radio', { name: /System/ })).toBeChecked();
    expect(queryClient.getQueryData<Settings>(['settings'])?.appearance.themePreference).toBe('system');
  });

  it('lets the theme saved on the server win after sign-in', async () => {
    localStorage.setItem('theme', 'light');
    settingsServer({
      ...DEFAULT_SETTINGS,
      appearance: { themePreference: 'dark', darkMode: true, useSystemTheme: false },
    });
    renderApp('/home');
    await waitFor(() => expect(isDark()).toBe(true));
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('remembers the font on this device', async () => {
    settingsServer();
    renderApp('/settings/appearance/font');
    await userEvent.click(await screen.findByRole('radio', { name: /Serif/ }));
    expect(localStorage.getItem('fontPreference')).toBe('serif');
    expect(document.documentElement.style.getPropertyValue('--app-font')).toMatch(/serif/);
    expect(screen.getByRole('radio', { name: /Default/ })).not.toBeChecked();
  });
});

describe('privacy and notifications', () => {
  it('saves a privacy switch', async () => {
    const net = settingsServer();
    renderApp('/settings/privacy');
    const phone = await screen.findByRole('switch', { name: 'Show my phone number' });
    expect(phone).toBeChecked();
    await userEvent.click(phone);
    expect(phone).not.toBeChecked();
    await waitFor(() =>
      expect(net.callsTo('PUT /api/settings')[0]?.body).toEqual({
        category: 'privacy',
        setting: 'showPhone',
        value: false,
      }),
    );
  });

  it('explains and disables push where the browser has no notifications', async () => {
    settingsServer();
    renderApp('/settings/notifications');
    const push = await screen.findByRole('switch', { name: 'Push notifications' });
    expect(push).toBeDisabled();
    expect(push).toHaveAccessibleDescription('This browser cannot show notifications.');
  });
});
