import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, bodies, chapter, type Person, requestId } from './activity-test-kit.ts';

/**
 * What the quick slip relies on (docs/quick-slip.md): the member step's recent and frequent partners, and a slip
 * queued offline sent again after a send whose answer never came back.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof chapter>>;
let a: ReturnType<typeof api>;

beforeEach(async () => {
  t = await createTestApp();
  c = await chapter(t);
  a = api(t);
});
afterEach(() => t.close());

const DAY = 86_400_000;
/** Months pass: sessions from before have expired, so everyone signs in again. */
async function later(days: number) {
  t.clock.advance(days * DAY);
  for (const who of [c.ann, c.bob, c.cat, c.vp, c.board]) who.token = await loginAs(t.app, who.email);
}
const partners = async (who: Person) => (await a.as(who).ok('GET /api/activities/partners')).memberIds;

describe('recent and frequent partners', () => {
  it('ranks the members of my own records, given and received, by how often and how lately', async () => {
    expect(await partners(c.ann)).toEqual([]);
    await a.referral(c.ann, c.board);
    await later(100);
    for (let i = 0; i < 3; i++) await a.referral(c.ann, c.cat);
    await a.testimonial(c.bob, c.ann);
    // Records between other members and my own training credit name nobody for me.
    await a.referral(c.cat, c.vp);
    await a.training(c.ann);

    // Three referrals to Cat outweigh Bob's one testimonial; Ben's 100-day-old referral comes last.
    expect(await partners(c.ann)).toEqual([c.cat.id, c.bob.id, c.board.id]);
    expect(await partners(c.vp)).toEqual([c.cat.id]);

    await later(85);
    await a.referral(c.ann, c.bob);
    // Bob, met today, now comes first; Ben's referral is older than the 180 days read and drops out.
    expect(await partners(c.ann)).toEqual([c.bob.id, c.cat.id]);
  });
});

describe('a slip sent again', () => {
  it('stores one record when a send whose answer was lost is replayed with the same key', async () => {
    const slip = bodies.referral(c.bob);
    const first = await a.as(c.ann).call('POST /api/activities', { body: slip });
    const replay = await a.as(c.ann).call('POST /api/activities', { body: slip });
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200]);
    expect(replay.body.id).toBe(first.body.id);
    const received = await a.as(c.bob).ok('GET /api/activities', { query: { box: 'received' } });
    expect(received.items.map((r) => r.id)).toEqual([first.body.id]);
    const notices = await t.ctx.db
      .selectFrom('notifications')
      .select('user_id')
      .where('user_id', '=', c.bob.id)
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('refuses a create without a usable key, naming the field', async () => {
    const { clientRequestId: _, ...keyless } = bodies.referral(c.bob);
    for (const key of [undefined, '', '   ', 'k'.repeat(101)]) {
      const res = await a.as(c.ann).raw('POST /api/activities', { body: { ...keyless, clientRequestId: key } });
      expect(res.statusCode).toBe(400);
      expect(res.error.details?.map((d) => d.field)).toEqual(['clientRequestId']);
    }
    const longest = await a.referral(c.ann, c.bob, { clientRequestId: `${requestId()}-${'k'.repeat(90)}` });
    expect(longest.statusCode).toBe(201);
    expect(await t.ctx.db.selectFrom('activity_records').select('id').execute()).toHaveLength(1);
  });
});
