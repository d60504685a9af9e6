import { DEFAULT_SETTINGS } from '@chapter/shared/settings.schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { buildConversation, buildInboxList, buildMessage, LEO, ME } from '../../../test/inbox-builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { NOTIFICATION_CLOSE_MS } from '../desktop-notification.ts';

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
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const { server } = await signedInWithPush(true);
    push(server, 91);
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('shows none when the push setting is off', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { server } = await signedInWithPush(false);
    push(server, 92);
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeNotification.shown).toHaveLength(0);
  });
});
