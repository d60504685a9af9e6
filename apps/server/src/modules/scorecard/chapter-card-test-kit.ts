import { buildMember } from '../../test/factories.ts';
import { t } from './scorecard-test-kit.ts';

/** Records of any chapter at a given instant, for the chapter scorecard's tests (chapter-card.test.ts). */
let seq = 0;

export async function slip(
  groupId: number,
  type: 'referral' | 'closed_business',
  giver: number,
  receiver: number,
  at: string,
  opts: {
    scope?: 'inside' | 'outside';
    approval?: 'pending' | 'approved' | 'rejected' | null;
    cents?: number;
    currency?: string;
  } = {},
) {
  seq++;
  await t.ctx.db
    .insertInto('activity_records')
    .values({
      group_id: groupId,
      type,
      giver_id: giver,
      receiver_id: receiver,
      status: type === 'referral' ? 'new' : 'recorded',
      approval_status: opts.approval ?? (type === 'closed_business' ? 'approved' : null),
      approval_reason: null,
      decided_by: null,
      decided_at: null,
      amount_cents: opts.cents ?? null,
      currency: opts.cents ? (opts.currency ?? 'USD') : null,
      credits: null,
      published: 0,
      referral_id: null,
      summary: `${type} ${seq}`,
      details: JSON.stringify(opts.scope ? { scope: opts.scope, description: 'a "scope":"inside" look-alike' } : {}),
      occurred_at: at,
      client_request_id: `card-${seq}`,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** `n` members of the group who joined on 1 August 2025 (no password: they never sign in). */
export async function members(groupId: number, n: number) {
  const now = t.clock.now();
  t.clock.set(new Date('2025-08-01T09:00:00.000Z'));
  const out = [];
  for (let i = 0; i < n; i++) out.push(await buildMember(t.ctx, { groupId, passwordHash: null }));
  t.clock.set(now);
  return out;
}

/** A member who joined at `joined`, and left at `left` when given. */
export async function memberBetween(groupId: number, joined: string, left?: string) {
  const now = t.clock.now();
  t.clock.set(new Date(joined));
  const m = await buildMember(t.ctx, { groupId, passwordHash: null });
  t.clock.set(now);
  if (left) {
    await t.ctx.db
      .updateTable('memberships')
      .set({ status: 'inactive', updated_at: left })
      .where('user_id', '=', m.id)
      .execute();
  }
  return m;
}

/** A held meeting of the group at `starts`. */
export async function meeting(groupId: number, starts: string) {
  const row = await t.ctx.db
    .insertInto('meetings')
    .values({
      group_id: groupId,
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
  return row.id;
}

/** Marks at a meeting, member by member. */
export async function marks(groupId: number, meetingId: number, starts: string, list: [number, string][]) {
  for (const [userId, status] of list) {
    await t.ctx.db
      .insertInto('attendance')
      .values({
        meeting_id: meetingId,
        user_id: userId,
        group_id: groupId,
        meeting_starts_at: starts,
        status: status as 'present',
        recorded_by: null,
        recorded_at: starts,
      })
      .execute();
  }
}

/** A visitor of the group, checked in at each meeting; with `joinedAs`, their account became that member. */
export async function visitor(groupId: number, meetingIds: number[], joinedAs?: { userId: number }) {
  seq++;
  const at = '2026-01-01T09:00:00.000Z';
  const v = await t.ctx.db
    .insertInto('visitors')
    .values({
      group_id: groupId,
      invited_by: null,
      meeting_id: null,
      user_id: joinedAs?.userId ?? null,
      name: `Visitor ${seq}`,
      email: `visitor${seq}@example.test`,
      phone: null,
      company: null,
      classification: null,
      status: joinedAs ? 'applied' : 'attended',
      notes: null,
      first_visit_meeting_id: meetingIds[0] ?? null,
      first_visit_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const meetingId of meetingIds) {
    await t.ctx.db
      .insertInto('visitor_checkins')
      .values({ meeting_id: meetingId, visitor_id: v.id, checked_in_by: null, checked_in_at: at })
      .execute();
  }
}
