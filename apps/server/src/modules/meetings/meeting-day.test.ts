import { channels } from '@chapter/shared/realtime.schemas';
import type { PublicationContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { connected, type LiveApp, RawSocket, sdkClient, waitFor } from '../../test/realtime-kit.ts';
import { type BodyOf, testClient } from '../../test/test-client.ts';
import { type Person, person } from '../activity/activity-test-kit.ts';
import { type MeetingDay, meetingDay } from './meeting-day-test-kit.ts';

/**
 * The door on a meeting morning: walk-in visitors, and several leaders marking at once, each seeing the others'
 * marks live on attendance:{meetingId} (docs/product-rules.md "Meeting day").
 */
describe('meeting day at the door', () => {
  let day: MeetingDay<'secretary' | 'vp' | 'ann'>;
  let app: LiveApp;
  let secretary: Person;
  let vp: Person;
  let ann: Person;
  let meetingId: number;

  beforeEach(async () => {
    day = await meetingDay({
      secretary: ['Secretary Treasurer', 'Sid Secretary'],
      vp: ['Vice President', 'Val Vice'],
      ann: ['Member', 'Ann Able'],
    });
    ({ app, meetingId } = day);
    ({ secretary, vp, ann } = day.people);
  });
  afterEach(() => day.close());

  const walkIn = (who: Person, body: BodyOf<'POST /api/meetings/:meetingId/walk-ins'>) =>
    testClient(app.app, who).call('POST /api/meetings/:meetingId/walk-ins', { params: { meetingId }, body });

  it('adds a walk-in as a checked-in visitor with their first visit, credited to the member who brought them', async () => {
    const res = await walkIn(secretary, {
      name: 'Wendy Walker',
      company: 'Walker Roofing',
      classification: 'Roofer',
      email: 'Wendy@Example.com',
      invitedBy: ann.id,
    });
    expect(res.statusCode, res.text).toBe(201);
    expect(res.body.visitors).toEqual([
      expect.objectContaining({
        name: 'Wendy Walker',
        company: 'Walker Roofing',
        invitedByName: 'Ann Able',
        checkedIn: true,
      }),
    ]);
    const row = await app.ctx.db
      .selectFrom('visitors')
      .selectAll()
      .where('name', '=', 'Wendy Walker')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'wendy@example.com',
      invited_by: ann.id,
      status: 'attended',
      first_visit_meeting_id: meetingId,
    });
    // The same person given again by e-mail is the same visitor, not a second record.
    const again = await walkIn(vp, { name: 'Wendy W.', email: 'wendy@example.com' });
    expect(again.statusCode).toBe(201);
    const same = await app.ctx.db
      .selectFrom('visitors')
      .select('id')
      .where('email', '=', 'wendy@example.com')
      .execute();
    expect(same).toHaveLength(1);
    // Without an e-mail or an inviter: welcome all the same.
    expect((await walkIn(secretary, { name: 'Oscar Own' })).statusCode).toBe(201);
  });

  it('keeps the phone number a walk-in gives at the door, and refuses one that is not a number', async () => {
    const res = await walkIn(secretary, { name: 'Pia Phone', phone: ' +44 (0)20 7946-0958 ' });
    expect(res.statusCode, res.text).toBe(201);
    const row = await app.ctx.db
      .selectFrom('visitors')
      .select(['phone'])
      .where('name', '=', 'Pia Phone')
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+44 (0)20 7946-0958');
    const listed = await testClient(app.app, secretary).ok('GET /api/visitors', { query: { scope: 'group' } });
    expect(listed.items).toEqual([expect.objectContaining({ name: 'Pia Phone', phone: '+44 (0)20 7946-0958' })]);

    const bad = await walkIn(secretary, { name: 'Al', phone: 'call me maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.error.details).toEqual([expect.objectContaining({ field: 'phone' })]);
  });

  it('checks in an invited visitor instead of recording them twice', async () => {
    const invited = await testClient(app.app, ann).call('POST /api/visitors', {
      body: { name: 'Ivy Invited', email: 'ivy@example.com', meetingId },
    });
    expect(invited.statusCode).toBe(201);
    const res = await walkIn(secretary, { name: 'Ivy Invited', email: 'IVY@example.com' });
    expect(res.statusCode).toBe(201);
    const rows = await app.ctx.db.selectFrom('visitors').selectAll().where('email', '=', 'ivy@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'attended', first_visit_meeting_id: meetingId, invited_by: ann.id });
  });

  it('refuses what a door form must not accept', async () => {
    expect((await walkIn(secretary, { name: '  ' })).statusCode).toBe(400);
    expect((await walkIn(secretary, { name: 'Al', email: 'not-an-email' })).statusCode).toBe(400);
    const outsider = await person(app, (await buildGroup(app.ctx)).id);
    const res = await walkIn(secretary, { name: 'Al', invitedBy: outsider.id });
    expect(res.statusCode).toBe(400);
    expect(res.error.details).toEqual([{ field: 'invitedBy', message: 'Choose a member' }]);
    expect((await walkIn(ann, { name: 'Al' })).statusCode).toBe(403);
    expect(await app.ctx.db.selectFrom('visitors').select('id').execute()).toHaveLength(0);
  });

  /** A leader's phone subscribed to the meeting's attendance channel, collecting what it hears. */
  async function listen(who: Person) {
    const client = sdkClient(app, who.token);
    day.clients.push(client);
    await connected(client);
    const heard: Array<Record<string, unknown>> = [];
    const sub = client.newSubscription(channels.attendance(meetingId));
    sub.on('publication', (ctx: PublicationContext) => heard.push(ctx.data as Record<string, unknown>));
    sub.subscribe();
    return { heard, sub };
  }

  it('shows each leader the others’ marks and walk-ins live; members cannot listen', async () => {
    const atVp = await listen(vp);
    await atVp.sub.ready();
    await testClient(app.app, secretary).ok('PUT /api/meetings/:meetingId/attendance', {
      params: { meetingId },
      body: {
        members: [
          { userId: ann.id, status: 'present' },
          { userId: vp.id, status: 'late' },
        ],
      },
    });
    await waitFor(() => atVp.heard.length === 1, 5000, 'the mark on the other phone');
    expect(atVp.heard[0]).toEqual({
      type: 'attendance_changed',
      meetingId,
      byUserId: secretary.id,
      visitorsChanged: false,
      members: [
        { userId: ann.id, status: 'present' },
        { userId: vp.id, status: 'late' },
      ],
    });
    await walkIn(secretary, { name: 'Wendy Walker' });
    await waitFor(() => atVp.heard.length === 2, 5000, 'the walk-in on the other phone');
    expect(atVp.heard[1]).toMatchObject({ visitorsChanged: true, members: [] });

    // A member's socket is refused the channel (103), as is a leader's of another group.
    for (const who of [ann, await person(app, (await buildGroup(app.ctx)).id, 'Secretary Treasurer')]) {
      const raw = await RawSocket.open(app);
      day.sockets.push(raw);
      await raw.connect(who.token);
      const reply = await raw.command({ subscribe: { channel: channels.attendance(meetingId) } });
      expect(reply.error).toMatchObject({ code: 103 });
    }
  });
});
