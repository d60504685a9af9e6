import { describe, expect, it } from 'vitest';
import { fairConcurrencyLimit } from './concurrency-limit.ts';

/** The limiter with every task under one key: a plain first-come queue. */
const concurrencyLimit = (limit: number) => {
  const fair = fairConcurrencyLimit(limit);
  return <T>(task: () => Promise<T>) => fair('one', task);
};

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('fairConcurrencyLimit under one key', () => {
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

describe('fairConcurrencyLimit across keys', () => {
  it("takes waiting tasks in turn by key, so a newcomer is not queued behind another key's backlog", async () => {
    const run = fairConcurrencyLimit(1);
    const started: string[] = [];
    const task = (key: string, i: number) =>
      run(key, async () => {
        started.push(`${key}${i}`);
        await tick();
        return `${key}${i}`;
      });
    const burst = [0, 1, 2, 3, 4].map((i) => task('a', i));
    const other = [0, 1].map((i) => task('b', i));
    const results = await Promise.all([...burst, ...other]);
    expect(started).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'a3', 'a4']);
    expect(results).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'b0', 'b1']);
  });

  it('never runs more than the limit at once and frees the slot of a failed task', async () => {
    const run = fairConcurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const task = (key: string, fail = false) =>
      run(key, async () => {
        active++;
        peak = Math.max(peak, active);
        await tick();
        active--;
        if (fail) throw new Error('failed');
        return key;
      });
    const results = await Promise.allSettled(['a', 'a', 'b', 'a', 'c', 'b'].map((k, i) => task(k, i === 1)));
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(await run('d', async () => 'after')).toBe('after');
  });
});
