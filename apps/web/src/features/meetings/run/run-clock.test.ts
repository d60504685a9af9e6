import { describe, expect, it } from 'vitest';
import { clockText, type HeldRun, speakersNow, stepTimer, timingsByOverrun } from './run-clock.ts';

const run = (over: Partial<HeldRun> = {}): HeldRun => ({
  meetingId: 1,
  state: 'running',
  version: 3,
  segments: [{ kind: 'commercials', title: null, minutes: 10, speakerSeconds: 30, leadUserId: null }],
  segmentIndex: 0,
  speakers: [
    { kind: 'member', userId: 1, name: 'Ann', forName: null },
    { kind: 'visitor', userId: null, name: 'Vic', forName: 'Ann' },
  ],
  speakerIndex: 0,
  stepStartedAt: '2026-03-02T09:30:00.000Z',
  pausedAt: null,
  pausedSeconds: 0,
  extraSeconds: 0,
  plannedSeconds: 30,
  serverNow: '2026-03-02T09:30:10.000Z',
  steps: [],
  lead: null,
  visitors: [],
  receivedAt: Date.parse('2026-03-02T09:30:10.000Z'),
  ...over,
});

describe('the step timer', () => {
  it('counts down by the server’s clock, whatever this device’s clock says', () => {
    // This device runs 5 minutes behind the server: 20 s after receiving the run, 30 s have passed on the server.
    const late = run({ receivedAt: Date.parse('2026-03-02T09:25:10.000Z') });
    expect(stepTimer(late, Date.parse('2026-03-02T09:25:30.000Z'))).toEqual({
      elapsed: 30,
      planned: 30,
      remaining: 0,
      over: false,
    });
  });

  it('shows the overrun, leaves pauses out and adds the minutes the leader gave', () => {
    const now = Date.parse('2026-03-02T09:31:00.000Z');
    expect(stepTimer(run(), now)).toMatchObject({ elapsed: 60, remaining: -30, over: true });
    expect(stepTimer(run({ pausedSeconds: 40 }), now)).toMatchObject({ elapsed: 20, remaining: 10 });
    expect(stepTimer(run({ extraSeconds: 60 }), now)).toMatchObject({ planned: 90, remaining: 30, over: false });
    // Paused: the clock stands at the pause, however long it lasts.
    const paused = run({ state: 'paused', pausedAt: '2026-03-02T09:30:25.000Z' });
    expect(stepTimer(paused, now + 600_000)).toMatchObject({ elapsed: 25, remaining: 5 });
  });

  it('has nothing to count before the start and after the end', () => {
    expect(stepTimer(run({ state: 'idle', stepStartedAt: null }), Date.now())).toBeNull();
    expect(stepTimer(run({ state: 'ended' }), Date.now())).toBeNull();
  });

  it('writes minutes and seconds', () => {
    expect([clockText(0), clockText(75), clockText(-20), clockText(600)]).toEqual(['0:00', '1:15', '0:20', '10:00']);
  });
});

describe('the commercials', () => {
  it('names who speaks and who is next, and nobody outside the round', () => {
    expect(speakersNow(run())).toEqual({
      current: { kind: 'member', userId: 1, name: 'Ann', forName: null },
      next: { kind: 'visitor', userId: null, name: 'Vic', forName: 'Ann' },
    });
    expect(speakersNow(run({ speakerIndex: 1 }))?.next).toBeNull();
    expect(speakersNow(run({ speakerIndex: null }))).toBeNull();
  });
});

describe('the timings after the meeting', () => {
  it('lists the overruns first, the longest first, then the steps on time in order', () => {
    const steps = [
      { segmentIndex: 0, speakerName: null, plannedSeconds: 300, actualSeconds: 290 },
      { segmentIndex: 1, speakerName: 'Ann', plannedSeconds: 30, actualSeconds: 45 },
      { segmentIndex: 1, speakerName: 'Bob', plannedSeconds: 30, actualSeconds: 30 },
      { segmentIndex: 2, speakerName: null, plannedSeconds: 600, actualSeconds: 700 },
      { segmentIndex: 3, speakerName: null, plannedSeconds: 60, actualSeconds: null },
    ];
    const { over, onTime } = timingsByOverrun(run({ steps }));
    expect(over.map((r) => [r.segmentIndex, r.overBy])).toEqual([
      [2, 100],
      [1, 15],
    ]);
    expect(onTime.map((r) => r.speakerName ?? r.segmentIndex)).toEqual([0, 'Bob']);
  });
});
