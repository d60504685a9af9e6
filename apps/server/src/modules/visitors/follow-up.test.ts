import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { chapterPeople, insertMeeting, type People } from './visitor-test-kit.ts';

let t: TestApp;
let group: GroupRow;
let people: People;
let visitorId: number;
let nextMeetingId: number;
beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter', timezone: 'UTC' });
  people = await chapterPeople(t, group.id);
  const meetingId = await insertMeeting(t, group.id, new Date('2026-03-03T07:00:00.000Z'), 'UTC');
  nextMeetingId = await insertMeeting(t, group.id, new Date('2026-03-10T07:00:00.000Z'), 'UTC', 'Spring breakfast');
  t.clock.set(new Date('2026-03-03T06:50:00.000Z'));
  const sheet = await as(people.secretary.token).ok('POST /api/meetings/:meetingId/walk-ins', {
    params: { meetingId },
    body: { name: 'Vic Visitor', email: 'vic@example.test', invitedBy: people.ivy.id },
  });
  visitorId = sheet.visitors[0]?.visitorId as number;
});
afterEach(() => t.close());

const as = (token: string) => testClient(t.app, token);

describe('the host and their follow-up tasks', () => {
  it('opens three tasks for the inviter when the visitor attends, due after the visit', async () => {
    const mine = await as(people.ivy.token).ok('GET /api/visitors/tasks');
    expect(mine.items.map((x) => [x.kind, x.dueAt, x.visitorName, x.overdue])).toEqual([
      ['call', '2026-03-05T07:00:00.000Z', 'Vic Visitor', false],
      ['second-visit', '2026-03-10T07:00:00.000Z', 'Vic Visitor', false],
      ['application', '2026-03-17T07:00:00.000Z', 'Vic Visitor', false],
    ]);
    // A member hosting nobody has none, and may not read the group's.
    expect((await as(people.hal.token).ok('GET /api/visitors/tasks')).items).toEqual([]);
    const denied = await as(people.hal.token).call('GET /api/visitors/tasks', { query: { scope: 'group' } });
    expect(denied.statusCode).toBe(403);

    // Three days on, the call is overdue; the host marks it done, and it leaves the open list.
    t.clock.set(new Date('2026-03-06T09:00:00.000Z'));
    const ivy = as(await loginAs(t.app, people.ivy.email));
    const call = (await ivy.ok('GET /api/visitors/tasks')).items[0];
    expect(call?.overdue).toBe(true);
    const done = await ivy.ok('PATCH /api/visitors/tasks/:taskId', {
      params: { taskId: call?.id as number },
      body: { done: true },
    });
    expect(done.doneAt).toBe('2026-03-06T09:00:00.000Z');
    expect((await ivy.ok('GET /api/visitors/tasks')).items.map((x) => x.kind)).toEqual(['second-visit', 'application']);
    expect((await ivy.ok('GET /api/visitors/tasks', { query: { state: 'done' } })).items.map((x) => x.kind)).toEqual([
      'call',
    ]);
  });

  it('lets a leader reassign the visitor, whose open tasks follow, and nobody else change them', async () => {
    const leader = as(people.secretary.token);
    const all = await leader.ok('GET /api/visitors/tasks', { query: { scope: 'group' } });
    expect(all.items).toHaveLength(3);
    const taskId = all.items[0]?.id as number;

    const stranger = await as(people.hal.token).call('PATCH /api/visitors/tasks/:taskId', {
      params: { taskId },
      body: { done: true },
    });
    expect(stranger.statusCode).toBe(403);
    const notHost = await as(people.ivy.token).call('PUT /api/visitors/:visitorId/host', {
      params: { visitorId },
      body: { hostId: people.hal.id },
    });
    expect(notHost.statusCode).toBe(403);

    const moved = await leader.ok('PUT /api/visitors/:visitorId/host', {
      params: { visitorId },
      body: { hostId: people.hal.id },
    });
    expect(moved.hostName).toBe('Hal Host');
    expect(moved.tasks.every((x) => x.assigneeId === people.hal.id)).toBe(true);
    expect((await as(people.hal.token).ok('GET /api/visitors/tasks')).items).toHaveLength(3);
    expect((await as(people.ivy.token).ok('GET /api/visitors/tasks')).items).toEqual([]);

    const visitorAccount = await leader.call('PUT /api/visitors/:visitorId/host', {
      params: { visitorId },
      body: { hostId: 999_999 },
    });
    expect(visitorAccount.statusCode).toBe(400);
    expect(visitorAccount.error.message).toBe('Choose an active member of the chapter');
  });
});

describe('the second-visit invitation', () => {
  it('e-mails new single-use links, completes the task and shows in the timeline', async () => {
    t.clock.set(new Date('2026-03-04T10:00:00.000Z'));
    const ivy = as(await loginAs(t.app, people.ivy.email));
    const followUp = await ivy.call('POST /api/visitors/:visitorId/second-visit', {
      params: { visitorId },
      body: { meetingId: nextMeetingId, message: 'Come back next week!' },
    });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.body.tasks.find((x) => x.kind === 'second-visit')?.doneAt).toBe('2026-03-04T10:00:00.000Z');
    expect(followUp.body.timeline.map((e) => e.kind)).toEqual(['checked-in', 'invited', 'task-done']);

    const mail = await t.ctx.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body_text'])
      .where('recipient', '=', 'vic@example.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Ivy Inviter invites you to Harbour Chapter');
    expect(mail.body_text).toContain('Spring breakfast');
    expect(mail.body_text).toContain('Come back next week!');

    // Accepting keeps the visitor where their visit put them.
    const token = mail.body_text.match(/\/api\/invitations\/([\w-]+)\?action=accept/)?.[1] as string;
    const answer = await testClient(t.app, null).ok('POST /api/invitations/:token', {
      params: { token },
      body: { action: 'accept' },
    });
    expect(answer.outcome).toBe('accepted');
    const row = await t.ctx.db
      .selectFrom('visitors')
      .select(['status', 'meeting_id'])
      .where('id', '=', visitorId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'attended', meeting_id: nextMeetingId });
    const after = await ivy.ok('GET /api/visitors/:visitorId/follow-up', { params: { visitorId } });
    expect(after.timeline.map((e) => [e.kind, e.detail])).toEqual([
      ['checked-in', 'Breakfast'],
      // Answered at the same instant on the test's clock: entries of one instant keep their kind's order.
      ['invited', null],
      ['answered', 'accept'],
      ['task-done', 'second-visit'],
    ]);
  });

  it('is refused to a member who neither hosts nor leads, and for a past meeting', async () => {
    const hal = await as(people.hal.token).call('POST /api/visitors/:visitorId/second-visit', {
      params: { visitorId },
      body: { meetingId: nextMeetingId },
    });
    expect(hal.statusCode).toBe(403);
    t.clock.set(new Date('2026-03-04T10:00:00.000Z'));
    const past = await as(await loginAs(t.app, people.secretary.email)).call(
      'POST /api/visitors/:visitorId/second-visit',
      {
        params: { visitorId },
        body: {
          meetingId: (await t.ctx.db.selectFrom('meetings').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
        },
      },
    );
    expect(past.statusCode).toBe(409);
    // Hal cannot read the follow-up of a visitor he neither invited nor hosts.
    const read = await as(people.hal.token).call('GET /api/visitors/:visitorId/follow-up', { params: { visitorId } });
    expect(read.statusCode).toBe(404);
  });
});
