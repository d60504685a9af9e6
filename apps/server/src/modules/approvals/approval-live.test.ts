import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { connected, type LiveApp, sdkClient, startLiveApp, waitFor } from '../../test/realtime-kit.ts';
import { testClient } from '../../test/test-client.ts';

const PASSWORD = 'Quiet-Harbor-42!';
let app: LiveApp;
const clients: Centrifuge[] = [];

beforeEach(async () => {
  app = await startLiveApp();
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  await app.close();
});

/** The applicant's app, connected with the token they signed in with while pending, listening on inbox:{me}. */
async function applicantListening(userId: number, token: string) {
  const client = sdkClient(app, token);
  clients.push(client);
  await connected(client);
  const closes: number[] = [];
  client.on('disconnected', (ctx) => closes.push(ctx.code));
  const pushes: unknown[] = [];
  const sub = client.newSubscription(channels.inbox(userId));
  sub.on('publication', (ctx: PublicationContext) => pushes.push(ctx.data));
  sub.subscribe();
  await sub.ready();
  return { client, closes, pushes };
}

it('tells the applicant’s open app of the approval on inbox:{me}, without closing its connection', async () => {
  const group = await buildGroup(app.ctx, { name: 'Harbour Chapter' });
  const president = await loginAs(
    app.app,
    (await buildMember(app.ctx, { groupId: group.id, role: 'President' })).email,
  );
  const reg = await testClient(app.app).call('POST /api/register', {
    body: { name: 'Ann Applicant', email: 'ann@example.test', password: PASSWORD, groupCode: group.code },
  });
  expect(reg.statusCode).toBe(201);
  const ann = await app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'ann@example.test')
    .executeTakeFirstOrThrow();
  const annToken = await loginAs(app.app, 'ann@example.test', PASSWORD);
  const live = await applicantListening(ann.id, annToken);

  const res = await testClient(app.app, president).call('POST /api/approvals/members/:userId/approve', {
    params: { userId: ann.id },
    body: { classification: 'Florist' },
  });
  expect(res.statusCode).toBe(200);
  await waitFor(() => live.pushes.length === 1, 5000, 'the approval push');
  expect(live.pushes).toEqual([{ type: 'membership_approved', groupName: 'Harbour Chapter' }]);
  expect(live.closes).toEqual([]);
  expect(live.client.state).toBe('connected');
});
