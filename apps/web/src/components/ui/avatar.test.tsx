import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { Avatar, avatarKeys } from './avatar.tsx';

function renderAvatar(src: string | null, size?: 96 | 256 | 512) {
  return render(
    <QueryClientProvider client={queryClient}>
      <Avatar name="Maya Thompson" src={src} size={size} alt="Maya's photo" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:avatar'), revokeObjectURL: vi.fn() }));
});

describe('Avatar', () => {
  it('shows the generated two-letter avatar without fetching when there is no photo', () => {
    const net = installFakeFetch({});
    renderAvatar(null);
    expect(screen.getByRole('img', { name: "Maya's photo" })).toHaveTextContent('MT');
    expect(net.calls).toHaveLength(0);
  });

  it('fetches the sized image with the bearer token and the ?v= key, without the HTTP cache', async () => {
    const token = signInAs(buildProfile());
    const net = installFakeFetch({
      'GET /api/avatars/:file': { body: 'jpeg-bytes', headers: { 'Content-Type': 'image/jpeg' } },
    });
    renderAvatar('/api/avatars/7?v=k1', 96);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "Maya's photo" })).toHaveAttribute('src', 'blob:avatar'),
    );
    expect(screen.getByRole('img', { name: "Maya's photo" }).tagName).toBe('IMG');
    expect(net.calls[0]?.path).toBe('/api/avatars/7_96.jpg');
    expect(net.calls[0]?.search).toBe('?v=k1');
    expect(net.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.cache).toBe('no-store');
  });

  it('retries twice with backoff from 1 s, then keeps the initials', async () => {
    vi.useFakeTimers();
    signInAs(buildProfile());
    const net = installFakeFetch({
      'GET /api/avatars/:file': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } },
    });
    renderAvatar('/api/avatars/7?v=k1');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(net.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(990));
    expect(net.calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1990));
    expect(net.calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(net.calls).toHaveLength(3);
    // The query has given up (failed and no longer fetching, so no retry is waiting): no fourth request can come.
    expect(queryClient.getQueryState(avatarKeys.image('/api/avatars/7_256.jpg?v=k1'))).toMatchObject({
      status: 'error',
      fetchStatus: 'idle',
      fetchFailureCount: 3,
    });
    expect(net.calls[2]?.path).toBe('/api/avatars/7_256.jpg');
    expect(screen.getByRole('img', { name: "Maya's photo" })).toHaveTextContent('MT');
  });
});
