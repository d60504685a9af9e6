import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOADED_KEY, reloadOnceForNewBuild } from './new-build.ts';

describe('reloading onto a new build', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads the first time a screen file is missing, not again within a minute', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewBuild(1_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewBuild(1_000_000 + 59_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy', () => {
    const reload = vi.fn();
    sessionStorage.setItem(RELOADED_KEY, String(1_000_000));
    expect(reloadOnceForNewBuild(1_000_000 + 61_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
