import { describe, expect, it } from 'vitest';
import {
  dateFormatter,
  formatCents,
  formatClockTime,
  formatDay,
  formatInstant,
  formatList,
  formatMoney,
  formatNumber,
} from './format.ts';

// Intl writes some spaces as no-break or narrow no-break spaces; compared as plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting by locale', () => {
  it('writes the server’s English texts as before', () => {
    expect(formatMoney(1750.5, 'USD', 'en-US')).toBe('$1,750.50');
    expect(formatMoney(250, 'EUR', 'en-US')).toBe('€250.00');
    expect(formatCents(175050, 'USD', 'en-US')).toBe('$1,750.50');
    expect(formatDay('2025-09-01', 'long', 'en-US')).toBe('September 1, 2025');
    expect(plain(formatClockTime('2026-03-04T12:00:00Z', 'America/New_York', 'en-US'))).toBe('7:00 AM');
    const meeting = { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', timeZoneName: 'short' } as const;
    expect(plain(formatInstant('2026-03-04T12:00:00Z', 'America/New_York', meeting, 'en-US'))).toBe(
      'Wednesday, March 4 at 7 AM EST',
    );
  });

  it('writes figures as German, Brazilian and Spanish readers read them', () => {
    expect(plain(formatMoney(1250.5, 'EUR', 'de'))).toBe('1.250,50 €');
    expect(plain(formatMoney(1250.5, 'BRL', 'pt-BR'))).toBe('R$ 1.250,50');
    expect(plain(formatMoney(1250.5, 'EUR', 'es'))).toBe('1250,50 €');
    expect(formatNumber(155000, 'de')).toBe('155.000');
    expect(formatDay('2025-09-01', 'long', 'de')).toBe('1. September 2025');
    expect(formatDay('2025-09-01', 'long', 'pt-BR')).toBe('1 de setembro de 2025');
    expect(formatClockTime('2026-03-04T12:00:00Z', 'Europe/Madrid', 'es')).toBe('13:00');
    expect(formatList(['Ann', 'Bob', 'Cleo'], 'de')).toBe('Ann, Bob und Cleo');
    expect(formatList(['Ann', 'Bob', 'Cleo'], 'en-US')).toBe('Ann, Bob, and Cleo');
  });

  it('keeps the day of a calendar date in every zone, and falls back where a zone or currency is unknown', () => {
    // A calendar day has no zone: the 1st stays the 1st even for a reader far west of UTC.
    expect(formatDay('2025-09-01', 'medium', 'en-US')).toBe('Sep 1, 2025');
    expect(plain(formatClockTime('2026-03-04T12:00:00Z', 'Mars/Olympus_Mons', 'en-US'))).toBe('12:00 PM UTC');
    expect(plain(formatMoney(12.5, 'ZZZ', 'en-US'))).toBe('ZZZ 12.50');
    expect(formatMoney(1250.5, 'dollars', 'en-US')).toBe('1,250.50 dollars');
  });

  it('keeps one formatter per locale, zone and options, and gives the fallback zone for an unknown one', () => {
    const hours = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(dateFormatter(hours, 'Asia/Tokyo', 'en-US')).toBe(dateFormatter({ ...hours }, 'Asia/Tokyo', 'en-US'));
    expect(dateFormatter(hours, 'Asia/Tokyo', 'en-US')).not.toBe(dateFormatter(hours, 'Asia/Tokyo', 'de'));
    const noon = new Date('2026-03-04T12:00:00Z');
    expect(dateFormatter(hours, 'Asia/Tokyo', 'en-US').format(noon)).toBe('21:00');
    expect(dateFormatter(hours, 'Mars/Olympus_Mons', 'en-US', 'UTC').format(noon)).toBe('12:00');
  });
});
