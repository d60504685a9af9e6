import { describe, expect, it } from 'vitest';
import { attendanceRate, tallyAttendance } from './attendance.ts';

describe('attendance rate', () => {
  it('counts present, late and substitute as attended, absent against, and leaves medical out', () => {
    const t = tallyAttendance(['present', 'late', 'substitute', 'absent', 'medical']);
    expect(t).toEqual({ attended: 3, expected: 4 });
    expect(attendanceRate(t)).toBe(75);
  });

  it('gives the same answer from counts as from marks', () => {
    expect(tallyAttendance({ present: 25, absent: 1, medical: 2 })).toEqual(
      tallyAttendance([...Array(25).fill('present'), 'absent', 'medical', 'medical']),
    );
    expect(attendanceRate(tallyAttendance({ present: 25, absent: 1 }))).toBe(96);
  });

  it('has no rate when no meeting counts (nothing recorded, or only medical)', () => {
    expect(attendanceRate(tallyAttendance([]))).toBeNull();
    expect(attendanceRate(tallyAttendance({ medical: 3 }))).toBeNull();
  });
});
