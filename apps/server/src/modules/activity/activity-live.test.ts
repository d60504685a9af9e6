import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { connected, type LiveApp, sdkClient, startLiveApp, waitFor } from '../../test/realtime-kit.ts';
import { api, type Person, person } from './activity-test-kit.ts';

/** Publications on activity-given / activity-received, received by the real centrifuge client. */
describe('activity live updates', () => {
  let app: LiveApp;
  let ann: Person;
  let bob: Person;
  let vp: Person;
  const clients: Centrifuge[] = [];

  beforeEach(async () => {
    app = await startLiveApp();
    const group = await buildGroup(app.ctx);
    ann = await person(app, group.id);
    bob = await person(app, group.id);
    vp = await person(app, group.id, 'Vice President');
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await app.close();
  });

  /** The member's client subscribed to one of their activity channels, collecting publication data. */
  async function listen(who: Person, box: 'given' | 'received') {
    const client = sdkClient(app, who.token);
    clients.push(client);
    await connected(client);
    const data: Array<Record<string, unknown>> = [];
    const channel = box === 'given' ? channels.activityGiven(who.id) : channels.activityReceived(who.id);
    const sub = client.newSubscription(channel);
    sub.on('publication', (ctx: PublicationContext) => data.push(ctx.data as Record<string, unknown>));
    sub.subscribe();
    await sub.ready();
    return data;
  }

  it('moves the receiver’s badge when a record arrives, and clears it when the tab is opened', async () => {
    const a = api(app);
    const bobReceived = await listen(bob, 'received');
    const annGiven = await listen(ann, 'given');
    const ref = (await a.referral(ann, bob)).body;
    await waitFor(() => bobReceived.length === 1, 5000, 'publication to Bob');
    expect(bobReceived[0]).toEqual({
      type: 'activity_update',
      id: ref.id,
      activityType: 'referral',
      status: 'new',
      counts: { givenCount: 0, receivedCount: 1 },
    });
    // Ann's own other tabs hear about her new record too (her counts do not change).
    await waitFor(() => annGiven.length === 1, 5000, 'publication to Ann');
    expect(annGiven[0]).toMatchObject({ type: 'activity_update', counts: { givenCount: 0, receivedCount: 0 } });

    await a.as(bob).ok('POST /api/activities/seen', { body: { box: 'received' } });
    await waitFor(() => bobReceived.length === 2, 5000, 'seen publication');
    expect(bobReceived[1]).toEqual({ type: 'activity_seen', counts: { givenCount: 0, receivedCount: 0 } });

    await a.as(vp).ok('POST /api/activities/:id/approve', { params: { id: ref.id }, body: {} });
    await waitFor(() => annGiven.length === 2 && bobReceived.length === 3, 5000, 'approval publications');
    expect(annGiven[1]).toMatchObject({ id: ref.id, counts: { givenCount: 1, receivedCount: 0 } });
  });

  it('publishes one_to_one_update {id, status, message} to both members on every change', async () => {
    const a = api(app);
    const annGiven = await listen(ann, 'given');
    const bobReceived = await listen(bob, 'received');
    const req = (await a.oneToOne(ann, bob)).body;
    const accept = { action: 'accept', message: 'See you there' } as const;
    await a.as(bob).ok('POST /api/activities/:id/one-to-one', { params: { id: req.id }, body: accept });
    const updates = (list: Array<Record<string, unknown>>) => list.filter((d) => d.type === 'one_to_one_update');
    await waitFor(() => updates(annGiven).length === 1 && updates(bobReceived).length === 1, 5000, 'updates');
    const expected = {
      type: 'one_to_one_update',
      id: req.id,
      status: 'confirmed',
      message: `${bob.name} accepted the one-to-one: See you there`,
    };
    expect(updates(annGiven)).toEqual([expected]);
    expect(updates(bobReceived)).toEqual([expected]);
  });
});
