import { act, renderHook } from '@testing-library/react';
import { nextHeaderState, useHeaderVisible } from './use-header-visibility.ts';

const shown = { lastY: 0, visible: true };

describe('header hide and show', () => {
  it('hides on a downward move over 10 px once more than 64 px has been scrolled', () => {
    expect(nextHeaderState({ lastY: 60, visible: true }, 71)).toEqual({ lastY: 71, visible: false });
  });

  it('ignores moves of 10 px or less', () => {
    expect(nextHeaderState({ lastY: 100, visible: true }, 110)).toEqual({ lastY: 100, visible: true });
    expect(nextHeaderState({ lastY: 100, visible: false }, 90)).toEqual({ lastY: 100, visible: false });
  });

  it('stays while the page is within the first 64 px', () => {
    expect(nextHeaderState(shown, 64)).toEqual({ lastY: 64, visible: true });
    expect(nextHeaderState(shown, 11)).toEqual({ lastY: 11, visible: true });
  });

  it('returns on an upward move over 10 px', () => {
    expect(nextHeaderState({ lastY: 500, visible: false }, 489)).toEqual({ lastY: 489, visible: true });
    expect(nextHeaderState({ lastY: 500, visible: false }, 491)).toEqual({ lastY: 500, visible: false });
  });

  it('follows the window scroll', () => {
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    const { result } = renderHook(() => useHeaderVisible());
    expect(result.current).toBe(true);
    scrollTo(40);
    expect(result.current).toBe(true);
    scrollTo(200);
    expect(result.current).toBe(false);
    scrollTo(195);
    expect(result.current).toBe(false);
    scrollTo(150);
    expect(result.current).toBe(true);
    scrollTo(0);
  });

  it('does not read the scroll position while the page mounts (that forces a layout mid-render)', () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      get: () => {
        reads += 1;
        return 0;
      },
      configurable: true,
    });
    renderHook(() => useHeaderVisible());
    expect(reads).toBe(0);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(reads).toBe(1);
  });
});
