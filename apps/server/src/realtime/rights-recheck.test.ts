import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext, UnsubscribedContext } from 'centrifuge';
import { afterEach, describe, expect, it } from 'vitest';
import { person } from '../modules/chapter-channel/chapter-channel-test-kit.ts';
import { replaceLayerOverrides } from '../modules/groups/groups.repository.ts';
import { addMeeting } from '../modules/search/search-test-kit.ts';
import { buildAdmin, buildGroup, loginAs } from '../test/factories.ts';
import {
  connected,
  type LiveApp,
  type Member,
  RawSocket,
  sdkClient,
  startLiveApp,
  waitFor,
} from '../test/realtime-kit.ts';
import { testClient } from '../test/test-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * A leader who loses a right through the role permission overrides stops receiving the channel it opened, at once
 * and on every process (docs/realtime.md "Connection"), without waiting for their token to be refreshed.
 */
describe('rights taken away by role overrides', () => {
  const opened: { close(): unknown }[] = [];
  let dir: string | undefined;
  afterEach(async () => {
    for (const c of opened.splice(0)) await c.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function node(shared: { redisUrl?: string; sqliteFile?: string; databaseUrl?: string } = {}) {
    const app = await startLiveApp(shared);
    opened.unshift(app);
    return app;
  }

  /** Two processes on one database and one Redis (the PostgreSQL test database when set, else a shared file). */
  async function twoNodes(): Promise<[LiveApp, LiveApp]> {
    let shared: { databaseUrl?: string; sqliteFile?: string } = {};
    if (!process.env.TEST_DATABASE_URL) {
      dir = mkdtempSync(path.join(tmpdir(), 'chapter-rights-'));
      shared = { databaseUrl: undefined, sqliteFile: path.join(dir, 'shared.sqlite') };
    }
    const node1 = await node({ redisUrl, ...shared });
    const node2 = await node({ redisUrl, ...shared, databaseUrl: node1.config.databaseUrl });
    return [node1, node2];
  }

  /** Sally, a Secretary Treasurer (record_attendance), follows a meeting's attendance grid on `app`. */
  async function sallyFollows(app: LiveApp, sally: Member, meetingId: number) {
    const client: Centrifuge = sdkClient(app, sally.token);
    opened.unshift({ close: () => client.disconnect() });
    await connected(client);
    const pubs: PublicationContext[] = [];
    const unsubscribed: UnsubscribedContext[] = [];
    const sub = client.newSubscription(channels.attendance(meetingId));
    sub.on('publication', (ctx) => pubs.push(ctx));
    sub.on('unsubscribed', (ctx) => unsubscribed.push(ctx));
    sub.subscribe();
    await sub.ready();
    // Sally's own inbox, which she keeps: a publication there after one on the grid is the barrier that shows the
    // grid's would have arrived by then (one connection delivers in publishing order).
    const barriers: unknown[] = [];
    const inbox = client.newSubscription(channels.inbox(sally.id));
    inbox.on('publication', (ctx) => barriers.push(ctx.data));
    inbox.subscribe();
    await inbox.ready();
    const barrier = async (on: LiveApp) => {
      const before = barriers.length;
      await on.ctx.realtime.publish(channels.inbox(sally.id), {
        type: 'message_deleted',
        messageId: 0,
        conversationId: 0,
      });
      await waitFor(() => barriers.length > before, 5000, 'the barrier on Sally’s inbox');
    };
    return { pubs, unsubscribed, barrier };
  }

  const marks = (meetingId: number, byUserId: number) =>
    ({ type: 'attendance_changed', meetingId, members: [], visitorsChanged: true, byUserId }) as const;

  it('a group override taking record_attendance from a role unsubscribes its open attendance grids', async () => {
    const app = await node();
    const group = await buildGroup(app.ctx);
    const pat = await person(app, group.id, 'Pat President', 'President');
    const sally = await person(app, group.id, 'Sally Secretary', 'Secretary Treasurer');
    const meetingId = await addMeeting(app, group.id, 'Weekly', 1);
    const sallySide = await sallyFollows(app, sally, meetingId);
    await app.ctx.realtime.publish(channels.attendance(meetingId), marks(meetingId, pat.id));
    await waitFor(() => sallySide.pubs.length === 1);

    const saved = await testClient(app.app, pat).call('PUT /api/groups/:groupId/roles', {
      params: { groupId: group.id },
      body: { overrides: [{ role: 'Secretary Treasurer', permission: 'record_attendance', granted: false }] },
    });
    expect(saved.statusCode).toBe(200);
    await waitFor(() => sallySide.unsubscribed.length === 1, 3000, 'the server unsubscribes Sally');
    // Below 2500: the SDK does not subscribe again by itself.
    expect(sallySide.unsubscribed[0]?.code).toBe(2000);
    await app.ctx.realtime.publish(channels.attendance(meetingId), marks(meetingId, pat.id));
    await sallySide.barrier(app);
    expect(sallySide.pubs).toHaveLength(1);
  });

  it('a platform override does the same in every group, and leaves those who keep the right subscribed', async () => {
    const app = await node();
    const group = await buildGroup(app.ctx);
    const admin = await buildAdmin(app.ctx);
    const adminToken = await loginAs(app.app, admin.email);
    const vic = await person(app, group.id, 'Vic Vice', 'Vice President');
    const sally = await person(app, group.id, 'Sally Secretary', 'Secretary Treasurer');
    const meetingId = await addMeeting(app, group.id, 'Weekly', 1);
    const sallySide = await sallyFollows(app, sally, meetingId);
    const vicSide = await sallyFollows(app, vic, meetingId);

    const saved = await testClient(app.app, adminToken).call('PUT /api/permissions', {
      body: { overrides: [{ role: 'Secretary Treasurer', permission: 'record_attendance', granted: false }] },
    });
    expect(saved.statusCode).toBe(200);
    await waitFor(() => sallySide.unsubscribed.length === 1, 3000, 'the server unsubscribes Sally');
    await app.ctx.realtime.publish(channels.attendance(meetingId), marks(meetingId, vic.id));
    await waitFor(() => vicSide.pubs.length === 1);
    expect(vicSide.unsubscribed).toEqual([]);
    expect(sallySide.pubs).toEqual([]);
  });

  it('a token refresh loads the rights again, should the change itself never have reached this process', async () => {
    const app = await node();
    const group = await buildGroup(app.ctx);
    const sally = await person(app, group.id, 'Sally Secretary', 'Secretary Treasurer');
    const meetingId = await addMeeting(app, group.id, 'Weekly', 1);
    const raw = await RawSocket.open(app);
    opened.unshift({ close: () => raw.close() });
    await raw.connect(sally.token);
    const channel = channels.attendance(meetingId);
    expect(await raw.command({ subscribe: { channel } })).not.toHaveProperty('error');
    // Written straight to the database: no process is told.
    const override = [{ role: 'Secretary Treasurer', permission: 'record_attendance', granted: false }];
    await replaceLayerOverrides(app.ctx.db, group.id, override, sally.id, new Date().toISOString());

    expect(await raw.command({ refresh: { token: sally.token } })).toHaveProperty('refresh');
    const unsubscribed = () =>
      raw.messages.find((m) => (m.push as { channel?: string; unsubscribe?: unknown })?.channel === channel);
    await waitFor(() => unsubscribed() !== undefined, 3000, 'the server unsubscribes Sally');
    expect(unsubscribed()).toMatchObject({ push: { channel, unsubscribe: { code: 2000 } } });
  });

  it.runIf(redisUrl)('an override saved on one process unsubscribes the grid open on another', async () => {
    const [node1, node2] = await twoNodes();
    const group = await buildGroup(node1.ctx);
    const pat = await person(node1, group.id, 'Pat President', 'President');
    const sally = await person(node1, group.id, 'Sally Secretary', 'Secretary Treasurer');
    const meetingId = await addMeeting(node1, group.id, 'Weekly', 1);
    const sallySide = await sallyFollows(node2, sally, meetingId);

    const saved = await testClient(node1.app, pat).call('PUT /api/groups/:groupId/roles', {
      params: { groupId: group.id },
      body: { overrides: [{ role: 'Secretary Treasurer', permission: 'record_attendance', granted: false }] },
    });
    expect(saved.statusCode).toBe(200);
    await waitFor(() => sallySide.unsubscribed.length === 1, 5000, 'node 2 unsubscribes Sally');
    await node1.ctx.realtime.publish(channels.attendance(meetingId), marks(meetingId, pat.id));
    await sallySide.barrier(node1);
    expect(sallySide.pubs).toEqual([]);
  });
});
