import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion } from './version.ts';

describe('compareVersions', () => {
  it('compares each part numerically, not as text', () => {
    expect(compareVersions('3.0.10', '3.0.9')).toBe(1);
    expect(compareVersions('3.0.9', '3.0.10')).toBe(-1);
    expect(compareVersions('10.0.0', '9.9.9')).toBe(1);
    expect(compareVersions('3.1.0', '3.0.99')).toBe(1);
  });

  it('treats equal and missing parts as equal', () => {
    expect(compareVersions('3.0.9', '3.0.9')).toBe(0);
    expect(compareVersions('3.1', '3.1.0')).toBe(0);
    expect(compareVersions('3.1.0.1', '3.1')).toBe(1);
  });

  it('reads non-numeric parts as 0', () => {
    expect(compareVersions('3.0.x', '3.0.0')).toBe(0);
    expect(compareVersions('', '0.0.1')).toBe(-1);
  });
});

describe('isNewerVersion', () => {
  it('is true only when the server version is strictly newer than the client', () => {
    expect(isNewerVersion('3.0.10', '3.0.9')).toBe(true);
    expect(isNewerVersion('3.0.9', '3.0.9')).toBe(false);
    expect(isNewerVersion('3.0.8', '3.0.9')).toBe(false);
  });
});
