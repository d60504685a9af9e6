import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('concurrencyLimit', () => {
  it('never runs more than the limit at once, runs every task in arrival order and passes failures on', async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) =>
      run(async () => {
        started.push(i);
        active++;
        peak = Math.max(peak, active);
        await tick();
        active--;
        if (i === 3) throw new Error('task 3 failed');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.message))).toEqual([
      0,
      1,
      2,
      'task 3 failed',
      4,
      5,
    ]);
    // A failure released its slot: the limiter still runs new work.
    expect(await run(async () => 'after')).toBe('after');
  });

  it('at a limit of 1 never runs two, even when a task arrives just as the slot is handed to a waiting one', async () => {
    const run = concurrencyLimit(1);
    let active = 0;
    let peak = 0;
    const track = async (work: Promise<unknown>) => {
      active++;
      peak = Math.max(peak, active);
      try {
        await work;
      } finally {
        active--;
      }
    };
    let finishFirst = () => {};
    const gate = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    let firstTask: Promise<void> = Promise.resolve();
    const first = run(() => {
      firstTask = track(gate);
      return firstTask;
    });
    const second = run(() => track(tick()));
    // Runs right after the limiter has released the first task's slot, before the waiting task has resumed.
    const late = firstTask.then(() => run(() => track(tick())));
    finishFirst();
    await Promise.all([first, second, late]);
    expect(peak).toBe(1);
  });
});
