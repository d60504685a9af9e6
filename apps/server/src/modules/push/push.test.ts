import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { api, chapter } from '../activity/activity-test-kit.ts';
import { MeetingReminders } from './meeting-reminders.ts';
import { PushService } from './push.service.ts';

/**
 * A push service on this machine: it records each push it is sent and answers with the next status given, the way
 * a browser vendor's service answers (201 taken, 410 the device is gone).
 */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let service: Server;
let base = '';
const received: Received[] = [];
const waiting: Array<(r: Received) => void> = [];
let answer = 201;

beforeEach(async () => {
  received.length = 0;
  answer = 201;
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const push = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(push);
      waiting.shift()?.(push);
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  // The local service stands in for a browser's push service: the test-only extension of the allow-list.
  t = await createTestApp({ push: { testServiceOrigins: [base], timeoutMs: 5_000 } });
});
afterEach(async () => {
  await t.close();
  await new Promise((r) => service.close(r));
});

/** A scheduled 90-minute "Harbour weekly meeting" of the group; its id. */
async function insertMeeting(groupId: number, start: Date, place: { timezone?: string; location?: string } = {}) {
  const now = t.clock.now().toISOString();
  const row = await t.ctx.db
    .insertInto('meetings')
    .values({
      group_id: groupId,
      type: 'chapter',
      title: 'Harbour weekly meeting',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 90 * 60_000).toISOString(),
      timezone: place.timezone ?? 'UTC',
      location: place.location ?? null,
      status: 'scheduled',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The next push the service receives. */
const nextPush = () => new Promise<Received>((resolve) => waiting.push(resolve));

/** A browser's side of a subscription: its key pair and auth secret, as PushManager.subscribe makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

async function subscribedMember(groupId: number, device: string) {
  const member = await buildMember(t.ctx, { groupId });
  const token = await loginAs(t.app, member.email);
  return { member, token, keys: await subscribe(token, device) };
}

const pushSetting = (token: string, value: boolean) =>
  testClient(t.app, token).ok('PUT /api/settings', { body: { category: 'notifications', setting: 'push', value } });

/** Turns push on for the account and subscribes a device, as the Settings screen does. */
async function subscribe(token: string, device: string) {
  const keys = browserKeys();
  await pushSetting(token, true);
  const res = await testClient(t.app, token).ok('POST /api/push/subscriptions', {
    body: { endpoint: `${base}/push/${device}`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  expect(res).toEqual({ subscribed: true });
  return keys;
}

/** Decrypts a push with the device's keys, as its browser would. */
const open = (push: Received, keys: ReturnType<typeof browserKeys>) =>
  JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString());

describe('web push', () => {
  it('gives the browser the VAPID public key to subscribe with', async () => {
    const group = await buildGroup(t.ctx);
    const member = await buildMember(t.ctx, { groupId: group.id });
    const res = await testClient(t.app, await loginAs(t.app, member.email)).ok('GET /api/push/key');
    expect(res).toEqual({ publicKey: t.config.vapid.publicKey });
  });

  it('pushes a new inbox message, encrypted for the device, and forgets a device the service says is gone', async () => {
    const group = await buildGroup(t.ctx);
    const { member: ann, keys } = await subscribedMember(group.id, 'ann-phone');
    const bob = await buildMember(t.ctx, { groupId: group.id, name: 'Bob Baker' });
    const bobToken = await loginAs(t.app, bob.email);
    const send = (content: string, id: string) =>
      testClient(t.app, bobToken).call('POST /api/inbox/messages', {
        body: { recipientId: ann.id, content, clientMessageId: id },
      });

    const arriving = nextPush();
    const sent = await send('Coffee before the meeting?\nI will be there at 6:45.', 'm1');
    const push = await arriving;
    expect(push.path).toBe('/push/ann-phone');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toContain(`k=${t.config.vapid.publicKey}`);
    const payload = open(push, keys);
    const conversationId = sent.body.conversationId;
    expect(payload).toEqual({
      title: 'Bob Baker',
      body: 'Coffee before the meeting?',
      url: `/inbox/conversation/${conversationId}`,
      tag: `conversation-${conversationId}`,
    });

    answer = 410;
    const refused = nextPush();
    await send('Are you there?', 'm2');
    await refused;
    await expect
      .poll(async () => (await t.ctx.db.selectFrom('push_subscriptions').select('endpoint').execute()).length)
      .toBe(0);
  });

  it('sends nothing with the push setting off, after signing out, or to a deactivated member', async () => {
    const group = await buildGroup(t.ctx);
    const push = new PushService(t.ctx);
    const payload = { title: 'T', body: 'B', url: '/home', tag: 't' };
    const { member, token } = await subscribedMember(group.id, 'phone');
    expect(await push.notify(member.id, payload)).toBe(1);

    await pushSetting(token, false);
    expect(await push.notify(member.id, payload)).toBe(0);

    const other = await subscribedMember(group.id, 'laptop');
    await testClient(t.app, other.token).ok('POST /api/logout');
    expect(await push.notify(other.member.id, payload)).toBe(0);

    const third = await subscribedMember(group.id, 'tablet');
    await t.ctx.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', third.member.id).execute();
    expect(await push.notify(third.member.id, payload)).toBe(0);
    expect(received.map((r) => r.path)).toEqual(['/push/phone']);
  });

  it('pushes a chapter channel mention to the member named and nobody else', async () => {
    const group = await buildGroup(t.ctx);
    const named = await subscribedMember(group.id, 'named-phone');
    const bystander = await subscribedMember(group.id, 'bystander-phone');
    const writer = await buildMember(t.ctx, { groupId: group.id, name: 'Wendy Writer' });
    const name = (
      await t.ctx.db.selectFrom('users').select('name').where('id', '=', named.member.id).executeTakeFirst()
    )?.name;
    const arriving = nextPush();
    const res = await testClient(t.app, await loginAs(t.app, writer.email)).call('POST /api/chapter/messages', {
      body: {
        content: `@${name} can you cover the door?\nThanks!`,
        clientMessageId: 'm1',
        mentions: [named.member.id],
      },
    });
    expect(res.statusCode).toBe(201);
    const push = await arriving;
    expect(push.path).toBe('/push/named-phone');
    expect(open(push, named.keys)).toEqual({
      title: 'Wendy Writer mentioned you',
      body: `@${name} can you cover the door?`,
      url: '/inbox/chapter',
      tag: `chapter-${group.id}`,
    });
    // Shutting down waits for every push under way: the bystander's phone got none.
    await t.shutdown();
    expect(received.map((r) => r.path)).toEqual(['/push/named-phone']);
    expect(bystander.member.id).not.toBe(named.member.id);
  });

  it('refuses a subscription that is not a URL, and removes one on request', async () => {
    const group = await buildGroup(t.ctx);
    const { token } = await subscribedMember(group.id, 'phone');
    const bad = await testClient(t.app, token).call('POST /api/push/subscriptions', {
      body: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(bad.statusCode).toBe(400);
    const removed = await testClient(t.app, token).ok('POST /api/push/subscriptions/remove', {
      body: { endpoint: `${base}/push/phone` },
    });
    expect(removed).toEqual({ subscribed: false });
    expect(await t.ctx.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('pushes referrals, thanks, one-to-one requests and answers, and testimonials to the member concerned', async () => {
    const c = await chapter(t);
    const a = api(t);
    const keys = await subscribe(c.ann.token, 'ann-phone');
    const next = async (action: () => Promise<unknown>) => {
      const arriving = nextPush();
      await action();
      return open(await arriving, keys);
    };

    expect(await next(() => a.referral(c.bob, c.ann, { prospectName: 'Dana Prospect' }))).toMatchObject({
      title: 'New referral from Bob Baker',
      body: 'Dana Prospect',
      url: expect.stringMatching(/^\/activity\/referral\?record=\d+&filter=received$/),
    });
    expect(await next(() => a.business(c.bob, c.ann))).toMatchObject({
      title: 'Bob Baker thanked you for closed business',
      url: expect.stringMatching(/^\/activity\/closed-business\?record=\d+&filter=received$/),
    });
    expect(await next(() => a.testimonial(c.cat, c.ann))).toMatchObject({
      title: 'Cat Cole wrote you a testimonial',
      url: expect.stringMatching(/^\/activity\/testimonials\?record=\d+&filter=received$/),
    });
    const asked = await next(() => a.oneToOne(c.bob, c.ann));
    expect(asked).toMatchObject({
      title: 'Bob Baker asks for a one-to-one',
      url: expect.stringMatching(/^\/activity\/one-to-one\?record=\d+&filter=received$/),
    });

    // Ann asks Bob; Bob's answer reaches Ann's phone.
    const request = (await a.oneToOne(c.ann, c.bob)).body;
    const accept = { params: { id: request.id }, body: { action: 'accept' } } as const;
    expect(await next(() => a.as(c.bob).ok('POST /api/activities/:id/one-to-one', accept))).toEqual({
      title: 'One-to-one',
      body: 'Bob Baker accepted the one-to-one',
      url: `/activity/one-to-one?record=${request.id}&filter=given`,
      tag: `activity-${request.id}`,
    });
    // Only Ann's device is subscribed: her own request and Bob's pushes went to nobody else.
    expect(received.every((r) => r.path === '/push/ann-phone')).toBe(true);
  });

  it('reminds members of a meeting the evening before and an hour before, once across processes', async () => {
    const c = await chapter(t);
    const id = await insertMeeting(c.group.id, new Date('2026-03-03T08:00:00.000Z'), {
      timezone: 'Europe/London',
      location: 'Harbour Hotel',
    });
    const ann = await subscribe(c.ann.token, 'ann-phone');
    await subscribe(c.bob.token, 'bob-phone');
    await testClient(t.app, c.bob).ok('PUT /api/meetings/:meetingId/rsvp', {
      params: { meetingId: id },
      body: { response: 'not_attending' },
    });
    // Two server processes' reminder jobs on one database.
    const processes = [
      new MeetingReminders(t.ctx, new PushService(t.ctx)),
      new MeetingReminders(t.ctx, new PushService(t.ctx)),
    ];
    const runBoth = async () => (await Promise.all(processes.map((p) => p.sendDue()))).reduce((a, b) => a + b, 0);

    t.clock.set(new Date('2026-03-02T17:55:00.000Z'));
    expect(await runBoth()).toBe(0);
    t.clock.set(new Date('2026-03-02T18:05:00.000Z'));
    expect(await runBoth()).toBe(1);
    expect(await runBoth()).toBe(0);
    t.clock.set(new Date('2026-03-03T07:10:00.000Z'));
    expect(await runBoth()).toBe(1);
    t.clock.set(new Date('2026-03-03T08:10:00.000Z'));
    expect(await runBoth()).toBe(0);

    // Ann only (Bob declined), each reminder once.
    expect(received.map((r) => r.path)).toEqual(['/push/ann-phone', '/push/ann-phone']);
    expect(received.map((r) => open(r, ann))).toEqual([
      {
        title: 'Tomorrow: Harbour weekly meeting',
        body: '8:00 AM at Harbour Hotel',
        url: `/meetings/${id}`,
        tag: `meeting-${id}`,
      },
      {
        title: 'In one hour: Harbour weekly meeting',
        body: '8:00 AM at Harbour Hotel',
        url: `/meetings/${id}`,
        tag: `meeting-${id}`,
      },
    ]);
  });

  it('reminds each member in their language, else the chapter’s, the time in its form', async () => {
    const c = await chapter(t);
    // A Spanish chapter; Cat chose German.
    await t.ctx.db.updateTable('groups').set({ language: 'es' }).where('id', '=', c.group.id).execute();
    await t.ctx.db.updateTable('users').set({ preferred_language: 'de' }).where('id', '=', c.cat.id).execute();
    const id = await insertMeeting(c.group.id, new Date('2026-03-03T08:00:00.000Z'), {
      timezone: 'Europe/Madrid',
      location: 'Hotel Puerta',
    });
    const ann = await subscribe(c.ann.token, 'ann-phone');
    const cat = await subscribe(c.cat.token, 'cat-phone');
    t.clock.set(new Date('2026-03-02T17:05:00.000Z'));
    expect(await new MeetingReminders(t.ctx, new PushService(t.ctx)).sendDue()).toBe(2);
    const to = (path: string) => received.find((r) => r.path === path) as Received;
    expect(open(to('/push/ann-phone'), ann)).toMatchObject({
      title: 'Mañana: Harbour weekly meeting',
      body: '9:00 en Hotel Puerta',
      url: `/meetings/${id}`,
    });
    expect(open(to('/push/cat-phone'), cat)).toMatchObject({
      title: 'Morgen: Harbour weekly meeting',
      body: '9:00, Hotel Puerta',
    });
  });

  it('tells the leaders who decide when thanks or a membership application waits for their approval', async () => {
    const c = await chapter(t);
    const keys = await subscribe(c.vp.token, 'vp-phone');
    const arriving = nextPush();
    await api(t).business(c.bob, c.ann);
    expect(open(await arriving, keys)).toMatchObject({
      title: 'Thanks for closed business is waiting for your approval',
      body: expect.stringContaining('Thanks from Bob Baker to Ann Able'),
      url: '/admin/approvals',
    });

    const application = nextPush();
    const res = await testClient(t.app).call('POST /api/register', {
      body: { name: 'Nora New', email: 'nora@example.test', password: 'Str0ng-Pass!', groupCode: c.group.code },
    });
    expect(res.statusCode).toBe(201);
    expect(open(await application, keys)).toMatchObject({
      title: 'A membership application is waiting for your approval',
      body: 'Nora New applied to join',
    });

    // A member names a substitute for a meeting: the leaders who approve substitutes hear of it.
    const meetingId = await insertMeeting(c.group.id, new Date(t.clock.now().getTime() + 86_400_000));
    const substitute = nextPush();
    const named = await testClient(t.app, c.bob).call('POST /api/meetings/:meetingId/substitutions', {
      params: { meetingId },
      body: { substituteName: 'Sam Stand-in', substituteEmail: 'sam@example.test' },
    });
    expect(named.statusCode).toBe(201);
    expect(open(await substitute, keys)).toMatchObject({
      title: 'A substitute is waiting for your approval',
      body: 'Bob Baker named Sam Stand-in for Harbour weekly meeting',
    });
    expect(received.every((r) => r.path === '/push/vp-phone')).toBe(true);
  });
});
