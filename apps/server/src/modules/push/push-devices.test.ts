import { createECDH, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { PUSH_DEVICES_PER_MEMBER, PushService } from './push.service.ts';
import { type LocalService, startLocalService } from './push-test-service.ts';

/**
 * One push fans out to every device of the member: the number of devices is what a single message costs in outbound
 * requests, so it is bounded (docs/installable-app.md "Devices").
 */
let t: TestApp;
let service: LocalService;

beforeEach(async () => {
  service = await startLocalService();
  t = await createTestApp({ push: { testServiceOrigins: [service.origin], timeoutMs: 2_000 } });
});
afterEach(async () => {
  await t.close();
  await service.close();
});

const keys = () => ({
  p256dh: createECDH('prime256v1').generateKeys('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const payload = { title: 'Bob Baker', body: 'Coffee?', url: '/inbox', tag: 'conversation-1' };

async function pushOnMember() {
  const group = await buildGroup(t.ctx);
  const member = await buildMember(t.ctx, { groupId: group.id });
  const token = await signIn(member.email);
  await testClient(t.app, token).ok('PUT /api/settings', {
    body: { category: 'notifications', setting: 'push', value: true },
  });
  return { member, token };
}

/** A sign-in: one more device (session) of the member. */
const signIn = (email: string) => loginAs(t.app, email);

async function subscribe(token: string, device: string) {
  const answer = await testClient(t.app, token).ok('POST /api/push/subscriptions', {
    body: { endpoint: `${service.origin}/push/${device}`, keys: keys() },
  });
  expect(answer).toEqual({ subscribed: true });
}

const storedDevices = async () =>
  (await t.ctx.db.selectFrom('push_subscriptions').select('endpoint').orderBy('endpoint').execute()).map((r) =>
    new URL(r.endpoint).pathname.split('/').pop(),
  );

describe('push devices per member', () => {
  it(`keeps a member's newest ${PUSH_DEVICES_PER_MEMBER} devices and drops the oldest`, async () => {
    expect(PUSH_DEVICES_PER_MEMBER).toBe(10);
    const { member } = await pushOnMember();
    for (let i = 1; i <= 12; i++) {
      await subscribe(await signIn(member.email), `device-${String(i).padStart(2, '0')}`);
      t.clock.advance(1_000);
    }
    const newest = Array.from({ length: 10 }, (_, i) => `device-${String(i + 3).padStart(2, '0')}`);
    expect(await storedDevices()).toEqual(newest);

    expect(await new PushService(t.ctx).notify(member.id, payload)).toBe(10);
    expect(service.requests.map((p) => p.split('/').pop()).sort()).toEqual(newest);
  });

  it('keeps one subscription per device: a device that subscribes again replaces its old one', async () => {
    const { member, token } = await pushOnMember();
    await subscribe(token, 'old-endpoint');
    t.clock.advance(1_000);
    // The browser renewed its subscription (a new endpoint) on the same signed-in device.
    await subscribe(token, 'new-endpoint');
    await subscribe(token, 'new-endpoint');
    expect(await storedDevices()).toEqual(['new-endpoint']);

    // The same endpoint sent from a second sign-in (the device signed in again) is still one row.
    await subscribe(await signIn(member.email), 'new-endpoint');
    expect(await storedDevices()).toEqual(['new-endpoint']);
    expect(await new PushService(t.ctx).notify(member.id, payload)).toBe(1);
  });

  it(`sends one message to at most ${PUSH_DEVICES_PER_MEMBER} devices, even with more rows stored before the cap`, async () => {
    const { member, token } = await pushOnMember();
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    for (let i = 0; i < 30; i++) {
      await t.ctx.db
        .insertInto('push_subscriptions')
        .values({
          endpoint: `${service.origin}/push/old-${i}`,
          user_id: member.id,
          session_id: claims.sid,
          ...keys(),
          created_at: new Date(t.clock.now().getTime() + i * 1_000).toISOString(),
        })
        .execute();
    }
    expect(await new PushService(t.ctx).notify(member.id, payload)).toBe(10);
    expect(service.requests).toHaveLength(10);
  });

  it('forgets devices whose push service answers 404 or 410, and keeps one that failed for a while', async () => {
    const { member } = await pushOnMember();
    for (const device of ['gone-404', 'gone-410', 'busy-503']) await subscribe(await signIn(member.email), device);
    service.answerWith((req, res) => res.writeHead(Number(req.url?.slice(-3))).end());

    expect(await new PushService(t.ctx).notify(member.id, payload)).toBe(0);
    expect(service.requests).toHaveLength(3);
    expect(await storedDevices()).toEqual(['busy-503']);
  });
});
