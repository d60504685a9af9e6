import { readLocal, writeLocal } from './local-store.ts';

describe('values this browser remembers', () => {
  it('reads back what another tab later removed as gone, not the old value', () => {
    writeLocal('clientVersion', '3.1.0');
    expect(readLocal('clientVersion')).toBe('3.1.0');
    localStorage.removeItem('clientVersion');
    expect(readLocal('clientVersion')).toBeNull();
  });

  it('keeps a value for this page when storage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    writeLocal('sidebar', 'collapsed');
    expect(readLocal('sidebar')).toBe('collapsed');
  });
});
