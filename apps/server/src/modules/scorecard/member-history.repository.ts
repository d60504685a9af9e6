import type { History, Mark, Slip } from '@chapter/shared/chapter-rules/schemas';
import type { AttendanceStatus } from '@chapter/shared/meetings.schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { localParts } from '../../lib/zoned-time.ts';

/**
 * A member's history as the chapter rule engine reads it (docs/chapter-rules.md "Days"): attendance marks and
 * slips by local day in the group's zone, from the records the scorecard counts (the figure definitions on
 * ActivityRecordTable and VisitorTable in schema.ts): referrals given and not rejected, one-to-ones completed on
 * either side, testimonials given, training credits, approved thanks for closed business received, visitors
 * first brought.
 */

const LETTER: Record<AttendanceStatus, Mark['mark']> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  medical: 'M',
  substitute: 'S',
};

/** Records dated by day carry noon UTC of it (schema.ts), so their day is the stamp's, whatever the zone. */
const DAY_DATED = new Set(['training_credit', 'closed_business']);

const KIND: Record<string, Slip['kind']> = {
  referral: 'referral',
  one_to_one: 'oneToOne',
  testimonial: 'testimonial',
  training_credit: 'training',
  closed_business: 'tyfcb',
};

/** One member's history: the chapter's reads (selectChapterHistories) for one person. */
export async function selectMemberHistory(
  db: Db,
  who: { groupId: number; userId: number; joinedAt: string | null },
  since: string,
  timeZone: string,
): Promise<History> {
  const histories = await selectChapterHistories(
    db,
    who.groupId,
    [{ id: who.userId, joined_at: who.joinedAt }],
    since,
    timeZone,
  );
  return histories.get(who.userId) ?? { marks: [], slips: [], joinedOn: null };
}

/** Whose slip a record is: the giver's, the receiver's, or both for a one-to-one (rows the query below picks). */
const GIVEN = new Set(['referral', 'testimonial', 'one_to_one']);
const RECEIVED = new Set(['one_to_one', 'training_credit', 'closed_business']);

/**
 * The histories of several members of one group in three queries, whatever their number (marks, records,
 * visitors): the at-risk list reads every member's at once (docs/chapter-rules.md "At-risk list").
 */
export async function selectChapterHistories(
  db: Db,
  groupId: number,
  members: readonly { id: number; joined_at: string | null }[],
  since: string,
  timeZone: string,
): Promise<Map<number, History>> {
  const local = (stamp: string) => localParts(new Date(stamp), timeZone).date;
  const histories = new Map<number, History>(
    members.map((m) => [m.id, { marks: [], slips: [], joinedOn: m.joined_at ? local(m.joined_at) : null }]),
  );
  if (members.length === 0) return histories;
  const ids = members.map((m) => m.id);
  const [marks, records, visitors] = await Promise.all([
    db
      .selectFrom('attendance')
      .select(['user_id', 'meeting_starts_at', 'status'])
      .where('group_id', '=', groupId)
      .where('user_id', 'in', ids)
      .where('meeting_starts_at', '>=', since)
      .execute(),
    db
      .selectFrom('activity_records')
      .select(['type', 'giver_id', 'receiver_id', 'occurred_at', 'credits', 'amount_cents'])
      .where('group_id', '=', groupId)
      .where('occurred_at', '>=', since)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('giver_id', 'in', ids),
            eb('type', '=', 'referral'),
            sql<boolean>`(approval_status is null or approval_status <> 'rejected')`,
          ]),
          eb.and([eb('giver_id', 'in', ids), eb('type', 'in', ['testimonial', 'one_to_one'])]),
          eb.and([eb('receiver_id', 'in', ids), eb('type', 'in', ['one_to_one', 'training_credit'])]),
          eb.and([
            eb('receiver_id', 'in', ids),
            eb('type', '=', 'closed_business'),
            eb('approval_status', '=', 'approved'),
          ]),
        ]),
      )
      .where((eb) => eb.or([eb('type', '<>', 'one_to_one'), eb('status', '=', 'completed')]))
      .execute(),
    db
      .selectFrom('visitors')
      .select(['invited_by', 'first_visit_at'])
      .where('group_id', '=', groupId)
      .where('invited_by', 'in', ids)
      .where('first_visit_at', '>=', since)
      .execute(),
  ]);
  for (const m of marks) {
    histories.get(m.user_id)?.marks.push({ day: local(m.meeting_starts_at), mark: LETTER[m.status] });
  }
  for (const r of records) {
    const day = DAY_DATED.has(r.type) ? r.occurred_at.slice(0, 10) : local(r.occurred_at);
    const kind = KIND[r.type];
    if (!kind) continue;
    // The query picked the row for the giver, the receiver or both; a closed business only ever for the receiver.
    const owners = new Set<number>();
    if (GIVEN.has(r.type) && r.giver_id !== null && histories.has(r.giver_id)) owners.add(r.giver_id);
    if (RECEIVED.has(r.type) && r.receiver_id !== null && histories.has(r.receiver_id)) owners.add(r.receiver_id);
    for (const owner of owners) {
      const slips = histories.get(owner)?.slips;
      if (!slips) continue;
      if (kind === 'training') for (let i = 0; i < (r.credits ?? 0); i++) slips.push({ day, kind });
      else if (kind === 'tyfcb') slips.push({ day, kind, amount: (r.amount_cents ?? 0) / 100 });
      else slips.push({ day, kind });
    }
  }
  for (const v of visitors) {
    if (v.first_visit_at && v.invited_by !== null) {
      histories.get(v.invited_by)?.slips.push({ day: local(v.first_visit_at), kind: 'visitor' });
    }
  }
  return histories;
}
