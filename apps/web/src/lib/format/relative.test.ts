import { setActiveLocale } from '../i18n/catalogue.ts';
import { dayLabel, relativeTime, sameDay } from './index.ts';

const NOW = new Date('2026-05-20T15:00:00.000Z'); // Wednesday 20 May 2026, 15:00 UTC

describe('inbox times', () => {
  it('says how long ago, shortest first', () => {
    expect(relativeTime('2026-05-20T14:59:40.000Z', 'UTC', NOW)).toBe('Just now');
    expect(relativeTime('2026-05-20T14:55:00.000Z', 'UTC', NOW)).toBe('5m');
    expect(relativeTime('2026-05-20T12:00:00.000Z', 'UTC', NOW)).toBe('3h');
    expect(relativeTime('2026-05-19T23:00:00.000Z', 'UTC', NOW)).toBe('Yesterday');
    expect(relativeTime('2026-05-16T09:00:00.000Z', 'UTC', NOW)).toBe('Sat');
    expect(relativeTime('2026-03-12T09:00:00.000Z', 'UTC', NOW)).toBe('Mar 12');
    expect(relativeTime('2025-03-12T09:00:00.000Z', 'UTC', NOW)).toBe('Mar 12, 2025');
  });

  it('counts days in the group’s zone', () => {
    // 12:00 UTC is three hours ago in London's day, but in Tokyo it was 21:00 yesterday (now is 00:00 there).
    expect(relativeTime('2026-05-20T12:00:00.000Z', 'Europe/London', NOW)).toBe('3h');
    expect(relativeTime('2026-05-20T12:00:00.000Z', 'Asia/Tokyo', NOW)).toBe('Yesterday');
    expect(dayLabel('2026-05-20T12:00:00.000Z', 'Asia/Tokyo', NOW)).toBe('Yesterday');
    expect(sameDay('2026-05-20T05:00:00.000Z', '2026-05-20T08:00:00.000Z', 'UTC')).toBe(true);
    // 22:00 and 01:00 in Los Angeles: two days there, one day in UTC.
    expect(sameDay('2026-05-20T05:00:00.000Z', '2026-05-20T08:00:00.000Z', 'America/Los_Angeles')).toBe(false);
  });

  it('labels day separators, a short DST day counting as one', () => {
    expect(dayLabel('2026-05-20T08:00:00.000Z', 'UTC', NOW)).toBe('Today');
    expect(dayLabel('2026-05-11T08:00:00.000Z', 'UTC', NOW)).toBe('Monday, May 11');
    expect(dayLabel('2025-05-11T08:00:00.000Z', 'UTC', NOW)).toBe('Sunday, May 11, 2025');
    // 8 March 2026 has 23 hours in New York; noon on the 9th still calls the 8th "Yesterday".
    const ninth = new Date('2026-03-09T16:00:00.000Z');
    expect(dayLabel('2026-03-08T05:30:00.000Z', 'America/New_York', ninth)).toBe('Yesterday');
  });

  it("says them in the member's language", () => {
    try {
      setActiveLocale('es');
      expect(relativeTime('2026-05-20T14:59:40.000Z', 'UTC', NOW)).toBe('Ahora');
      expect(relativeTime('2026-05-20T14:55:00.000Z', 'UTC', NOW)).toBe('5min');
      expect(relativeTime('2026-05-19T23:00:00.000Z', 'UTC', NOW)).toBe('Ayer');
      expect(dayLabel('2026-05-20T08:00:00.000Z', 'UTC', NOW)).toBe('Hoy');
      setActiveLocale('de');
      expect(relativeTime('2026-05-20T14:55:00.000Z', 'UTC', NOW)).toBe('5 Min.');
      expect(dayLabel('2026-05-19T08:00:00.000Z', 'UTC', NOW)).toBe('Gestern');
      expect(relativeTime('2026-05-16T09:00:00.000Z', 'UTC', NOW)).toBe('Sa');
    } finally {
      setActiveLocale('en');
    }
  });
});
