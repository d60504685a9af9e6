import type { AttendanceEvent } from '@chapter/shared/meetings.schemas';
import { channels } from '@chapter/shared/realtime.schemas';
import type { PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connected, type LiveApp, sdkClient, waitFor } from '../../test/realtime-kit.ts';
import { testClient } from '../../test/test-client.ts';
import type { Person } from '../activity/activity-test-kit.ts';
import { type MeetingDay, meetingDay } from './meeting-day-test-kit.ts';

/**
 * A scan lands on the door grid live (docs/meeting-mode.md "Check-in without the Secretary"): the leader's phone at
 * the door hears it on attendance:{meetingId}, as it hears another leader's tap. Clock: Monday 2 March 2026 09:00
 * UTC; the chapter meets Mondays at 08:00 UTC, so a scan now is late.
 */
describe('check-in by code, live', () => {
  let day: MeetingDay<'secretary' | 'ann'>;
  let app: LiveApp;
  let secretary: Person;
  let ann: Person;
  let meetingId: number;

  beforeEach(async () => {
    day = await meetingDay({ secretary: ['Secretary Treasurer', 'Sid Secretary'], ann: ['Member', 'Ann Able'] });
    ({ app, meetingId } = day);
    ({ secretary, ann } = day.people);
  });
  afterEach(() => day.close());

  it("puts a member's scan and a visitor's sign-in on the leader's grid as they happen", async () => {
    const client = sdkClient(app, secretary.token);
    day.clients.push(client);
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
