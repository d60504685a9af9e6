import { act, render, renderHook, screen, within } from '@testing-library/react';
import { Toaster } from '../components/ui/toaster.tsx';
import { dismissToast, toast, useToasts } from './toast.ts';

describe('toasts', () => {
  it('shows at most 3 at once, top-center, the newest on top', () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast({ title: `Toast ${n}` });
    });
    const region = screen.getByRole('region', { name: /Notifications/ });
    const shown = within(region).getAllByRole('listitem');
    // Mounted oldest first into a reversed column, so the newest is drawn on top.
    expect(shown.map((el) => el.textContent)).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
    expect(within(region).getByRole('list').className).toMatch(/top-0 left-1\/2 .*flex-col-reverse/);
  });

  it('keeps a dismissed toast for 3000 ms, then removes it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved', variant: 'success' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })]);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
