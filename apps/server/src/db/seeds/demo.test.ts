import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

let t: TestApp;
/**
 * The tests that only read the seeded chapter (signing in adds sessions, nothing they look at) share one seeded app:
 * seeding is most of each test's time (seven apps took 27 s of the PostgreSQL pass).
 */
let shared: TestApp | undefined;
const seeded = async (): Promise<TestApp> => {
  shared ??= await createTestApp({ demoSeed: true });
  return shared;
};
afterEach(async () => {
  if (t !== shared) await t.close();
});
afterAll(async () => {
  await shared?.close();
});

const DEMO_PASSWORD = 'Demo-Pass-2026!';
const MEMBERS = Array.from({ length: 20 }, (_, i) => `member${i + 1}@demo.test`);
const SIGN_IN = ['admin', 'president', 'vp', 'board', 'secretary', 'visitor'].map((n) => `${n}@demo.test`);

const login = (email: string, password = DEMO_PASSWORD) =>
  testClient(t.app).call('POST /api/login', { body: { email, password } });
/** A session of a demo account (the sign-in must succeed). */
const tokenOf = async (email: string) => (await login(email)).body.token;

describe('demo seed (DEMO_SEED=1)', () => {
  it('creates Riverside Chapter and accounts that sign in with DEMO_PASSWORD', async () => {
    t = await seeded();
    expect(t.setupLink).toBeUndefined();
    const results = await Promise.all([...SIGN_IN, ...MEMBERS].map((email) => login(email)));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));

    const admin = results[0]?.body.token as string;
    const adminProfile = await testClient(t.app, admin).ok('GET /api/profile');
    expect(adminProfile).toMatchObject({ email: 'admin@demo.test', isAdmin: true });

    const president = results[1]?.body.token as string;
    const profile = await testClient(t.app, president).ok('GET /api/profile');
    expect(profile.group).toMatchObject({ name: 'Riverside Chapter', status: 'active' });
    expect(profile.membership?.role).toEqual({ name: 'President', isLeadership: true });
    const group = await t.ctx.db.selectFrom('groups').select('code').executeTakeFirstOrThrow();
    expect(group.code).toBe('123456');
  });

  it('has members who joined over the past years, so each light is scored on the six months beside it', async () => {
    t = await seeded();
    const rows = await t.ctx.db
      .selectFrom('memberships')
      .select(['role', 'joined_at'])
      .where('status', '=', 'active')
      .execute();
    const now = t.clock.now().getTime();
    const daysAgo = (iso: string | null) => Math.round((now - Date.parse(iso ?? '')) / 86_400_000);
    const members = rows
      .filter((r) => r.role !== 'Visitor' && r.role !== 'Substitute')
      .map((r) => daysAgo(r.joined_at));
    expect(Math.min(...members)).toBeGreaterThanOrEqual(182);
    expect(new Set(members.map((d) => Math.floor(d / 100))).size).toBeGreaterThan(4);
    const card = await testClient(t.app, await tokenOf('member1@demo.test')).ok('GET /api/scorecard/me');
    expect(card.trafficLight?.weeks).toBe(26);
  });

  it('opens the chapter channel with the President’s welcome pinned, unread for those who have not written since', async () => {
    t = await seeded();
    const summary = async (email: string) => testClient(t.app, await tokenOf(email)).ok('GET /api/chapter');
    const grace = await summary('member3@demo.test');
    expect(grace).toMatchObject({
      groupName: 'Riverside Chapter',
      access: 'write',
      unreadCount: 4,
      mentionCount: 0,
      pinned: { message: { kind: 'announcement', senderName: 'Patricia Owens' } },
      lastMessage: { senderName: 'Samuel Reyes' },
    });
    expect(await summary('member1@demo.test')).toMatchObject({ unreadCount: 2 });
    expect(await summary('secretary@demo.test')).toMatchObject({ unreadCount: 0, canModerate: true });
  });

  it('refuses the substitute account with SUBSTITUTE_LOGIN', async () => {
    t = await createTestApp({ demoSeed: true });
    const res = await login('substitute@demo.test');
    expect(res.statusCode).toBe(403);
    expect(res.error.code).toBe('SUBSTITUTE_LOGIN');
    expect((await login('admin@demo.test', 'Wrong-Pass-1!')).statusCode).toBe(401);
  });

  it('lets newcomers join Riverside Chapter with code 123456 and honours a custom DEMO_PASSWORD', async () => {
    t = await createTestApp({ demoSeed: true, demoPassword: 'Other-Demo-Pass-7?' });
    expect((await login('member1@demo.test')).statusCode).toBe(401);
    expect((await login('member1@demo.test', 'Other-Demo-Pass-7?')).statusCode).toBe(200);
    const res = await testClient(t.app).call('POST /api/register', {
      body: { name: 'New Person', email: 'new@example.test', password: 'Newcomer-Pass-5!', groupCode: '123456' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('is not applied without DEMO_SEED', async () => {
    t = await createTestApp();
    expect((await login('admin@demo.test')).statusCode).toBe(401);
  });
});

describe('demo seed for the traffic lights', () => {
  it('lights the chapter as a real one looks: greens, ambers and reds, meetings on the Wednesday the channel names', async () => {
    t = await seeded();
    const lights = await testClient(t.app, await tokenOf('president@demo.test')).ok('GET /api/scorecard/group');
    // Most of a working chapter is green or amber, a few are red, one or two have drifted to grey.
    expect(lights.counts.green).toBeGreaterThanOrEqual(5);
    expect(lights.counts.amber).toBeGreaterThanOrEqual(5);
    expect(lights.counts.red).toBeGreaterThanOrEqual(2);
    expect(lights.counts.green + lights.counts.amber).toBeGreaterThan(lights.counts.red + lights.counts.grey);

    const channel = await t.ctx.db.selectFrom('channel_messages').select('content').execute();
    expect(channel.some((m) => m.content.includes('See you all on Wednesday at 7'))).toBe(true);
    const meetings = await t.ctx.db
      .selectFrom('meetings')
      .select(['starts_at', 'timezone'])
      .where('type', '=', 'chapter')
      .execute();
    const local = (iso: string, timeZone: string, part: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone, ...part }).format(new Date(iso));
    expect(meetings.length).toBeGreaterThan(26);
    expect(new Set(meetings.map((m) => local(m.starts_at, m.timezone, { weekday: 'long' })))).toEqual(
      new Set(['Wednesday']),
    );
    expect(
      new Set(meetings.map((m) => local(m.starts_at, m.timezone, { hour: 'numeric', minute: '2-digit' }))),
    ).toEqual(new Set(['7:00 AM']));
  });
});

describe('demo seed for the membership screens', () => {
  it('has renewals overdue and due soon, and applicants waiting for approval', async () => {
    t = await seeded();
    const president = testClient(t.app, await tokenOf('president@demo.test'));
    // The Renewals screen is manage_groups: the demo's Admin.
    const admin = testClient(t.app, await tokenOf('admin@demo.test'));
    expect(await admin.ok('GET /api/renewals/summary')).toEqual({ overdue: 2, within30: 2, within60: 4, within90: 6 });
    expect(await president.ok('GET /api/approvals/counts')).toMatchObject({ members: 2, substitutes: 1 });
  });
});

describe('demo seed for mentorship', () => {
  it('lists mentors with their places and mentorships in every state', async () => {
    t = await seeded();
    const member1 = testClient(t.app, await tokenOf('member1@demo.test'));
    const { items } = await member1.ok('GET /api/mentorship/mentors');
    expect(items).toHaveLength(5);
    expect(items.find((m) => m.name === 'Patricia Owens')?.full).toBe(true);
    const president = testClient(t.app, await tokenOf('president@demo.test'));
    const all = await president.ok('GET /api/mentorship/mentorships', { query: { scope: 'group' } });
    const statuses = new Set(all.items.map((m) => m.status));
    expect([...statuses].sort()).toEqual(['active', 'completed', 'declined', 'pending']);
  });
});
