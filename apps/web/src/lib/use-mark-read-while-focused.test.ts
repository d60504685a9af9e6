import { act, renderHook, waitFor } from '@testing-library/react';
import { useMarkReadWhileFocused } from './use-mark-read-while-focused.ts';

/** A send whose answers the test gives by hand, in order. */
function manualSend() {
  const calls: number[] = [];
  const answers: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const send = vi.fn(
    (upTo: number) =>
      new Promise<void>((resolve, reject) => {
        calls.push(upTo);
        answers.push({ resolve, reject });
      }),
  );
  return { send, calls, answers };
}

let focused = true;
beforeEach(() => {
  focused = true;
  vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
});

describe('useMarkReadWhileFocused', () => {
  it('marks what is on screen at once, and nothing when there is nothing to mark', () => {
    const { send, calls } = manualSend();
    const { rerender } = renderHook(({ wanted }) => useMarkReadWhileFocused(wanted, send), {
      initialProps: { wanted: 0 },
    });
    expect(send).not.toHaveBeenCalled();
    rerender({ wanted: 40 });
    expect(calls).toEqual([40]);
  });

  it('waits while the page is not looked at, and marks on coming back', () => {
    focused = false;
    const { send, calls } = manualSend();
    renderHook(() => useMarkReadWhileFocused(40, send));
    expect(send).not.toHaveBeenCalled();
    focused = true;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(calls).toEqual([40]);
  });

  it('sends one request at a time, then one more for what arrived while it was out', async () => {
    const { send, calls, answers } = manualSend();
    const { rerender } = renderHook(({ wanted }) => useMarkReadWhileFocused(wanted, send), {
      initialProps: { wanted: 40 },
    });
    rerender({ wanted: 41 });
    rerender({ wanted: 42 });
    expect(calls).toEqual([40]);
    await act(async () => answers[0]?.resolve());
    await waitFor(() => expect(calls).toEqual([40, 42]));
  });

  it('after a failure, tries again on the next return to the tab', async () => {
    const { send, calls, answers } = manualSend();
    renderHook(() => useMarkReadWhileFocused(40, send));
    await act(async () => answers[0]?.reject(new Error('offline')));
    expect(calls).toEqual([40]);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(calls).toEqual([40, 40]);
  });

  it('stops listening once unmounted', () => {
    focused = false;
    const { send } = manualSend();
    const { unmount } = renderHook(() => useMarkReadWhileFocused(40, send));
    unmount();
    focused = true;
    window.dispatchEvent(new Event('focus'));
    expect(send).not.toHaveBeenCalled();
  });
});
