import { UPDATE_COUNTDOWN_MS } from '@chapter/shared/constants';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../../../app/providers.tsx';
import { installFakeFetch, type Reply } from '../../../test/fake-fetch.ts';
import { UpdateDialog } from './update-dialog.tsx';

const CHANGELOG =
  '<h3>Version 3.1.0</h3><ul><li>Faster inbox</li></ul><img src="x" onerror="alert(1)"><script>alert(2)</script>';

function renderDialog(changelog: Reply<'GET /api/about/changelog'> = { body: { html: CHANGELOG, version: '3.1.0' } }) {
  installFakeFetch({ 'GET /api/about/changelog': changelog });
  const reload = vi.fn();
  localStorage.setItem('token', 'a.b.c');
  render(
    <AppProviders>
      <UpdateDialog currentVersion="3.0.9" newVersion="3.1.0" onReload={reload} />
    </AppProviders>,
  );
  return reload;
}

/** Lets fetches and React settle under fake timers. */
const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

const progress = () => screen.getByRole('progressbar', { name: 'Automatic update' });

describe("'Update Available'", () => {
  beforeEach(() => vi.useFakeTimers());

  it('shows both versions and the sanitised changelog', async () => {
    renderDialog();
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Update Available' });
    expect(dialog).toHaveTextContent('Current version3.0.9');
    expect(dialog).toHaveTextContent('New version3.1.0');
    expect(screen.getByRole('heading', { name: "What's New" })).toBeInTheDocument();
    expect(screen.getByText('Faster inbox')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('moves the progress bar every 50 ms and updates after 30 seconds', async () => {
    const reload = renderDialog();
    await flush();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    await act(() => vi.advanceTimersByTimeAsync(49));
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Updating automatically in 30 s')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByText('Updating automatically in 15 s')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(14_900));
    expect(reload).toHaveBeenCalledOnce();
    // Completion: stored auth tokens cleared, the new version stored, the page reloaded.
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('clientVersion')).toBe('3.1.0');
    // The countdown stopped at its end: running whatever timers are still pending brings no second update.
    expect(progress()).toHaveAttribute('aria-valuenow', String(UPDATE_COUNTDOWN_MS));
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(reload).toHaveBeenCalledOnce();
  });

  it("updates at once on 'Update Now', and only once", async () => {
    const reload = renderDialog();
    await flush();
    act(() => screen.getByRole('button', { name: 'Update Now' }).click());
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('clientVersion')).toBe('3.1.0');
    // The barrier is the countdown's own end, where it completes the update: only once it is shown to have got
    // there does the single reload prove that an update already made is not made again.
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_COUNTDOWN_MS));
    expect(progress()).toHaveAttribute('aria-valuenow', String(UPDATE_COUNTDOWN_MS));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says what an update brings when the changelog cannot be fetched', async () => {
    renderDialog({ status: 500, body: { code: 'INTERNAL', message: 'down' } });
    // The query retries once before giving up.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('A new version is available with improvements and bug fixes.')).toBeInTheDocument();
  });
});
