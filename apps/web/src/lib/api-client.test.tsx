import { act, render, screen, within } from '@testing-library/react';
import { Toaster } from '../components/ui/toaster.tsx';
import { buildProfile, makeToken, signInAs } from '../test/builders.ts';
import { installFakeFetch, NETWORK_DOWN } from '../test/fake-fetch.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { getToken } from './auth.ts';
import { apiWords } from './i18n/api-words.ts';
import { setActiveLocale } from './i18n/catalogue.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
}

describe('apiRequest: local token rules', () => {
  it('answers 401 "No authentication token found" without a request when no token is stored', async () => {
    const net = installFakeFetch<string>({ 'GET /api/profile': { body: {} } });
    const err = await failure(apiRequest('/api/profile'));
    expect(err).toMatchObject({ status: 401, message: 'No authentication token found', local: true });
    expect(net.calls).toHaveLength(0);
  });

  it('removes an expired token and answers 401 "Token has expired" without a request', async () => {
    const net = installFakeFetch<string>({ 'GET /api/profile': { body: {} } });
    signInAs(buildProfile(), Math.floor(Date.now() / 1000) - 5);
    const err = await failure(apiRequest('/api/profile'));
    expect(err).toMatchObject({ status: 401, message: 'Token has expired' });
    expect(getToken()).toBeNull();
    expect(net.calls).toHaveLength(0);
  });

  it("refuses a call needing a permission the token's list lacks with 403 'Permission denied'", async () => {
    const net = installFakeFetch<string>({ 'POST /api/sms': { body: { ok: true } } });
    localStorage.setItem('token', makeToken({ permissions: ['view_members'] }));
    const err = await failure(apiRequest('/api/sms', { method: 'POST', body: {}, permission: 'send_sms' }));
    expect(err).toMatchObject({ status: 403, message: 'Permission denied', local: true });
    expect(net.calls).toHaveLength(0);

    localStorage.setItem('token', makeToken({ permissions: ['send_sms'] }));
    await expect(apiRequest('/api/sms', { method: 'POST', body: {}, permission: 'send_sms' })).resolves.toEqual({
      ok: true,
    });
  });
});

describe('apiRequest: requests and answers', () => {
  it('sends JSON with the bearer token and reads JSON or plain text', async () => {
    const net = installFakeFetch<string>({
      'PUT /api/profile': { body: { saved: true } },
      'GET /api/about/changelog': { body: 'plain words' },
    });
    const token = signInAs(buildProfile());
    await expect(apiRequest('/api/profile', { method: 'PUT', body: { name: 'M' } })).resolves.toEqual({ saved: true });
    const [put] = net.calls;
    expect(put?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(put?.headers.get('Content-Type')).toBe('application/json');
    expect(put?.body).toEqual({ name: 'M' });
    await expect(apiRequest('/api/about/changelog')).resolves.toBe('plain words');
  });

  it('sends the JSON content type on calls without a body too, as the API contract says', async () => {
    const net = installFakeFetch<string>({ 'POST /api/logout': { body: { message: 'Signed out' } } });
    signInAs(buildProfile());
    await apiRequest('/api/logout', { method: 'POST' });
    expect(net.calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it.each([
    [403, { code: 'PERMISSION_DENIED', message: 'Managers only' }, 'Managers only'],
    [403, undefined, 'Permission denied'],
    [409, { code: 'CONFLICT', message: 'Classification taken' }, 'Classification taken'],
    [409, undefined, 'Resource conflict'],
    [500, { code: 'SERVER_ERROR', message: 'Database on fire' }, 'Database on fire'],
    [502, undefined, 'An unexpected error occurred'],
  ])('maps HTTP %i to its message', async (status, body, message) => {
    installFakeFetch<string>({ 'GET /api/thing': { status, body } });
    signInAs(buildProfile());
    expect(await failure(apiRequest('/api/thing'))).toMatchObject({ status, message });
  });

  it('gives status 500 for a network failure', async () => {
    installFakeFetch<string>({ 'GET /api/thing': NETWORK_DOWN });
    signInAs(buildProfile());
    expect(await failure(apiRequest('/api/thing'))).toMatchObject({ status: 500, network: true });
  });

  it('refuses a change while the device is offline, saying it needs a connection, and still reads', async () => {
    const net = installFakeFetch<string>({ 'POST /api/referrals': { body: {} }, 'GET /api/profile': { body: {} } });
    signInAs(buildProfile());
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const err = await failure(apiRequest('/api/referrals', { method: 'POST', body: {} }));
      expect(err).toMatchObject({ status: 500, network: true, message: expect.stringMatching(/^You're offline/) });
      expect(net.calls).toHaveLength(0);
      // A read goes out: the service worker may answer it with what was last synced.
      await apiRequest('/api/profile');
      expect(net.calls).toHaveLength(1);
    } finally {
      online.mockRestore();
    }
  });

  it("logs out on the server's 401 with 'Authentication Error' / 'Please log in again to continue.'", async () => {
    render(<Toaster />);
    installFakeFetch<string>({
      'GET /api/thing': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Session ended' } },
    });
    signInAs(buildProfile());
    // act: the failure shows a toast, which renders.
    const err = await act(() => failure(apiRequest('/api/thing')));
    expect(err).toMatchObject({ status: 401, message: 'Authentication failed' });
    expect(getToken()).toBeNull();
    const region = screen.getByRole('region', { name: /Notifications/ });
    const toast = await within(region).findByRole('listitem');
    expect(within(toast).getByText('Authentication Error')).toBeInTheDocument();
    expect(within(toast).getByText('Please log in again to continue.')).toBeInTheDocument();
  });

  it('keeps the server message of a public call (login shows it)', async () => {
    installFakeFetch<string>({
      'POST /api/login': { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } },
    });
    const err = await failure(apiRequest('/api/login', { method: 'POST', body: {}, auth: false }));
    expect(err).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', serverMessage: 'Invalid email or password' });
  });

  it.each([
    ['Authentication Required', () => undefined],
    ['Access Denied', () => localStorage.setItem('token', makeToken({ permissions: [] }))],
  ])('shows the optional "%s" toast when asked', async (title, arrange) => {
    render(<Toaster />);
    installFakeFetch<string>({});
    arrange();
    await act(() => failure(apiRequest('/api/sms', { permission: 'send_sms', errorToast: true })));
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText(title)).toBeInTheDocument();
  });
});

describe('apiRequest in the member’s language', () => {
  it('asks the server for the active language and words its own failures in it', async () => {
    setActiveLocale('de');
    try {
      await apiWords.ready('de');
      render(<Toaster />);
      const net = installFakeFetch<string>({
        'GET /api/thing': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Session ended' } },
        'GET /api/other': NETWORK_DOWN,
      });
      signInAs(buildProfile());
      const err = await act(() => failure(apiRequest('/api/thing')));
      expect(err.message).toBe('Anmeldung fehlgeschlagen');
      expect(net.calls[0]?.headers.get('Accept-Language')).toBe('de');
      const toast = await within(screen.getByRole('region', { name: /Notifications/ })).findByRole('listitem');
      expect(within(toast).getByText('Bitte melde dich erneut an, um fortzufahren.')).toBeInTheDocument();
      signInAs(buildProfile());
      expect((await failure(apiRequest('/api/other'))).message).toBe(
        'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.',
      );
    } finally {
      setActiveLocale('en');
    }
  });
});
