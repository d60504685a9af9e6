import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DbLimiter, PRUNE_EVERY_MS } from './db-limiter.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const rows = async (app: TestApp) =>
  Number(
    (
      await app.ctx.db
        .selectFrom('lockouts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('DbLimiter', () => {
  it('restarts an ended window at once, and clears ended rows at most once a minute', async () => {
    t = await createTestApp();
    const limiter = new DbLimiter(t.ctx.db, t.clock, { keyPrefix: 'test', points: 2, duration: 10, blockDuration: 30 });
    expect((await limiter.consume('a')).remainingPoints).toBe(1);
    expect(await rows(t)).toBe(1);

    // a's window ended: its next attempt starts a fresh one, though the ended row was not removed yet.
    t.clock.advance(20_000);
    expect((await limiter.consume('b')).remainingPoints).toBe(1);
    expect(await rows(t)).toBe(2);
    expect((await limiter.consume('a')).remainingPoints).toBe(1);
    expect((await limiter.reward('a')).consumedPoints).toBe(0);
    await limiter.consume('a');
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toMatchObject({ remainingPoints: 0 });
    expect(await rows(t)).toBe(2);

    // A minute after the last clearing, the next new window clears every ended row: b's ended, a's lock too.
    t.clock.advance(PRUNE_EVERY_MS);
    expect((await limiter.consume('c')).remainingPoints).toBe(1);
    expect(await rows(t)).toBe(1);
  });
});
