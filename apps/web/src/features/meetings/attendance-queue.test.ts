import { buildProfile, signInAs } from '../../test/builders.ts';
import { dropQueue, dropSent, queuedMarks, queueMark, waitingMarks } from './attendance-queue.ts';

describe('attendance marks queued offline', () => {
  beforeEach(() => {
    signInAs(buildProfile({ id: 41 }));
  });

  it('keeps one mark per member with the mark the server had before the first change', () => {
    queueMark(7, { userId: 1, status: 'present', previous: null });
    queueMark(7, { userId: 1, status: 'late', previous: 'present' });
    queueMark(7, { userId: 2, status: 'absent', previous: 'present' });
    expect(queuedMarks(7)).toEqual([
      { userId: 1, status: 'late', previous: null },
      { userId: 2, status: 'absent', previous: 'present' },
    ]);
  });

  it("drops a mark tapped back to the server's, and only the marks the server answered for", () => {
    queueMark(8, { userId: 1, status: 'present', previous: null });
    queueMark(8, { userId: 1, status: null, previous: 'present' });
    expect(queuedMarks(8)).toEqual([]);
    queueMark(8, { userId: 2, status: 'present', previous: null });
    const sent = queuedMarks(8);
    queueMark(8, { userId: 3, status: 'late', previous: null });
    dropSent(8, sent);
    expect(queuedMarks(8)).toEqual([{ userId: 3, status: 'late', previous: null }]);
  });

  it("keeps each account's marks apart: another leader signed in on this device never reads or drops them", () => {
    queueMark(9, { userId: 1, status: 'present', previous: null });
    signInAs(buildProfile({ id: 42 }));
    expect(queuedMarks(9)).toEqual([]);
    expect(waitingMarks()).toEqual([]);
    queueMark(9, { userId: 2, status: 'absent', previous: null });
    dropQueue(9);
    signInAs(buildProfile({ id: 41 }));
    expect(queuedMarks(9)).toEqual([{ userId: 1, status: 'present', previous: null }]);
    expect(waitingMarks()).toEqual([{ meetingId: 9, marks: [{ userId: 1, status: 'present', previous: null }] }]);
  });

  it('queues nothing while signed out', () => {
    localStorage.removeItem('token');
    queueMark(10, { userId: 1, status: 'present', previous: null });
    expect(queuedMarks(10)).toEqual([]);
    signInAs(buildProfile({ id: 41 }));
    expect(queuedMarks(10)).toEqual([]);
  });
});
