import { act, screen, waitFor } from '@testing-library/react';
import { buildProfile, signInAs } from '../test/builders.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { FakeWebSocket } from '../test/fake-websocket.ts';
import { renderApp } from '../test/render-app.tsx';
import { manualBackoffMs } from './realtime.ts';

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

async function connect(socket: FakeWebSocket, data: unknown = { serverVersion: '3.0.9' }) {
  act(() => socket.open());
  await waitFor(() => expect(socket.sent.join('')).toContain('"connect"'));
  act(() => socket.acceptConnect(data));
}

describe('real-time connection (seed §4)', () => {
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

  it('forces a new attempt when connecting takes over 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    renderApp('/home');
    await nextSocket(1);
    // The SDK gives up on the silent first socket after 5 s and opens a second one after its backoff.
    await act(() => vi.advanceTimersByTimeAsync(9_400));
    expect(FakeWebSocket.instances).toHaveLength(2);
    const stuck = FakeWebSocket.instances[1] as FakeWebSocket;
    expect(stuck.readyState).toBe(FakeWebSocket.CONNECTING);
    // Ten seconds after connecting began the app closes the attempt and starts a new one at once.
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(stuck.readyState).toBe(FakeWebSocket.CLOSED);
    expect(screen.getByText('Reconnecting (2)...')).toBeInTheDocument();
    await connect(FakeWebSocket.instances[2] as FakeWebSocket);
    expect(await screen.findByText('Connected')).toBeInTheDocument();
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
