import { describe, expect, it } from 'vitest';
import { REFERRAL_TEMPERATURES, temperatureLabel } from './activity.schemas.ts';

describe('referral temperature', () => {
  it('names each of the five steps differently', () => {
    const words = Object.values(REFERRAL_TEMPERATURES).map((l) => l.split(':')[0]);
    expect(new Set(words).size).toBe(5);
    expect(temperatureLabel(3)).toBe('3 — Warm: expects your call');
    expect(temperatureLabel(7)).toBe('7 of 5');
  });
});
