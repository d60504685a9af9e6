import type { AttendanceEvent } from '@chapter/shared/meetings.schemas';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { connected, type LiveApp, sdkClient, startLiveApp, waitFor } from '../../test/realtime-kit.ts';
import { testClient } from '../../test/test-client.ts';
import { type Person, person } from '../activity/activity-test-kit.ts';

/**
 * A scan lands on the door grid live (docs/meeting-mode.md "Check-in without the Secretary"): the leader's phone at
 * the door hears it on attendance:{meetingId}, as it hears another leader's tap. Clock: Monday 2 March 2026 09:00
 * UTC; the chapter meets Mondays at 08:00 UTC, so a scan now is late.
 */
describe('check-in by code, live', () => {
  let app: LiveApp;
  let secretary: Person;
  let ann: Person;
  let meetingId: number;
  const clients: Centrifuge[] = [];

  beforeEach(async () => {
    app = await startLiveApp();
    const group = await buildGroup(app.ctx, { timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' });
    secretary = await person(app, group.id, 'Secretary Treasurer', 'Sid Secretary');
    ann = await person(app, group.id, 'Member', 'Ann Able');
    const query = { from: '2026-03-02T00:00:00Z', to: '2026-03-03T00:00:00Z' };
    meetingId = (await testClient(app.app, ann).ok('GET /api/meetings', { query })).items[0]?.id as number;
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await app.close();
  });

  it("puts a member's scan and a visitor's sign-in on the leader's grid as they happen", async () => {
    const client = sdkClient(app, secretary.token);
    clients.push(client);
    await connected(client);
    const heard: AttendanceEvent[] = [];
    const sub = client.newSubscription(channels.attendance(meetingId));
    sub.on('publication', (ctx: PublicationContext) => heard.push(ctx.data as AttendanceEvent));
    sub.subscribe();
    await sub.ready();

    const { code } = await testClient(app.app, secretary).ok('GET /api/meetings/:meetingId/check-in-code', {
      params: { meetingId },
    });
    await testClient(app.app, ann).ok('POST /api/check-in/:code', { params: { code } });
    await waitFor(() => heard.length === 1, 5000, 'the scan on the door grid');
    expect(heard[0]).toEqual({
      type: 'attendance_changed',
      meetingId,
      byUserId: ann.id,
      visitorsChanged: false,
      members: [{ userId: ann.id, status: 'late' }],
    });

    await testClient(app.app, null).ok('POST /api/check-in/:code/visitor', {
      params: { code },
      body: { name: 'Vera Visitor' },
    });
    await waitFor(() => heard.length === 2, 5000, "the visitor's sign-in on the door grid");
    expect(heard[1]).toMatchObject({ byUserId: null, visitorsChanged: true, members: [] });
  });
});
