import { DEFAULT_SETTINGS, type Settings } from '@chapter/shared/settings.schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { buildConversation, buildInboxList, buildMessage, LEO, ME } from '../../../test/inbox-builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { NOTIFICATION_CLOSE_MS } from '../desktop-notification.ts';
import { processedIds } from '../inbox-live.ts';

/** The browser's Notification API, the boundary this feature talks to. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  closed = false;
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

async function signedInWithPush(push: boolean) {
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
  signInAs(buildProfile());
  installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/settings': { body: { ...DEFAULT_SETTINGS, notifications: { ...DEFAULT_SETTINGS.notifications, push } } },
    'GET /api/inbox': { body: buildInboxList([]) },
    'GET /api/inbox/conversations/3': { body: buildConversation([buildMessage({ id: 90, content: 'Ping' })]) },
  });
  const view = renderApp('/home');
  await screen.findByRole('heading', { level: 1, name: /Welcome/ });
  const server = await FakeRealtimeServer.start();
  await server.acceptSubscription(`inbox:${ME.id}`);
  return { server, ...view };
}

const push = (server: FakeRealtimeServer, id: number) =>
  server.publish(`inbox:${ME.id}`, { type: 'new_message', message: buildMessage({ id, content: 'Ping' }) });

const handled = (id: number) => waitFor(() => expect(processedIds.has(id)).toBe(true));

/** A later push that does notify, in another conversation: once it shows, every push before it was handled. */
const barrier = (server: FakeRealtimeServer, id: number) =>
  server.publish(`inbox:${ME.id}`, {
    type: 'new_message',
    message: buildMessage({ id, conversationId: 4, content: 'Barrier' }),
  });

describe('desktop notification for a new message', () => {
  it('shows one while the tab is unfocused, closes it after 5 s, and opens the conversation on click', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { server, router } = await signedInWithPush(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    push(server, 90);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const [shown] = FakeNotification.shown;
    expect(shown).toMatchObject({ title: LEO.name, options: { body: 'Ping', tag: 'conversation-3' } });
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_CLOSE_MS));
    expect(shown?.closed).toBe(true);
    // jsdom has no windows to bring forward.
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    act(() => shown?.onclick?.());
    expect(focus).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/conversation/3'));
  });

  it('shows none while the tab has focus', async () => {
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const { server } = await signedInWithPush(true);
    push(server, 91);
    // Once the push is handled (its id is remembered), the focus check has been made; a later push that does
    // notify then shows the notification path is live, and that the first one stayed silent.
    await handled(91);
    focus.mockReturnValue(false);
    barrier(server, 191);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown.map((n) => n.options.body)).toEqual(['Barrier']);
  });

  it('shows none when the push setting is off', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { server } = await signedInWithPush(false);
    push(server, 92);
    await handled(92);
    queryClient.setQueryData<Settings>(['settings'], (s) =>
      s ? { ...s, notifications: { ...s.notifications, push: true } } : s,
    );
    barrier(server, 192);
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    expect(FakeNotification.shown.map((n) => n.options.body)).toEqual(['Barrier']);
  });

  it('shows it through the service worker where the page may not (Chrome on Android)', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { server } = await signedInWithPush(true);
    // Android's Chrome: Notification exists and permission is granted, but the page's constructor throws.
    class AndroidNotification extends FakeNotification {
      constructor(title: string, options: NotificationOptions) {
        super(title, options);
        throw new TypeError('Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.');
      }
    }
    vi.stubGlobal('Notification', AndroidNotification);
    const shownByWorker: Array<{ title: string; options?: NotificationOptions }> = [];
    const registration = {
      showNotification: async (title: string, options?: NotificationOptions) => {
        shownByWorker.push({ title, options });
      },
    };
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => registration } });
    push(server, 93);
    await waitFor(() => expect(shownByWorker).toHaveLength(1));
    expect(shownByWorker[0]).toEqual({
      title: LEO.name,
      options: { body: 'Ping', tag: 'conversation-3', data: { url: '/inbox/conversation/3' } },
    });
  });
});
