import { act, screen, waitFor } from '@testing-library/react';
import { buildProfile, signInAs } from '../test/builders.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { FakeWebSocket } from '../test/fake-websocket.ts';
import { renderApp } from '../test/render-app.tsx';
import { manualBackoffMs, retryDelayMs } from './realtime.ts';

function signedIn() {
  const profile = buildProfile();
  const token = signInAs(profile);
  installFakeFetch({ 'GET /api/profile': { body: profile }, 'POST /api/logout': { body: { message: 'ok' } } });
  return token;
}

async function nextSocket(count: number): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThanOrEqual(count), { timeout: 3000 });
  return FakeWebSocket.instances[count - 1] as FakeWebSocket;
}

async function connect(socket: FakeWebSocket, data: unknown = { serverVersion: '3.1.0' }) {
  act(() => socket.open());
  await waitFor(() => expect(socket.sent.join('')).toContain('"connect"'));
  act(() => socket.acceptConnect(data));
}

describe('real-time connection', () => {
  it('opens with the stored token, reconnects after a failure and reports each stage', async () => {
    const token = signedIn();
    renderApp('/home');
    const first = await nextSocket(1);
    act(() => first.fail());
    expect(await screen.findByText('Reconnecting (1)...')).toBeInTheDocument();
    // The SDK retries on its own, 500 ms to 60 s apart.
    const second = await nextSocket(2);
    await connect(second);
    expect(second.sent.join('')).toContain(token);
    expect(await screen.findByText('Connected')).toBeInTheDocument();
  });

  it('keeps backing off through a long outage instead of retrying every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    signedIn();
    renderApp('/home');
    await nextSocket(1);
    // The server never answers for five minutes: every attempt hangs until the client gives it up.
    const startedAt: number[] = [Date.now()];
    for (let second = 0; second < 300; second++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      while (startedAt.length < FakeWebSocket.instances.length) startedAt.push(Date.now());
    }
    const gaps = startedAt.slice(1).map((t, i) => t - (startedAt[i] as number));
    // About a dozen attempts, the later ones 30–65 s apart; a 10-second watchdog restart made ~60.
    expect(startedAt.length).toBeLessThanOrEqual(15);
    expect(Math.max(...gaps.slice(-2))).toBeGreaterThanOrEqual(30_000);
    expect(screen.getByText('Having trouble reconnecting to the server')).toBeInTheDocument();
    // When the server is back, the next attempt connects and the count starts over.
    const before = FakeWebSocket.instances.length;
    while (FakeWebSocket.instances.length === before) await act(() => vi.advanceTimersByTimeAsync(500));
    await connect(FakeWebSocket.instances.at(-1) as FakeWebSocket);
    expect(await screen.findByText('Connected')).toBeInTheDocument();
  });

  it('waits with jitter: half the backoff fixed, half random', () => {
    expect(retryDelayMs(1, () => 0)).toBe(500);
    expect(retryDelayMs(1, () => 1)).toBe(1000);
    expect(retryDelayMs(10, () => 0)).toBe(30_000);
    expect(retryDelayMs(10, () => 1)).toBe(60_000);
  });

  it('disconnects when the browser goes offline and connects again when it is back', async () => {
    signedIn();
    renderApp('/home');
    await connect(await nextSocket(1));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('Unable to connect to server, please check your network')).toBeInTheDocument();
    expect(FakeWebSocket.instances[0]?.readyState).toBe(FakeWebSocket.CLOSED);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await connect(await nextSocket(2));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
  });

  it('says it is offline when the network went before the connection opened, and connects once it is back', async () => {
    signedIn();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    renderApp('/home');
    expect(await screen.findByText('Unable to connect to server, please check your network')).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(0);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await connect(await nextSocket(1));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
  });

  it('closes the connection on logout', async () => {
    signedIn();
    renderApp('/home');
    const socket = await nextSocket(1);
    await connect(socket);
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('backs off manually from 1 s, doubling up to 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(manualBackoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
