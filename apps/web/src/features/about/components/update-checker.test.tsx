import { act, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client.ts';
import { announceServiceWorkerUpdate } from '../../../lib/service-worker.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { FakeWebSocket } from '../../../test/fake-websocket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aboutKeys } from '../api/keys.ts';

/** The server's version has arrived and React has rendered what follows from it (a dialog, or nothing). */
async function versionChecked() {
  await waitFor(() => expect(queryClient.getQueryState(aboutKeys.version)?.status).toBe('success'));
  await act(async () => {});
}

function signedIn(serverVersion: string) {
  const profile = buildProfile();
  signInAs(profile);
  installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/about/version': { body: { serverVersion, clientVersion: '3.0.9' } },
    'GET /api/about/changelog': { body: { html: '<p>Notes</p>', version: serverVersion } },
  });
}

describe('version check', () => {
  it('offers the update when the server is newer than the stored client version', async () => {
    signedIn('3.1.0');
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Update Available' });
    expect(dialog).toHaveTextContent('New version3.1.0');
  });

  it('asks again at once when a newly deployed service worker takes over the page', async () => {
    const profile = buildProfile();
    signInAs(profile);
    let serverVersion = '3.0.9';
    installFakeFetch({
      'GET /api/profile': { body: profile },
      'GET /api/about/version': () => ({ body: { serverVersion, clientVersion: '3.0.9' } }),
      'GET /api/about/changelog': () => ({ body: { html: '<p>Notes</p>', version: serverVersion } }),
    });
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Maya' });
    await versionChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The deploy: the server now runs 3.1.0, and its service worker has just taken over this page.
    serverVersion = '3.1.0';
    act(() => announceServiceWorkerUpdate());
    const dialog = await screen.findByRole('dialog', { name: 'Update Available' });
    expect(dialog).toHaveTextContent('New version3.1.0');
  });

  it('stays quiet when the versions match', async () => {
    signedIn('3.0.9');
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Maya' });
    await versionChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('compares with the version stored by the last update, not the built-in one', async () => {
    localStorage.setItem('clientVersion', '3.1.0');
    signedIn('3.1.0');
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Maya' });
    await versionChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('learns a newer server version from the real-time connect result', async () => {
    signedIn('3.0.9');
    renderApp('/home');
    await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
    const socket = FakeWebSocket.latest() as FakeWebSocket;
    expect(socket.url).toBe('ws://localhost:3000/connection/websocket');
    act(() => socket.open());
    await waitFor(() => expect(socket.sent.join('')).toContain('"connect"'));
    act(() => socket.acceptConnect({ serverVersion: '3.2.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Available' });
    expect(dialog).toHaveTextContent('New version3.2.0');
  });
});
