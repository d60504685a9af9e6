import { afterEach, beforeEach } from 'vitest';
import { toStamp } from '../../db/sql-values.ts';
import { type BuiltUser, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type QueryOf, testClient } from '../../test/test-client.ts';

/** The scorecard tests' chapter, records and calls (scorecard.test.ts, scorecard-period.test.ts). */
// Live bindings: each test file calls `aChapterEachTest()`, whose hooks set them before every test.
export let t: TestApp;
export let group: GroupRow;
export let ann: BuiltUser;
export let bob: BuiltUser;
export let annToken: string;
export let president: string;
let seq = 0;
export const DAY = 86_400_000;

/**
 * A group with Ann, Bob and a President who joined on 1 August 2025, the clock on Monday 2 March 2026 09:00 UTC,
 * and Ann and the President signed in; a fresh app for each test of the file that calls it.
 */
export function aChapterEachTest(): void {
  beforeEach(async () => {
    t = await createTestApp();
    group = await buildGroup(t.ctx);
    // Members for the whole period, so they are scored on 26 weeks.
    t.clock.set(new Date('2025-08-01T09:00:00.000Z'));
    ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann Able' });
    bob = await buildMember(t.ctx, { groupId: group.id, name: 'Bob Baker' });
    const p = await buildMember(t.ctx, { groupId: group.id, role: 'President', name: 'Pat President' });
    t.clock.set(new Date('2026-03-02T09:00:00.000Z'));
    annToken = await loginAs(t.app, ann.email);
    president = await loginAs(t.app, p.email);
  });
  afterEach(() => t.close());
}

export const ago = (days: number) => toStamp(new Date(t.clock.now().getTime() - days * DAY));
export const as = (token: string) => testClient(t.app, token);
export const me = (token: string, userId?: number) => as(token).call('GET /api/scorecard/me', { query: { userId } });
export const summary = (token: string, userId: number) =>
  as(token).call('GET /api/scorecard/members/:userId', { params: { userId } });
export const groupLights = (token: string) => as(token).call('GET /api/scorecard/group');
export const matrix = (token: string, query: QueryOf<'GET /api/scorecard/matrix'> = {}) =>
  as(token).call('GET /api/scorecard/matrix', { query });

export async function record(
  type: 'referral' | 'closed_business' | 'one_to_one' | 'testimonial' | 'training_credit',
  giver: number,
  receiver: number,
  opts: {
    daysAgo?: number;
    status?: string;
    approval?: 'pending' | 'approved' | 'rejected' | null;
    cents?: number;
    credits?: number;
    published?: number;
    details?: object;
  } = {},
) {
  const at = ago(opts.daysAgo ?? 3);
  await t.ctx.db
    .insertInto('activity_records')
    .values({
      group_id: group.id,
      type,
      giver_id: giver,
      receiver_id: receiver,
      status: opts.status ?? 'recorded',
      approval_status: opts.approval ?? null,
      approval_reason: null,
      decided_by: null,
      decided_at: null,
      amount_cents: opts.cents ?? null,
      currency: opts.cents ? 'USD' : null,
      credits: opts.credits ?? null,
      published: opts.published ?? 0,
      referral_id: null,
      summary: `${type} ${++seq}`,
      details: JSON.stringify(opts.details ?? {}),
      occurred_at: at,
      client_request_id: `req-${seq}`,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A chapter meeting starting at `starts`, held, and the member's mark at it. */
export async function markAt(userId: number, starts: string, status: string) {
  const meeting = await t.ctx.db
    .insertInto('meetings')
    .values({
      group_id: group.id,
      type: 'chapter',
      title: 'Weekly meeting',
      starts_at: starts,
      ends_at: starts,
      timezone: 'UTC',
      status: 'completed',
      created_at: starts,
      updated_at: starts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('attendance')
    .values({
      meeting_id: meeting.id,
      user_id: userId,
      group_id: group.id,
      meeting_starts_at: starts,
      status: status as 'present',
      recorded_by: null,
      recorded_at: starts,
    })
    .execute();
}

/** A mark a week apart for each status, the newest a week ago. */
export async function attend(userId: number, statuses: string[]) {
  for (const [i, status] of statuses.entries()) await markAt(userId, ago(7 * (i + 1)), status);
}
