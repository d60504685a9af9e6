import {
  formatCents,
  formatCompact,
  formatCount,
  formatMoney,
  formatNumber,
  formatPercent,
  pluralWord,
} from './index.ts';

describe('numbers, money and counts', () => {
  it('always shows money with its currency', () => {
    expect(formatMoney(28711.6, 'USD')).toBe('$28,711.60');
    expect(formatMoney(1250.5, 'EUR')).toBe('€1,250.50');
    expect(formatMoney(99, 'GBP')).toBe('£99.00');
    expect(formatCents(250_000, 'USD')).toBe('$2,500.00');
  });

  it('shows no amount rather than one without its currency', () => {
    expect(formatCents(250_000, null)).toBeNull();
    expect(formatCents(null, 'USD')).toBeNull();
  });

  it('names a count in the singular only for one', () => {
    expect(formatCount(1, 'referral')).toBe('1 referral');
    expect(formatCount(2, 'referral')).toBe('2 referrals');
    expect(formatCount(0, 'referral')).toBe('0 referrals');
    expect(formatCount(1, 'person', 'people')).toBe('1 person');
    expect(formatCount(1204, 'person', 'people')).toBe('1,204 people');
    expect(pluralWord(3, 'member')).toBe('members');
  });

  it('writes numbers and percentages as the locale does', () => {
    expect(formatNumber(5000)).toBe('5,000');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatPercent(80)).toBe('80%');
    expect(formatPercent(200 / 3)).toBe('66.7%');
  });
});
