import { groupToday } from './group-today.ts';

describe('the group’s today', () => {
  it('is the date where the group meets, not in UTC', () => {
    // 23:00 in New York on 24 November is already 25 November in UTC.
    const evening = new Date('2026-11-25T04:00:00.000Z');
    expect(groupToday('America/New_York', evening)).toBe('2026-11-24');
    expect(groupToday('Europe/London', evening)).toBe('2026-11-25');
    expect(groupToday('Asia/Tokyo', new Date('2026-11-24T16:00:00.000Z'))).toBe('2026-11-25');
  });
});
