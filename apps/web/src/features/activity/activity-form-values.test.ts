import { parseAmount } from './activity-form-values.ts';

describe('amounts as members type them', () => {
  it('accepts thousands separators and a currency sign, keeps cents exact', () => {
    expect(parseAmount('1,250.50')).toBe(1250.5);
    expect(parseAmount('$1,250')).toBe(1250);
    expect(parseAmount('1250.5')).toBe(1250.5);
    expect(parseAmount(' 12,345,678.90 ')).toBe(12_345_678.9);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '12,34', '1,2,3', '1250.555', '-5']) expect(parseAmount(bad)).toBeNull();
  });
});
