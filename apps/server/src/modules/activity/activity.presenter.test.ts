import { describe, expect, it } from 'vitest';
import { describe as describeRecord, money } from './activity.presenter.ts';

describe('amounts in audit entries and e-mails', () => {
  it('read as currency, with grouping', () => {
    expect(money(183_700, 'USD')).toBe('$1,837.00');
    expect(money(25_000, 'EUR')).toBe('€250.00');
    expect(money(5, 'GBP')).toBe('£0.05');
    expect(money(123_456, null)).toBe('1,234.56');
    expect(money(null, 'USD')).toBe('');
  });

  it('name the amount in a thanks-for-closed-business line', () => {
    const line = describeRecord({
      type: 'closed_business',
      giver_name: 'Ann Able',
      receiver_name: 'Bob Baker',
      summary: 'Office fit-out',
      amount_cents: 183_700,
      currency: 'USD',
    });
    expect(line).toBe('Thanks from Ann Able to Bob Baker for closed business of $1,837.00');
  });
});
