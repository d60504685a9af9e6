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

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_HOME_SCREEN_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** An iPhone or iPad: its agent, its touch screen and, once opened from the Home Screen, navigator.standalone. */
function stubAppleDevice(userAgent: string, { standalone }: { standalone: boolean }) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(navigator, 'platform', 'get').mockReturnValue(/Macintosh/.test(userAgent) ? 'MacIntel' : 'iPhone');
  // jsdom has neither; Safari has both.
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: 5 });
  Object.defineProperty(navigator, 'standalone', { configurable: true, value: standalone });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
    Reflect.deleteProperty(navigator, 'standalone');
  });
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

describe('push notifications on iPhones and iPads', () => {
  it('offers push in the app opened from the Home Screen, asks on the tap, and subscribes this iPhone', async () => {
    stubAppleDevice(IPHONE_HOME_SCREEN_APP, { standalone: true });
    const ask = stubNotifications('default', 'granted');
    const { pushManager } = stubPushManager();
    const saves = server();
    renderApp('/settings/notifications');
    const push = await pushSwitch();
    expect(push).toBeEnabled();
    expect(push).toHaveAccessibleDescription(/A notification on this device/);
    expect(screen.queryByRole('heading', { name: 'Add Chapter to your Home Screen' })).not.toBeInTheDocument();
    await userEvent.click(push);
    expect(ask).toHaveBeenCalledOnce();
    await waitFor(() => expect(saves()).toEqual([{ category: 'notifications', setting: 'push', value: true }]));
    await waitFor(() => expect(saves.net.callsTo('POST /api/push/subscriptions')).toHaveLength(1));
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(await pushSwitch()).toBeChecked();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('keeps push off in a Safari tab on an iPhone and shows how to add the app to the Home Screen', async () => {
    stubAppleDevice(IPHONE_SAFARI, { standalone: false });
    const saves = server(true);
    renderApp('/settings/notifications');
    const push = await pushSwitch();
    expect(push).toBeDisabled();
    expect(push).not.toBeChecked();
    expect(push).toHaveAccessibleDescription(/Notifications are unsupported on iOS devices/);
    const guide = await screen.findByRole('region', { name: 'Add Chapter to your Home Screen' });
    expect(guide).toHaveTextContent(/Share/);
    expect(guide).toHaveTextContent(/Add to Home Screen/);
    // The account's setting is turned off only by a refusal, not by opening Settings in a tab.
    expect(saves()).toEqual([]);
  });

  it('shows the same guidance on an iPad that reports itself as a Mac', async () => {
    stubAppleDevice(IPAD_AS_MAC, { standalone: false });
    server();
    renderApp('/settings/notifications');
    expect(await pushSwitch()).toHaveAccessibleDescription(/Notifications are unsupported on iOS devices/);
    expect(await screen.findByRole('region', { name: 'Add Chapter to your Home Screen' })).toBeInTheDocument();
  });
});

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
