import { applySettingUpdate, DEFAULT_SETTINGS, type SettingUpdate } from '@chapter/shared/settings.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The browser's Notification API, answering the permission prompt with `answer`. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => {
    Fake.permission = answer;
    return answer;
  });
  // biome-ignore lint/complexity/noStaticOnlyClass: the browser's Notification is a class with static members.
  class Fake {
    static permission = permission;
    static requestPermission = requestPermission;
  }
  vi.stubGlobal('Notification', Fake);
  return requestPermission;
}

function server(push = false) {
  let stored = { ...DEFAULT_SETTINGS, notifications: { ...DEFAULT_SETTINGS.notifications, push } };
  const profile = buildProfile();
  signInAs(profile);
  const net = installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/settings': () => ({ body: stored }),
    'PUT /api/settings': (req) => {
      stored = applySettingUpdate(stored, req.body as SettingUpdate);
      return { body: stored };
    },
  });
  return () => net.callsTo('PUT /api/settings').map((c) => c.body);
}

const pushSwitch = () => screen.findByRole('switch', { name: 'Push notifications' });

describe('push notifications follow the browser permission', () => {
  it('asks when the browser has no answer yet, and a grant turns push on', async () => {
    const ask = stubNotifications('default', 'granted');
    const saves = server();
    renderApp('/settings/notifications');
    await userEvent.click(await pushSwitch());
    expect(ask).toHaveBeenCalledOnce();
    await waitFor(() => expect(saves()).toEqual([{ category: 'notifications', setting: 'push', value: true }]));
    expect(await pushSwitch()).toBeChecked();
  });

  it('leaves push off when the prompt is refused', async () => {
    stubNotifications('default', 'denied');
    const saves = server();
    renderApp('/settings/notifications');
    await userEvent.click(await pushSwitch());
    expect(await pushSwitch()).not.toBeChecked();
    expect(saves()).toEqual([]);
    expect(await pushSwitch()).toHaveAccessibleDescription(/blocked for this site/);
  });

  it('turns push off when the browser has denied notifications', async () => {
    stubNotifications('denied');
    const saves = server(true);
    renderApp('/settings/notifications');
    await waitFor(() => expect(saves()).toEqual([{ category: 'notifications', setting: 'push', value: false }]));
    expect(await pushSwitch()).toBeDisabled();
  });

  it('does not ask again once notifications are granted', async () => {
    const ask = stubNotifications('granted');
    const saves = server();
    renderApp('/settings/notifications');
    await userEvent.click(await pushSwitch());
    await waitFor(() => expect(saves()).toEqual([{ category: 'notifications', setting: 'push', value: true }]));
    expect(ask).not.toHaveBeenCalled();
  });

  it('explains that iPhones and iPads cannot, and disables the switch', async () => {
    stubNotifications('default');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
    );
    server();
    renderApp('/settings/notifications');
    const push = await pushSwitch();
    expect(push).toBeDisabled();
    expect(push).toHaveAccessibleDescription(/iPhone and iPad do not allow notifications/);
  });

  it('saves the e-mail preferences', async () => {
    stubNotifications('default');
    const saves = server();
    renderApp('/settings/notifications');
    await userEvent.click(await screen.findByRole('switch', { name: 'Meeting reminders' }));
    await waitFor(() =>
      expect(saves()).toEqual([{ category: 'notifications', setting: 'meetingReminders', value: false }]),
    );
  });
});
