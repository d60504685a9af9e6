import {
  formatCalendarDate,
  formatCalendarDayMonth,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonth,
  formatTime,
  zonedDateTime,
  zonedDay,
} from './index.ts';

// The test run's locale is en-US (as the app's other tests assume: "$2,500.00", "January 31, 2027").

describe('dates in the group’s time zone', () => {
  it('shows an instant near midnight UTC on the group’s own day', () => {
    // 05:30 UTC on 1 March: still 28 February in Los Angeles (21:30), already afternoon in Tokyo.
    const iso = '2026-03-01T05:30:00.000Z';
    expect(formatDate(iso, 'America/Los_Angeles')).toBe('Feb 28, 2026');
    expect(formatDate(iso, 'Asia/Tokyo')).toBe('Mar 1, 2026');
    expect(formatDayMonth(iso, 'America/Los_Angeles')).toBe('Feb 28');
    expect(formatDateTime(iso, 'America/Los_Angeles')).toBe('Feb 28, 2026, 9:30 PM');
    expect(formatDateTime(iso, 'Asia/Tokyo')).toBe('Mar 1, 2026, 2:30 PM');
    expect(zonedDay(iso, 'America/Los_Angeles')).toBe('2026-02-28');
    expect(zonedDay(iso, 'Asia/Tokyo')).toBe('2026-03-01');
  });

  it('writes the long form when asked', () => {
    expect(formatDate('2026-03-01T05:30:00.000Z', 'Asia/Tokyo', 'long')).toBe('March 1, 2026');
  });

  it('follows the zone across a daylight-saving change', () => {
    // New York springs forward at 02:00 on 8 March 2026: an hour apart in UTC, two hours apart on the clock.
    expect(formatTime('2026-03-08T06:30:00.000Z', 'America/New_York')).toBe('1:30 AM');
    expect(formatTime('2026-03-08T07:30:00.000Z', 'America/New_York')).toBe('3:30 AM');
    expect(zonedDateTime('2026-03-08T07:30:00.000Z', 'America/New_York')).toEqual({
      date: '2026-03-08',
      time: '03:30',
    });
    // A weekly 7 pm meeting keeps its hour on both sides of the change, though UTC moves by an hour.
    expect(formatDateTime('2026-03-04T00:00:00.000Z', 'America/New_York')).toBe('Mar 3, 2026, 7:00 PM');
    expect(formatDateTime('2026-03-10T23:00:00.000Z', 'America/New_York')).toBe('Mar 10, 2026, 7:00 PM');
    // London falls back on 25 October 2026: 00:30 UTC is 01:30 BST, 01:30 UTC is 01:30 GMT.
    expect(zonedDateTime('2026-10-25T00:30:00.000Z', 'Europe/London').time).toBe('01:30');
    expect(zonedDateTime('2026-10-25T01:30:00.000Z', 'Europe/London').time).toBe('01:30');
  });

  it('shows a calendar day as that day in every zone', () => {
    // Renewal dates arrive as midnight UTC; read in Los Angeles they would slip to the day before.
    expect(formatCalendarDate('2027-01-31T00:00:00.000Z')).toBe('Jan 31, 2027');
    expect(formatCalendarDate('2027-01-31', 'long')).toBe('January 31, 2027');
    expect(formatCalendarDayMonth('2026-11-01')).toBe('Nov 1');
    expect(formatMonth('2026-03')).toBe('Mar');
  });

  it('still shows a date when the zone is unknown', () => {
    expect(formatDate('2026-03-01T12:00:00.000Z', 'Not/A_Zone')).toMatch(/2026/);
    expect(zonedDay('2026-03-01T12:00:00.000Z', 'Not/A_Zone')).toMatch(/^2026-03-0[12]$/);
  });
});
