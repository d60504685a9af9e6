import { afterEach, describe, expect, it } from 'vitest';
import { groupMembers, type LiveApp, RawSocket, startLiveApp, waitFor } from '../test/realtime-kit.ts';
import { TEST_APP_URL } from '../test/test-app.ts';
import { DEFAULT_TUNING } from './realtime-tuning.ts';

/** Abuse limits of the WebSocket endpoint: who may open sockets, and how many. */
describe('real-time connection limits', () => {
  let app: LiveApp;
  const sockets: RawSocket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await app.close();
  });
  const open = async (headers: Record<string, string> = {}) => {
    const s = await RawSocket.open(app, headers);
    sockets.push(s);
    return s;
  };

  it('refuses a page of another site (Origin), and accepts the app’s own origin and non-browser clients', async () => {
    app = await startLiveApp();
    const [ann] = await groupMembers(app, 1);
    await expect(open({ Origin: 'https://evil.example' })).rejects.toThrow('refused 403');
    const own = await open({ Origin: new URL(TEST_APP_URL).origin });
    expect((await own.connect(ann?.token ?? '')).connect).toBeDefined();
    const node = await open();
    expect((await node.connect(ann?.token ?? '')).connect).toBeDefined();
  });

  it('caps the connections one user holds; a closed one frees its place', async () => {
    app = await startLiveApp({}, { maxConnectionsPerUser: 3 });
    const [ann, bob] = await groupMembers(app, 2);
    const held = [];
    for (let i = 0; i < 3; i++) {
      const s = await open();
      expect((await s.connect(ann?.token ?? '')).connect).toBeDefined();
      held.push(s);
    }
    const extra = await open();
    await extra.connect(ann?.token ?? '').catch(() => undefined);
    expect(await extra.closed()).toBe(3504);
    // Another member is not affected.
    expect((await (await open()).connect(bob?.token ?? '')).connect).toBeDefined();
    held[0]?.close();
    await waitFor(
      async () => {
        const again = await open();
        const ok = await again.connect(ann?.token ?? '').then(
          (r) => r.connect !== undefined,
          () => false,
        );
        return ok;
      },
      3000,
      'a freed place',
    );
  });

  it('caps sockets from one address that have not connected, and frees a place on connect', async () => {
    app = await startLiveApp({}, { maxPendingPerIp: 3 });
    const [ann] = await groupMembers(app, 1);
    const waiting = [await open(), await open(), await open()];
    await expect(open()).rejects.toThrow('refused 429');
    expect((await waiting[0]?.connect(ann?.token ?? ''))?.connect).toBeDefined();
    await open();
  });

  it('drops a socket that does not connect within 10 seconds, not 15', () => {
    expect(DEFAULT_TUNING.connectTimeoutMs).toBeLessThanOrEqual(10_000);
  });
});
