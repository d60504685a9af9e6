import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp, type TestAppOverrides } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

/**
 * Invitations e-mail text a member chose to an address they chose, so each member and each group has a daily
 * budget (docs/product-rules.md "Visitors"); here 3 per member and 5 per group.
 */
const LIMITS = { invitationsPerMemberPerDay: 3, invitationsPerGroupPerDay: 5 };
const redisUrl = process.env.TEST_REDIS_URL;

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function chapterApp(overrides: TestAppOverrides = {}) {
  const t = await createTestApp({ limits: LIMITS, ...overrides });
  apps.push(t);
  return t;
}

/** A group meeting on Mondays, and its next meeting's id as one of its members sees it. */
async function chapter(t: TestApp, name: string) {
  const group = await buildGroup(t.ctx, { name, timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' });
  const token = await member(t, group, `${name} Member`);
  const now = t.clock.now().getTime();
  const list = await testClient(t.app, token).ok('GET /api/meetings', {
    query: { from: new Date(now).toISOString(), to: new Date(now + 21 * 86_400_000).toISOString() },
  });
  return { group, meetingId: list.items[0]?.id as number };
}

async function member(t: TestApp, group: GroupRow, name: string) {
  return loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, name })).email);
}

let n = 0;
const invite = (t: TestApp, token: string, meetingId: number) =>
  testClient(t.app, token).call('POST /api/visitors', {
    body: { name: 'Guest', email: `guest-${++n}@example.test`, meetingId, message: 'Come and see us' },
  });

const invitationMails = (t: TestApp) =>
  t.ctx.db.selectFrom('outbox').select('recipient').where('recipient', 'like', 'guest-%').orderBy('id').execute();

describe('the invitation budget', () => {
  it('stops one member after their daily invitations, says when to try again, and sends no more e-mail', async () => {
    const t = await chapterApp();
    const { group, meetingId } = await chapter(t, 'Harbour');
    const ivy = await member(t, group, 'Ivy Inviter');
    for (let i = 0; i < 3; i++) expect((await invite(t, ivy, meetingId)).statusCode).toBe(201);

    const refused = await invite(t, ivy, meetingId);
    expect(refused.statusCode).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'RATE_LIMIT',
      message:
        'You have sent 3 invitations today, the most one member may send. You can invite again in about 24 hours.',
      retryAfter: 86_400,
    });
    expect(refused.headers['retry-after']).toBe('86400');
    expect(await invitationMails(t)).toHaveLength(3);

    // Another member of the group still has their own budget.
    expect((await invite(t, await member(t, group, 'Otto Other'), meetingId)).statusCode).toBe(201);
  });

  it('holds against a burst sent in parallel', async () => {
    const t = await chapterApp();
    const { group, meetingId } = await chapter(t, 'Harbour');
    const ivy = await member(t, group, 'Ivy Inviter');
    const answers = await Promise.all(Array.from({ length: 12 }, () => invite(t, ivy, meetingId)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(9).fill(429)]);
    expect(await invitationMails(t)).toHaveLength(3);
  });

  it("stops the group at its daily total, and another group's members are unaffected", async () => {
    const t = await chapterApp();
    const harbour = await chapter(t, 'Harbour');
    const hill = await chapter(t, 'Hill');
    const senders = [
      await member(t, harbour.group, 'Ann'),
      await member(t, harbour.group, 'Bob'),
      await member(t, harbour.group, 'Cat'),
    ];
    // 2 + 2 + 1: each within their own budget, the group's 5 used up.
    for (const [i, token] of [0, 0, 1, 1, 2].map((i) => [i, senders[i] as string] as const)) {
      expect((await invite(t, token, harbour.meetingId)).statusCode, `sender ${i}`).toBe(201);
    }
    const refused = await invite(t, senders[2] as string, harbour.meetingId);
    expect(refused.statusCode).toBe(429);
    expect(refused.error.message).toBe(
      'Your group has sent 5 invitations today, the most a group may send. You can invite again in about 24 hours.',
    );
    expect((await invite(t, await member(t, hill.group, 'Hal'), hill.meetingId)).statusCode).toBe(201);
    expect(await invitationMails(t)).toHaveLength(6);
  });

  it.skipIf(!redisUrl)('is shared through Redis by every server process', async () => {
    const redis = new Redis(redisUrl as string);
    const stale = await redis.keys('invite-*');
    if (stale.length > 0) await redis.del(...stale);
    redis.disconnect();
    // Two processes on one Redis; each has its own database, built the same way, so the ids match.
    const first = await chapterApp({ redisUrl });
    const second = await chapterApp({ redisUrl });
    const a = await chapter(first, 'Harbour');
    const b = await chapter(second, 'Harbour');
    const ivyA = await member(first, a.group, 'Ivy Inviter');
    const ivyB = await member(second, b.group, 'Ivy Inviter');
    expect((await invite(first, ivyA, a.meetingId)).statusCode).toBe(201);
    expect((await invite(second, ivyB, b.meetingId)).statusCode).toBe(201);
    expect((await invite(first, ivyA, a.meetingId)).statusCode).toBe(201);
    expect((await invite(second, ivyB, b.meetingId)).statusCode).toBe(429);
  });

  it.skipIf(!redisUrl)(
    'refuses while Redis is away, rather than count afresh in memory, and mails no one',
    async () => {
      const t = await chapterApp({ redisUrl });
      const c = await chapter(t, 'Harbour');
      const ivy = await member(t, c.group, 'Ivy Inviter');
      t.ctx.redis?.disconnect();
      const refused = await invite(t, ivy, c.meetingId);
      expect(refused.statusCode).toBe(503);
      expect(refused.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(await invitationMails(t)).toEqual([]);
    },
  );
});
