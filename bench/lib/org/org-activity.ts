/**
 * Activity, as the demo seed makes it: referrals (most approved, the last few days' waiting), thanks for
 * closed business from most won referrals, one-to-ones, testimonials and training credits; then each record's
 * status history, the last week's unread ones and the audit log.
 */
import { toStamp } from '../../../apps/server/src/db/sql-values.ts';
import { ACTIVITY_BASE, type Activity, activityRecorder, memberActivity } from './org-activity-records.ts';
import type { AnyRows, Group, OrgContext, Person } from './org-context.ts';

export async function addActivity(ctx: OrgContext, groups: Group[], people: Person[][]): Promise<void> {
  const { db, rnd, at, count, insertAll, bulk } = ctx;
  const { history, record } = activityRecorder();
  const { firstPass, won } = memberActivity(ctx, groups, people, record);
  const insertActivities = (rows: Activity[]) =>
    bulk(rows, (chunk) =>
      db
        .insertInto('activity_records')
        .values(chunk as AnyRows)
        .returning(['id', 'client_request_id', 'group_id', 'type', 'giver_id', 'receiver_id', 'created_at'])
        .execute(),
    );
  const stored = await insertActivities(firstPass);
  const idOf = new Map(stored.map((r) => [r.client_request_id, r.id]));
  const thanks = won.map(({ key, giver, receiver, daysAgo, prospect, need }) => {
    const thanksAgo = Math.max(0, daysAgo - 5 - rnd() * 20);
    const approval = thanksAgo < 5 ? 'pending' : 'approved';
    const approver = people[giver.chapter]?.[1] as Person;
    const decider = approver.id === giver.id || approver.id === receiver.id ? people[giver.chapter]?.[0] : approver;
    const created = toStamp(at(thanksAgo));
    return record(
      {
        ...ACTIVITY_BASE,
        group_id: groups[giver.chapter]?.id,
        type: 'closed_business',
        giver_id: receiver.id,
        receiver_id: giver.id,
        status: 'recorded',
        approval_status: approval,
        decided_by: approval === 'approved' ? (decider?.id ?? null) : null,
        decided_at: approval === 'approved' ? created : null,
        amount_cents: Math.round((200 + rnd() * rnd() * 24_000) * 100),
        currency: 'USD',
        referral_id: idOf.get(key) ?? null,
        summary: `${need} (${prospect})`,
        details: JSON.stringify({
          businessKind: rnd() < 0.8 ? 'new' : 'repeat',
          scope: 'outside',
          description: `${need} (${prospect})`,
        }),
        occurred_at: created,
        created_at: created,
      },
      approval === 'approved' && decider ? [['approved', 'recorded', decider.id]] : [],
    );
  });
  const storedThanks = await insertActivities(thanks);
  const activities = [...stored, ...storedThanks];
  count('activity_records', activities.length);

  const historyRows = [];
  const unread = [];
  const audit = [];
  const recentCutoff = toStamp(at(7));
  for (const a of activities) {
    for (const [action, status, actor] of history.get(a.client_request_id) ?? []) {
      historyRows.push({
        activity_id: a.id,
        actor_id: actor,
        action,
        from_status: null,
        to_status: status,
        note: null,
        created_at: a.created_at,
      });
    }
    // The last week's records the other member has not opened yet.
    if (a.created_at >= recentCutoff && a.receiver_id !== a.giver_id) {
      unread.push({
        user_id: a.receiver_id,
        box: 'received',
        activity_id: a.id,
        type: a.type,
        created_at: a.created_at,
      });
    }
    audit.push({
      actor_id: a.giver_id,
      group_id: a.group_id,
      action: `activity.${a.type}.created`,
      target_type: 'activity',
      target_id: String(a.id),
      summary: `${a.type.replace('_', ' ')} recorded`,
      created_at: a.created_at,
    });
  }
  await insertAll('activity_status_history', historyRows);
  await insertAll('activity_unread', unread);
  await insertAll('audit_log', audit);
}
