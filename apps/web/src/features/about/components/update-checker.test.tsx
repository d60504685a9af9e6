import { CLIENT_VERSION } from '@chapter/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client.ts';
import { announceServiceWorkerUpdate } from '../../../lib/service-worker.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { FakeWebSocket } from '../../../test/fake-websocket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aboutKeys } from '../api/keys.ts';

/** Releases after the built-in client version, derived from it so that a release needs no edit here. */
const [major, minor] = CLIENT_VERSION.split('.').map(Number) as [number, number];
const NEWER = `${major}.${minor + 1}.0`;
const NEWER_STILL = `${major}.${minor + 2}.0`;

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
    'GET /api/about/version': { body: { serverVersion, clientVersion: CLIENT_VERSION } },
    'GET /api/about/changelog': { body: { html: '<p>Notes</p>', version: serverVersion } },
  });
}

describe('version check', () => {
  it('offers the update when the server is newer than the stored client version', async () => {
    signedIn(NEWER);
    renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Update Available' });
    expect(dialog).toHaveTextContent(`New version${NEWER}`);
  });

  it('asks again at once when a newly deployed service worker takes over the page', async () => {
    const profile = buildProfile();
    signInAs(profile);
    let serverVersion = CLIENT_VERSION;
    installFakeFetch({
      'GET /api/profile': { body: profile },
      'GET /api/about/version': () => ({ body: { serverVersion, clientVersion: CLIENT_VERSION } }),
      'GET /api/about/changelog': () => ({ body: { html: '<p>Notes</p>', version: serverVersion } }),
    });
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Maya' });
    await versionChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The deploy: the server now runs 3.1.0, and its service worker has just taken over this page.
    serverVersion = NEWER;
    act(() => announceServiceWorkerUpdate());
    const dialog = await screen.findByRole('dialog', { name: 'Update Available' });
    expect(dialog).toHaveTextContent(`New version${NEWER}`);
  });

  it('stays quiet when the versions match', async () => {
    signedIn(CLIENT_VERSION);
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Maya' });
    await versionChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('compares with the version stored by the last update, not the built-in one', async () => {
    localStorage.setItem('clientVersion', NEWER);
    signedIn(NEWER);
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome, Maya' });
    await versionChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('learns a newer server version from the real-time connect result', async () => {
    signedIn(CLIENT_VERSION);
    renderApp('/home');
    await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
    const socket = FakeWebSocket.latest() as FakeWebSocket;
    expect(socket.url).toBe('ws://localhost:3000/connection/websocket');
    act(() => socket.open());
    await waitFor(() => expect(socket.sent.join('')).toContain('"connect"'));
    act(() => socket.acceptConnect({ serverVersion: NEWER_STILL }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Available' });
    expect(dialog).toHaveTextContent(`New version${NEWER_STILL}`);
  });
});
