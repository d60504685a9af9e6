import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
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

/** A browser with a service worker and a push service: subscribing hands back this endpoint and keys. */
function stubPushManager() {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const subscription = {
    endpoint: 'https://push.example/device-1',
    toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'BPk', auth: 'au' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { pushManager, subscription };
}

function server(push = false, profile = buildProfile()) {
  let stored = { ...DEFAULT_SETTINGS, notifications: { ...DEFAULT_SETTINGS.notifications, push } };
  signInAs(profile);
  const net = installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/settings': () => ({ body: stored }),
    'PUT /api/settings': (req) => {
      stored = applySettingUpdate(stored, req.body as SettingUpdate);
      return { body: stored };
    },
    'GET /api/push/key': { body: { publicKey: 'BKey' } },
    'POST /api/push/subscriptions': { body: { subscribed: true } },
    'POST /api/push/subscriptions/remove': { body: { subscribed: false } },
  });
  const saves = () => net.callsTo('PUT /api/settings').map((c) => c.body);
  return Object.assign(saves, { net });
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

  it('says what a push carries: messages, activity for me, reminders, and approvals for those who approve', async () => {
    stubNotifications('default');
    server();
    renderApp('/settings/notifications');
    const member = await pushSwitch();
    expect(member).toHaveAccessibleDescription(
      'A notification on this device, also when Chapter is closed, for messages and mentions, referrals, thanks, one-to-ones and testimonials for you, and meeting reminders.',
    );
    expect(member).not.toHaveAccessibleDescription(/new messages/);
  });

  it('tells those who approve that the approvals waiting on them come by push too', async () => {
    stubNotifications('default');
    server(false, buildProfile({ permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']] }));
    renderApp('/settings/notifications');
    expect(await pushSwitch()).toHaveAccessibleDescription(
      'A notification on this device, also when Chapter is closed, for messages and mentions, referrals, thanks, one-to-ones and testimonials for you, meeting reminders, and approvals waiting on you.',
    );
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

  it('offers the weekly summary switch to the leaders who record attendance', async () => {
    stubNotifications('default');
    const saves = server(
      false,
      buildProfile({ role: 'President', permissions: [...DEFAULT_ROLE_PERMISSIONS.President] }),
    );
    renderApp('/settings/notifications');
    await userEvent.click(await screen.findByRole('switch', { name: 'Weekly summary' }));
    await waitFor(() =>
      expect(saves()).toEqual([{ category: 'notifications', setting: 'emailWeeklySummary', value: false }]),
    );
  });

  it('does not offer the weekly summary to members, who are not sent it', async () => {
    stubNotifications('default');
    server();
    renderApp('/settings/notifications');
    await screen.findByRole('switch', { name: 'Meeting reminders' });
    expect(screen.queryByRole('switch', { name: 'Weekly summary' })).not.toBeInTheDocument();
  });

  it('subscribes this device with the server key when push is turned on, and unsubscribes it when turned off', async () => {
    stubNotifications('granted');
    const { pushManager, subscription } = stubPushManager();
    const saves = server();
    renderApp('/settings/notifications');
    await userEvent.click(await pushSwitch());
    await waitFor(() =>
      expect(saves.net.callsTo('POST /api/push/subscriptions').map((c) => c.body)).toEqual([
        { endpoint: 'https://push.example/device-1', keys: { p256dh: 'BPk', auth: 'au' } },
      ]),
    );
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BKey' });

    await userEvent.click(await pushSwitch());
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledOnce());
    expect(saves.net.callsTo('POST /api/push/subscriptions/remove').map((c) => c.body)).toEqual([
      { endpoint: 'https://push.example/device-1' },
    ]);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('subscribes a device on sign-in when push is already on for the account', async () => {
    stubNotifications('granted');
    const { pushManager } = stubPushManager();
    const saves = server(true);
    renderApp('/settings/notifications');
    await waitFor(() => expect(saves.net.callsTo('POST /api/push/subscriptions')).toHaveLength(1));
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(saves()).toEqual([]);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
