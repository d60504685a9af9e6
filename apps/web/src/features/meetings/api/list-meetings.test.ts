import { describe, expect, it } from 'vitest';
import { calendarWindow, viewWindow, windowFor } from './list-meetings.ts';

describe('the calendar window', () => {
  it('covers the month grid of any month, even a February that starts on a Sunday, read in any zone', () => {
    for (let month = 0; month < 12; month += 1) {
      const [from, to] = calendarWindow(new Date(2026, month, 15, 9));
      const first = new Date(2026, month, 1);
      // A month grid starts at most six days before the 1st and shows six weeks; the grid runs in UTC.
      const gridStart = new Date(Date.UTC(2026, month, 1 - first.getDay()));
      const gridEnd = new Date(Date.UTC(2026, month, 1 - first.getDay() + 42));
      const [viewFrom, viewTo] = viewWindow(gridStart, gridEnd);
      expect(windowFor([from, to], viewFrom, viewTo)).toEqual([from, to]);
    }
  });

  it('keeps the loaded window for a view inside it and loads a new one for a view outside it', () => {
    const loaded = calendarWindow(new Date(2026, 10, 25));
    const listMonth: [string, string] = [new Date(2026, 10, 1).toISOString(), new Date(2026, 11, 1).toISOString()];
    expect(windowFor(loaded, ...listMonth)).toBe(loaded);
    const nextMonth: [string, string] = [new Date(2026, 11, 1).toISOString(), new Date(2027, 0, 1).toISOString()];
    expect(windowFor(loaded, ...nextMonth)).toEqual(nextMonth);
  });

  it('reaches at least four weeks ahead, so the calendar kept for offline covers the coming meetings', () => {
    for (const day of [1, 15, 28]) {
      const now = new Date(2026, 10, day, 9);
      const [, to] = calendarWindow(now);
      expect(Date.parse(to) - now.getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    }
  });
});
