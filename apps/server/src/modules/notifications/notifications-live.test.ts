import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { connected, type LiveApp, sdkClient, startLiveApp, waitFor } from '../../test/realtime-kit.ts';
import { testClient } from '../../test/test-client.ts';
import { api, type Person, person } from '../activity/activity-test-kit.ts';

/** Publications on notifications:{userId}, received by the real centrifuge client. */
describe('notifications live', () => {
  let app: LiveApp;
  let ann: Person;
  let bob: Person;
  const clients: Centrifuge[] = [];

  beforeEach(async () => {
    app = await startLiveApp();
    const group = await buildGroup(app.ctx);
    ann = await person(app, group.id, 'Member', 'Ann Able');
    bob = await person(app, group.id, 'Member', 'Bob Baker');
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await app.close();
  });

  async function listen(who: Person) {
    const client = sdkClient(app, who.token);
    clients.push(client);
    await connected(client);
    const data: Array<Record<string, unknown>> = [];
    const sub = client.newSubscription(channels.notifications(who.id));
    sub.on('publication', (ctx: PublicationContext) => data.push(ctx.data as Record<string, unknown>));
    sub.subscribe();
    await sub.ready();
    return data;
  }

  it('brings the receiver a new notification, then the count after reading it, and nothing to the giver', async () => {
    const annLive = await listen(ann);
    const bobLive = await listen(bob);
    await api(app).referral(bob, ann, { prospectName: 'Dana Prospect' });
    await waitFor(() => annLive.length === 1, 5000, 'notification to Ann');
    const event = annLive[0] as { type: string; notification: { id: number } };
    expect(event).toMatchObject({
      type: 'notification_new',
      notification: { kind: 'referral', title: 'New referral from Bob Baker', body: 'Dana Prospect', read: false },
    });

    const read = await testClient(app.app, ann).call('POST /api/notifications/:id/read', {
      params: { id: event.notification.id },
    });
    expect(read.statusCode).toBe(200);
    await waitFor(() => annLive.length === 2, 5000, 'read count to Ann');
    expect(annLive[1]).toEqual({ type: 'notifications_read', unreadCount: 0 });
    expect(bobLive).toEqual([]);
  });
});
