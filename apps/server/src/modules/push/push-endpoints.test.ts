import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { PushService } from './push.service.ts';
import { endpointProblem } from './push-services.ts';
import { type LocalService, startLocalService } from './push-test-service.ts';

/**
 * The push endpoint is a URL a member hands the server, which the server later calls: it must only ever be a browser
 * vendor's push service (docs/installable-app.md "Which push services"), never an address inside our network.
 */
let t: TestApp;
/** The push service of these tests, on the test-only allow-list extension. */
let service: LocalService;
/** An address inside the network that nobody may make the server call; it counts what reaches it. */
let internal: LocalService;

const PUSH_TIMEOUT_MS = 300;

beforeEach(async () => {
  service = await startLocalService();
  internal = await startLocalService();
  t = await createTestApp({ push: { testServiceOrigins: [service.origin], timeoutMs: PUSH_TIMEOUT_MS } });
});
afterEach(async () => {
  await t.close();
  await service.close();
  await internal.close();
});

const keys = () => ({
  p256dh: createECDH('prime256v1').generateKeys('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

/** A signed-in member with push turned on; their token. */
async function memberWithPushOn() {
  const group = await buildGroup(t.ctx);
  const member = await buildMember(t.ctx, { groupId: group.id });
  const token = await loginAs(t.app, member.email);
  await testClient(t.app, token).ok('PUT /api/settings', {
    body: { category: 'notifications', setting: 'push', value: true },
  });
  return { member, token };
}

const subscribe = (token: string, endpoint: string) =>
  testClient(t.app, token).call('POST /api/push/subscriptions', { body: { endpoint, keys: keys() } });

/** A row as an older version stored it, before endpoints were checked. */
async function storeOldRow(userId: number, token: string, endpoint: string) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
  await t.ctx.db
    .insertInto('push_subscriptions')
    .values({ endpoint, user_id: userId, session_id: claims.sid, ...keys(), created_at: t.clock.now().toISOString() })
    .execute();
}

const stored = async () =>
  (await t.ctx.db.selectFrom('push_subscriptions').select('endpoint').execute()).map((r) => r.endpoint);
const payload = { title: 'Bob Baker', body: 'Coffee?', url: '/inbox', tag: 'conversation-1' };

describe('which push endpoints a device may subscribe with', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/push/x'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['a 10.x private address', 'https://10.0.0.5/push/x'],
    ['a 192.168.x private address', 'https://192.168.1.1/push/x'],
    ['IPv6 loopback', 'https://[::1]/push/x'],
    ['loopback written in hex', 'https://0x7f000001/push/x'],
    ['loopback written as one number', 'https://2130706433/push/x'],
    ['localhost', 'https://localhost/push/x'],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a user name and password', 'https://user:secret@fcm.googleapis.com/fcm/send/x'],
    ['an unknown public host', 'https://push.example.com/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.example.com/fcm/send/x'],
    ['a look-alike Microsoft host', 'https://evilnotify.windows.com/w/?token=x'],
    ['the test service on another port', 'http://127.0.0.1:1/push/x'],
  ])('refuses %s (%s)', async (_what, endpoint) => {
    const { token } = await memberWithPushOn();
    const res = await subscribe(token, endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'endpoint', message: expect.stringMatching(/^Must /) }],
    });
    expect(await stored()).toEqual([]);
  });

  it('says what is wrong in words a person can act on', async () => {
    const { token } = await memberWithPushOn();
    const reason = async (endpoint: string) => (await subscribe(token, endpoint)).error.details?.[0]?.message;
    expect(await reason('http://fcm.googleapis.com/fcm/send/x')).toBe('Must be an https address');
    expect(await reason('https://fcm.googleapis.com:8443/fcm/send/x')).toBe('Must use the standard https port');
    expect(await reason('https://user:secret@fcm.googleapis.com/x')).toBe('Must not contain a user name or password');
    expect(await reason('https://169.254.169.254/')).toBe(
      "Must be a browser's push service (Google, Mozilla, Apple or Microsoft)",
    );
  });

  it.each([
    ['Google (Chrome, Android)', 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b'],
    ['Google, the older address', 'https://android.googleapis.com/gcm/send/dGVzdA'],
    ['Mozilla (Firefox)', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl'],
    ['Apple (Safari, iPhone)', 'https://web.push.apple.com/QGuS0ZbJRzxEeQ'],
    ['Microsoft (Edge on Windows)', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD'],
    ['a push service with its port written out', 'https://fcm.googleapis.com:443/fcm/send/abc'],
  ])('accepts %s', async (_what, endpoint) => {
    const { token } = await memberWithPushOn();
    const res = await subscribe(token, endpoint);
    expect(res.body).toEqual({ subscribed: true });
    expect(await stored()).toEqual([endpoint]);
  });
});

describe('sending a push', () => {
  it('does not follow a push service that redirects to an internal address', async () => {
    const { member, token } = await memberWithPushOn();
    expect((await subscribe(token, `${service.origin}/push/phone`)).body).toEqual({ subscribed: true });
    service.answerWith((_req, res) => res.writeHead(303, { location: `${internal.origin}/admin` }).end());

    expect(await new PushService(t.ctx).notify(member.id, payload)).toBe(0);
    expect(service.requests).toEqual(['/push/phone']);
    // A followed redirect is requested before the send it belongs to settles: by now it would have arrived.
    expect(internal.requests).toEqual([]);
  });

  it('gives up on a push service that does not answer within the timeout', async () => {
    const { member, token } = await memberWithPushOn();
    await subscribe(token, `${service.origin}/push/phone`);
    // Never answers; notes when our side hangs up.
    let hungUp: Promise<unknown> | undefined;
    service.answerWith((req) => {
      hungUp = once(req.socket, 'close');
    });

    const started = performance.now();
    expect(await new PushService(t.ctx).notify(member.id, payload)).toBe(0);
    // It waited for the timeout, not less…
    expect(performance.now() - started).toBeGreaterThanOrEqual(PUSH_TIMEOUT_MS - 50);
    // …and then gave up: the send settled and our side closed the request the service still held.
    expect(hungUp).toBeDefined();
    await hungUp;
  });

  it('never calls an endpoint stored before the check that is not a push service, and forgets it', async () => {
    const { member, token } = await memberWithPushOn();
    await storeOldRow(member.id, token, `${internal.origin}/latest/meta-data/`);

    expect(await new PushService(t.ctx).notify(member.id, payload)).toBe(0);
    expect(internal.requests).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});

describe('the test-only push services (PUSH_TEST_SERVICE_ORIGINS)', () => {
  const load = (extra: Record<string, string>) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-push-config-'));
    try {
      return loadConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://chapter.example.org',
        JWT_SECRET: 'x'.repeat(40),
        DATA_DIR: dataDir,
        ...extra,
      }).push;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('are none unless named, so a production server calls only the browsers’ services', () => {
    const push = load({});
    expect(push).toEqual({ testServiceOrigins: [], timeoutMs: 5_000 });
    expect(endpointProblem('http://127.0.0.1:4000/push/x', push.testServiceOrigins)).toMatch(/^Must /);
  });

  it('add exactly the origins named, and nothing else', () => {
    const push = load({ PUSH_TEST_SERVICE_ORIGINS: 'http://127.0.0.1:4000, http://127.0.0.1:4001' });
    expect(push.testServiceOrigins).toEqual(['http://127.0.0.1:4000', 'http://127.0.0.1:4001']);
    expect(endpointProblem('http://127.0.0.1:4001/push/x', push.testServiceOrigins)).toBeUndefined();
    expect(endpointProblem('http://127.0.0.1:4002/push/x', push.testServiceOrigins)).toMatch(/^Must /);
    expect(endpointProblem('http://user:pw@127.0.0.1:4000/push/x', push.testServiceOrigins)).toMatch(/^Must /);
  });

  it('must be origins: a path or a wildcard stops the server at start', () => {
    expect(() => load({ PUSH_TEST_SERVICE_ORIGINS: 'http://127.0.0.1:4000/push' })).toThrow(
      /PUSH_TEST_SERVICE_ORIGINS: a comma-separated list of origins/,
    );
    expect(() => load({ PUSH_TEST_SERVICE_ORIGINS: '*' })).toThrow(/PUSH_TEST_SERVICE_ORIGINS/);
  });
});
