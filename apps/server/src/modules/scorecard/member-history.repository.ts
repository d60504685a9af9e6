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

export async function selectMemberHistory(
  db: Db,
  who: { groupId: number; userId: number; joinedAt: string | null },
  since: string,
  timeZone: string,
): Promise<History> {
  const local = (stamp: string) => localParts(new Date(stamp), timeZone).date;
  const { groupId, userId } = who;
  const [marks, records, visitors] = await Promise.all([
    db
      .selectFrom('attendance')
      .select(['meeting_starts_at', 'status'])
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .where('meeting_starts_at', '>=', since)
      .execute(),
    db
      .selectFrom('activity_records')
      .select(['type', 'occurred_at', 'credits', 'amount_cents'])
      .where('group_id', '=', groupId)
      .where('occurred_at', '>=', since)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('giver_id', '=', userId),
            eb('type', '=', 'referral'),
            sql<boolean>`(approval_status is null or approval_status <> 'rejected')`,
          ]),
          eb.and([eb('giver_id', '=', userId), eb('type', 'in', ['testimonial', 'one_to_one'])]),
          eb.and([eb('receiver_id', '=', userId), eb('type', 'in', ['one_to_one', 'training_credit'])]),
          eb.and([
            eb('receiver_id', '=', userId),
            eb('type', '=', 'closed_business'),
            eb('approval_status', '=', 'approved'),
          ]),
        ]),
      )
      .where((eb) => eb.or([eb('type', '<>', 'one_to_one'), eb('status', '=', 'completed')]))
      .execute(),
    db
      .selectFrom('visitors')
      .select('first_visit_at')
      .where('group_id', '=', groupId)
      .where('invited_by', '=', userId)
      .where('first_visit_at', '>=', since)
      .execute(),
  ]);
  const slips: Slip[] = [];
  for (const r of records) {
    const day = DAY_DATED.has(r.type) ? r.occurred_at.slice(0, 10) : local(r.occurred_at);
    const kind = KIND[r.type];
    if (!kind) continue;
    if (kind === 'training') for (let i = 0; i < (r.credits ?? 0); i++) slips.push({ day, kind });
    else if (kind === 'tyfcb') slips.push({ day, kind, amount: (r.amount_cents ?? 0) / 100 });
    else slips.push({ day, kind });
  }
  for (const v of visitors) if (v.first_visit_at) slips.push({ day: local(v.first_visit_at), kind: 'visitor' });
  return {
    marks: marks.map((m) => ({ day: local(m.meeting_starts_at), mark: LETTER[m.status] })),
    slips,
    joinedOn: who.joinedAt ? local(who.joinedAt) : null,
  };
}
