import type { ImportKind } from '@chapter/shared/imports.layouts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { ActivityRecordTable } from '../../db/schema-activity.ts';
import type { MeetingTable } from '../../db/schema-meetings.ts';
import { updateUser } from '../../kernel/users.repository.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays, addMonths } from '../../lib/dates.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { meetingTimes } from '../meetings/meeting-schedule.ts';
import { createImportedMember } from '../members/imported-member.ts';
import { updateMembership } from '../members/members.repository.ts';
import type { Plan } from './import-plan.ts';
import {
  type findImportGroup,
  insertActivity,
  insertAttendance,
  insertBatch,
  insertImportedKeys,
  insertMeetings,
  updateAttendance,
} from './imports.repository.ts';

/**
 * Carries a plan out inside the caller's transaction (docs/imports.md "What each row becomes"): members as the
 * members import makes them (welcome e-mail included), a held meeting for each past week without one, attendance
 * marks, approved activity records, and the keys of the rows applied. Batched: a statement per few hundred rows.
 */

type Group = NonNullable<Awaited<ReturnType<typeof findImportGroup>>>;

/** Imported members choose their password through a welcome link valid this long (as the members import). */
const WELCOME_LINK_DAYS = 7;

export interface Written {
  members: number;
  meetings: number;
  attendance: number;
  activity: number;
}

interface ApplyInput {
  kind: ImportKind;
  fileName: string;
  group: Group;
  currency: string;
  callerId: number;
  plan: Plan;
  /** Local day → the meeting already held then. */
  meetings: ReadonlyMap<string, { id: number; startsAt: string }>;
}

const dayStamp = (day: string) => `${day}T12:00:00.000Z`;

async function applyMembers(trx: Db, ctx: AppContext, input: ApplyInput, stamp: string): Promise<number> {
  const { plan, group } = input;
  const now = new Date(stamp);
  const language = textLanguage(null, group.language);
  const at = {
    groupId: group.id,
    groupName: group.name,
    language,
    sponsorId: input.callerId,
    stamp,
    linkExpires: addDays(now, WELCOME_LINK_DAYS).toISOString(),
  };
  const renewalDue = addMonths(now, 12).toISOString();
  for (const row of plan.memberCreates) {
    await createImportedMember(ctx, trx, { ...row, companyName: row.company, role: 'Member', renewalDue }, at);
  }
  for (const { userId, row } of plan.memberUpdates) {
    await updateUser(trx, userId, {
      name: row.name,
      company_name: row.company,
      phone: row.phone,
      classification: row.classification,
      updated_at: stamp,
    });
    await updateMembership(trx, userId, { classification: row.classification, updated_at: stamp });
  }
  return plan.memberCreates.length + plan.memberUpdates.length;
}

/** A held meeting for a past week the chapter has none for, at the group's usual time (docs/imports.md "PALMS"). */
function heldMeeting(group: Group, day: string, callerId: number, stamp: string): Insertable<MeetingTable> {
  const time = group.meeting_time ?? '07:00';
  const { start, end } = meetingTimes(day, time, group.meeting_duration_minutes ?? 90, group.timezone);
  return {
    group_id: group.id,
    type: 'chapter',
    title: `${group.name} weekly meeting`,
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    timezone: group.timezone,
    location: group.meeting_location,
    online_link: group.meeting_online_link,
    agenda: null,
    speaker: null,
    status: 'completed',
    series_id: null,
    occurrence_key: `chapter:${day}`,
    created_by: callerId,
    created_at: stamp,
    updated_at: stamp,
  };
}

async function applyAttendance(
  trx: Db,
  input: ApplyInput,
  stamp: string,
): Promise<Pick<Written, 'meetings' | 'attendance'>> {
  const { plan, group } = input;
  const meetings = new Map(input.meetings);
  const rows = plan.newMeetingDays.map((day) => heldMeeting(group, day, input.callerId, stamp));
  const created = await insertMeetings(trx, rows);
  const startsAt = new Map(rows.map((r) => [r.occurrence_key, r.starts_at]));
  for (const m of created) {
    const day = (m.occurrence_key ?? '').slice('chapter:'.length);
    meetings.set(day, { id: m.id, startsAt: startsAt.get(m.occurrence_key) as string });
  }
  const inserts = [];
  for (const m of plan.marks) {
    const meeting = meetings.get(m.day) as { id: number; startsAt: string };
    if (m.existing !== null) {
      await updateAttendance(
        trx,
        { meetingId: meeting.id, userId: m.userId },
        { status: m.status, recorded_by: input.callerId, recorded_at: stamp },
      );
      continue;
    }
    inserts.push({
      meeting_id: meeting.id,
      user_id: m.userId,
      group_id: group.id,
      meeting_starts_at: meeting.startsAt,
      status: m.status,
      recorded_by: input.callerId,
      recorded_at: stamp,
    });
  }
  await insertAttendance(trx, inserts);
  return { meetings: created.length, attendance: plan.marks.length };
}

function activityRow(input: ApplyInput, s: Plan['slips'][number], stamp: string): Insertable<ActivityRecordTable> {
  const { slip } = s;
  const base = {
    group_id: input.group.id,
    giver_id: s.giverId,
    receiver_id: s.receiverId,
    // History, not new claims: approved as entered (docs/imports.md "Slips").
    occurred_at: dayStamp(slip.day),
    client_request_id: `import:${slip.key}`,
    request_hash: null,
    created_at: stamp,
    // Dated as the history it is, so a referral from months ago does not look freshly untouched to the reminders.
    updated_at: dayStamp(slip.day),
  };
  const decided = { decided_by: input.callerId, decided_at: stamp };
  const text = slip.detail.slice(0, 120);
  switch (slip.type) {
    case 'referral':
      return {
        ...base,
        ...decided,
        type: 'referral',
        status: 'new',
        approval_status: 'approved',
        summary: text || 'Imported referral',
        details: JSON.stringify({
          prospectName: text,
          description: slip.detail || null,
          scope: slip.scope === 'inside' ? 'inside' : 'outside',
        }),
      };
    case 'one_to_one':
      return {
        ...base,
        type: 'one_to_one',
        status: 'completed',
        approval_status: null,
        summary: text || 'Imported one-to-one',
        details: JSON.stringify({
          location: '',
          note: slip.detail || null,
          proposedBy: s.giverId,
          giverConfirmed: true,
          receiverConfirmed: true,
        }),
      };
    case 'closed_business':
      return {
        ...base,
        ...decided,
        type: 'closed_business',
        status: 'recorded',
        approval_status: 'approved',
        amount_cents: slip.amountCents,
        currency: input.currency,
        summary: text || 'Imported closed business',
        details: JSON.stringify({
          businessKind: 'new',
          scope: slip.scope ?? 'outside',
          description: slip.detail || null,
        }),
      };
    default:
      return {
        ...base,
        type: 'training_credit',
        status: 'recorded',
        approval_status: null,
        credits: slip.credits,
        summary: text || 'CEU',
        details: JSON.stringify({ title: text || 'CEU', provider: null }),
      };
  }
}

/** Writes the plan; the caller's transaction makes it all or nothing. */
export async function applyPlan(trx: Db, ctx: AppContext, input: ApplyInput, stamp: string): Promise<Written> {
  const { plan } = input;
  const written: Written = { members: 0, meetings: 0, attendance: 0, activity: 0 };
  written.members = await applyMembers(trx, ctx, input, stamp);
  if (plan.marks.length > 0) Object.assign(written, await applyAttendance(trx, input, stamp));
  await insertActivity(
    trx,
    plan.slips.map((s) => activityRow(input, s, stamp)),
  );
  written.activity = plan.slips.length;
  const batchId = await insertBatch(trx, {
    groupId: input.group.id,
    kind: input.kind,
    fileName: input.fileName,
    counts: plan.counts,
    by: input.callerId,
    at: stamp,
  });
  await insertImportedKeys(trx, input.group.id, batchId, plan.keys);
  return written;
}
