import { dayLabel, relativeTime, sameDay } from './format-time.ts';

const now = new Date(2026, 4, 20, 15, 0); // Wednesday 20 May 2026, 15:00 local time
const at = (d: Date) => d.toISOString();

describe('times in the inbox', () => {
  it('says how long ago, shortest first', () => {
    expect(relativeTime(at(new Date(2026, 4, 20, 14, 59, 40)), now)).toBe('Just now');
    expect(relativeTime(at(new Date(2026, 4, 20, 14, 55)), now)).toBe('5m');
    expect(relativeTime(at(new Date(2026, 4, 20, 12, 0)), now)).toBe('3h');
    expect(relativeTime(at(new Date(2026, 4, 19, 23, 0)), now)).toBe('Yesterday');
    expect(relativeTime(at(new Date(2026, 4, 16, 9, 0)), now)).toMatch(/Sat/);
    expect(relativeTime(at(new Date(2026, 2, 12, 9, 0)), now)).toMatch(/12/);
    expect(relativeTime(at(new Date(2025, 2, 12, 9, 0)), now)).toMatch(/2025/);
  });

  it('labels day separators', () => {
    expect(dayLabel(at(new Date(2026, 4, 20, 8, 0)), now)).toBe('Today');
    expect(dayLabel(at(new Date(2026, 4, 19, 8, 0)), now)).toBe('Yesterday');
    expect(dayLabel(at(new Date(2026, 4, 11, 8, 0)), now)).toMatch(/Monday/);
  });

  it('tells whether two times share a day', () => {
    expect(sameDay(at(new Date(2026, 4, 20, 0, 1)), at(new Date(2026, 4, 20, 23, 59)))).toBe(true);
    expect(sameDay(at(new Date(2026, 4, 19, 23, 59)), at(new Date(2026, 4, 20, 0, 1)))).toBe(false);
  });
});
