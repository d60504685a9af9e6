import { act, renderHook } from '@testing-library/react';
import { retryWaitMs, useRetryWhileWaiting } from './use-retry-while-waiting.ts';

describe('trying again while something waits on the server', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('tries every few seconds, backing off to at most 8 s apart, until nothing waits', async () => {
    // The longest of each wait (the random half at its most).
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const attempt = vi.fn(() => Promise.reject(new Error('no answer')));
    const { rerender } = renderHook(({ waiting }) => useRetryWhileWaiting(waiting, attempt), {
      initialProps: { waiting: true },
    });
    expect(attempt).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(attempt).toHaveBeenCalledTimes(1);
    // Then after 2, 4, 8 and 8 s.
    for (const [wait, calls] of [
      [2_000, 2],
      [4_000, 3],
      [8_000, 4],
      [8_000, 5],
    ] as const) {
      await act(() => vi.advanceTimersByTimeAsync(wait));
      expect(attempt).toHaveBeenCalledTimes(calls);
    }
    rerender({ waiting: false });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(attempt).toHaveBeenCalledTimes(5);
  });

  it('tries at once when the browser is back online or the app is shown again, and starts the backoff over', async () => {
    const attempt = vi.fn(() => Promise.reject(new Error('no answer')));
    renderHook(() => useRetryWhileWaiting(true, attempt));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const before = attempt.mock.calls.length;

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(attempt).toHaveBeenCalledTimes(before + 1);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(attempt).toHaveBeenCalledTimes(before + 2);
    // The backoff starts over: the next try within a second, not 8 s.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(attempt).toHaveBeenCalledTimes(before + 3);
  });

  it('never runs two attempts at once: a signal during a stuck one runs another as soon as it ends', async () => {
    let finish: () => void = () => undefined;
    const attempt = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderHook(() => useRetryWhileWaiting(true, attempt));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(attempt).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(attempt).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('spreads the waits: half fixed, half random', () => {
    expect(retryWaitMs(1, () => 0)).toBe(500);
    expect(retryWaitMs(1, () => 1)).toBe(1_000);
    expect(retryWaitMs(3, () => 0.5)).toBe(3_000);
    expect(retryWaitMs(20, () => 1)).toBe(8_000);
  });
});
