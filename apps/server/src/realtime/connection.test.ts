import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '../lib/principal.ts';
import { TokenService } from '../modules/auth/tokens.ts';
import {
  connected,
  disconnectedWith,
  groupMembers,
  type LiveApp,
  RawSocket,
  sdkClient,
  startLiveApp,
  waitFor,
} from '../test/realtime-kit.ts';
import { TEST_JWT_SECRET } from '../test/test-app.ts';
import { testClient } from '../test/test-client.ts';
import type { HubConnection } from './realtime-hub.ts';

describe('real-time connection (centrifuge SDK against our server)', () => {
  let app: LiveApp;
  const cleanups: (() => void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) c();
    await app.close();
  });
  const track = <T extends { disconnect(): void } | RawSocket>(c: T): T => {
    cleanups.push(() => (c instanceof RawSocket ? c.close() : c.disconnect()));
    return c;
  };

  it('connects with the app token and learns the server version from the connect data', async () => {
    app = await startLiveApp();
    const [ann] = await groupMembers(app, 1);
    const raw = track(await RawSocket.open(app));
    const reply = (await raw.connect(ann?.token ?? '')).connect as Record<string, unknown>;
    expect(reply).toMatchObject({
      version: '3.4.0',
      expires: true,
      ping: 25,
      pong: true,
      data: { serverVersion: '3.4.0' },
    });
    expect(reply.client).toEqual(expect.any(String));
    expect(reply.ttl).toBeGreaterThan(6 * 24 * 3600);

    const client = track(sdkClient(app, ann?.token ?? ''));
    const ctx = await connected(client);
    expect(ctx.data).toEqual({ serverVersion: '3.4.0' });
    const rpc = await client.rpc('ping', {});
    expect(rpc.data).toEqual({ pong: true });
    await expect(client.rpc('nope', {})).rejects.toMatchObject({ code: 104 });
  });

  it('answers an expired token with 109, then connects with the token getToken returns', async () => {
    app = await startLiveApp();
    const [ann] = await groupMembers(app, 1);
    const token = ann?.token ?? '';
    const claims = decodeJwt(token);
    const now = app.clock.now();
    const expired = await new TokenService(TEST_JWT_SECRET).sign(
      { userId: Number(claims.sub), sessionId: String(claims.sid), version: '3.4.0', permissions: [] },
      new Date(now.getTime() - 120_000),
      new Date(now.getTime() - 60_000),
    );
    const errors: number[] = [];
    let refreshed = 0;
    const client = track(
      sdkClient(app, expired, {
        getToken: async () => {
          refreshed++;
          return token;
        },
      }),
    );
    client.on('error', (e) => errors.push(e.error.code));
    await connected(client);
    expect(errors).toContain(109);
    expect(refreshed).toBe(1);
  });

  it('closes an invalid or revoked token with 3500, which the SDK treats as terminal', async () => {
    app = await startLiveApp();
    const [ann] = await groupMembers(app, 1);
    const client = track(sdkClient(app, `${ann?.token}x`));
    const closing = disconnectedWith(client);
    client.connect();
    expect((await closing).code).toBe(3500);

    const live = track(sdkClient(app, ann?.token ?? ''));
    await connected(live);
    const revoked = disconnectedWith(live);
    const res = await testClient(app.app, ann?.token ?? '').call('POST /api/logout');
    expect(res.statusCode).toBe(200);
    expect(await revoked).toMatchObject({ code: 3500, reason: 'session revoked' });
    expect(live.state).toBe('disconnected');
  });

  it('keeps other sessions of a user when one logs out, and closes them on a password change', async () => {
    app = await startLiveApp();
    const [ann] = await groupMembers(app, 1);
    const { token: otherToken } = await testClient(app.app).ok('POST /api/login', {
      body: { email: ann?.email ?? '', password: 'Quiet-Harbor-42!' },
    });
    const a = track(sdkClient(app, ann?.token ?? ''));
    const b = track(sdkClient(app, otherToken));
    await Promise.all([connected(a), connected(b)]);
    const bClosed = disconnectedWith(b);
    const res = await testClient(app.app, ann?.token ?? '').call('POST /api/account/password', {
      body: { currentPassword: 'Quiet-Harbor-42!', newPassword: 'Brand-New-Pass-77!' },
    });
    expect(res.statusCode).toBe(200);
    expect((await bClosed).code).toBe(3500);
    expect(a.state).toBe('connected');
  });

  it('enforces the protocol: commands before connect, a second connect, stale sockets and oversized frames', async () => {
    app = await startLiveApp({}, { connectTimeoutMs: 300 });
    const [ann] = await groupMembers(app, 1);

    const early = track(await RawSocket.open(app));
    early.send(JSON.stringify({ id: 1, subscribe: { channel: 'news' } }));
    expect(await early.closed()).toBe(3501);

    const twice = track(await RawSocket.open(app));
    await twice.connect(ann?.token ?? '');
    twice.send(JSON.stringify({ id: 2, connect: { token: ann?.token } }));
    expect(await twice.closed()).toBe(3501);

    const stale = track(await RawSocket.open(app));
    expect(await stale.closed()).toBe(3502);

    const big = track(await RawSocket.open(app));
    await big.connect(ann?.token ?? '');
    big.send(JSON.stringify({ id: 2, rpc: { method: 'ping', data: { pad: 'x'.repeat(70 * 1024) } } }));
    expect(await big.closed()).toBe(1009);
  });

  it('pings every interval; an SDK client answers and stays, a silent socket is closed with 3012', async () => {
    app = await startLiveApp({}, { pingIntervalMs: 150, pongTimeoutMs: 150 });
    const [ann] = await groupMembers(app, 1);
    const client = track(sdkClient(app, ann?.token ?? '', { maxServerPingDelay: 1000 }));
    await connected(client);
    const raw = track(await RawSocket.open(app));
    const reply = (await raw.connect(ann?.token ?? '')).connect as Record<string, unknown>;
    expect(reply.ping).toBe(1);
    expect(await raw.closed()).toBe(3012);
    expect(raw.messages.some((m) => Object.keys(m).length === 0)).toBe(true);
    expect(client.state).toBe('connected');
  });

  it('closes with 3005 once the token has expired and the grace to refresh it has passed; a refresh moves it', async () => {
    // Fast sweeps (a third of the 90 ms pong timeout) and no ping before the test ends.
    app = await startLiveApp({}, { pingIntervalMs: 60_000, pongTimeoutMs: 90, expiryGraceMs: 5_000 });
    const [ann] = await groupMembers(app, 1);
    const token = ann?.token ?? '';
    const claims = decodeJwt(token);
    const exp = Number(claims.exp) * 1000;
    const raw = track(await RawSocket.open(app));
    await raw.connect(token);
    const later = await new TokenService(TEST_JWT_SECRET).sign(
      { userId: Number(claims.sub), sessionId: String(claims.sid), version: '3.4.0', permissions: [] },
      app.clock.now(),
      new Date(exp + 3_600_000),
    );
    expect(await raw.command({ refresh: { token: later } })).toMatchObject({ refresh: { expires: true } });
    // A second connection registered after the socket's records the app time of each sweep: once it has seen the
    // new time, that sweep has judged the socket too (connections are swept in the order they came).
    const swept: number[] = [];
    const watcher: HubConnection = {
      id: 'sweep-watcher',
      principal: { userId: -1, sessionId: 'sweep-watcher' } as Principal,
      authStartedAt: 0,
      disconnect() {},
      onTick: (_tick, now) => swept.push(now),
      recheckRights: async () => {},
    };
    expect(app.ctx.realtime.register(watcher)).toBe(true);
    const sweepAt = async (at: Date) => {
      app.clock.set(at);
      await waitFor(() => swept.includes(at.getTime()), 5000, `a sweep at ${at.toISOString()}`);
    };

    await sweepAt(new Date(exp + 60_000));
    expect(raw.closeCode).toBeUndefined();
    await sweepAt(new Date(exp + 3_600_000 + 4_000));
    expect(raw.closeCode).toBeUndefined();
    app.clock.set(new Date(exp + 3_600_000 + 5_000));
    expect(await raw.closed()).toBe(3005);
  });

  it('closes every socket with 3001 on shutdown', async () => {
    app = await startLiveApp();
    const [ann] = await groupMembers(app, 1);
    const raw = track(await RawSocket.open(app));
    await raw.connect(ann?.token ?? '');
    await app.shutdown();
    // 3001 is our close, sent before the server stops; a socket left to the server's end would close with 1006.
    expect(await raw.closed()).toBe(3001);
    await waitFor(() => app.ctx.realtime.stats().connections === 0);
  });
});
