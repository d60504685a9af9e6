import { describe, expect, it } from 'vitest';
import { addLocalDays, localParts, weekdayOf, zonedToUtc } from './zoned-time.ts';

describe('zoned time', () => {
  it('keeps the local time across a daylight-saving change (New York, March 2026)', () => {
    // DST starts on Sunday 8 March 2026 in the US.
    expect(zonedToUtc('2026-03-05', '07:00', 'America/New_York').toISOString()).toBe('2026-03-05T12:00:00.000Z');
    expect(zonedToUtc('2026-03-12', '07:00', 'America/New_York').toISOString()).toBe('2026-03-12T11:00:00.000Z');
  });

  it('handles autumn fall-back and the southern hemisphere', () => {
    expect(zonedToUtc('2026-10-22', '07:00', 'Europe/London').toISOString()).toBe('2026-10-22T06:00:00.000Z');
    expect(zonedToUtc('2026-10-29', '07:00', 'Europe/London').toISOString()).toBe('2026-10-29T07:00:00.000Z');
    expect(zonedToUtc('2026-04-02', '18:30', 'Australia/Sydney').toISOString()).toBe('2026-04-02T07:30:00.000Z');
    expect(zonedToUtc('2026-04-09', '18:30', 'Australia/Sydney').toISOString()).toBe('2026-04-09T08:30:00.000Z');
  });

  it('moves a time in the spring-forward gap forward and picks the first of a repeated hour', () => {
    expect(zonedToUtc('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedToUtc('2026-03-08', '03:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(localParts(zonedToUtc('2026-11-01', '01:30', 'America/New_York'), 'America/New_York').time).toBe('01:30');
  });

  it('reads local parts back and counts calendar days', () => {
    expect(localParts(new Date('2026-03-12T11:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-03-12',
      time: '07:00',
      weekday: 4,
    });
    expect(addLocalDays('2026-02-26', 7)).toBe('2026-03-05');
    expect(weekdayOf('2026-03-05')).toBe(4);
  });
});
