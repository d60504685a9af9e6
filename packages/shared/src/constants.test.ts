import { describe, expect, it } from 'vitest';
import { BADGE_CAP, badgeText, CLIENT_VERSION, GROUP_CODE_PATTERN, SIDEBAR_INBOX_BADGE_CAP } from './constants.ts';

describe('badgeText (badge caps)', () => {
  it('shows counts up to 999 as they are and caps above at 999+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(999)).toBe('999');
    expect(badgeText(1000)).toBe('999+');
    expect(badgeText(123_456)).toBe('999+');
    expect(BADGE_CAP).toBe(999);
  });

  it('caps the sidebar inbox badge at 9999+', () => {
    expect(badgeText(9999, SIDEBAR_INBOX_BADGE_CAP)).toBe('9999');
    expect(badgeText(10_000, SIDEBAR_INBOX_BADGE_CAP)).toBe('9999+');
    expect(badgeText(1000, SIDEBAR_INBOX_BADGE_CAP)).toBe('1000');
  });
});

describe('constants', () => {
  it('match the product rules', () => {
    expect(CLIENT_VERSION).toBe('3.4.0');
    expect(GROUP_CODE_PATTERN.test('123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 123456', '']) expect(GROUP_CODE_PATTERN.test(bad)).toBe(false);
  });
});
