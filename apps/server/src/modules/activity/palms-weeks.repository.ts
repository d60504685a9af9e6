import type { PalmsWeekState } from '@chapter/shared/palms.schemas';
import type { Db } from '../../db/kysely.ts';
import type { PalmsWeekTable } from '../../db/schema-meetings.ts';
import { palmsWeekOf, type WeekRule, weekCanBeFinal } from './palms-week.ts';

/** The weeks of a chapter that are not drafts (a draft has no row), with the name of who changed each. */
export function selectWeekStates(db: Db, groupId: number, weekEnds: { first: string; last: string }) {
  return db
    .selectFrom('palms_weeks as w')
    .leftJoin('users as u', 'u.id', 'w.changed_by')
    .select(['w.week_ends', 'w.state', 'w.changed_by', 'w.changed_at', 'u.name as changed_by_name'])
    .where('w.group_id', '=', groupId)
    .where('w.week_ends', '>=', weekEnds.first)
    .where('w.week_ends', '<=', weekEnds.last)
    .orderBy('w.week_ends')
    .execute();
}

/** The final (completed or holiday) weeks among these, per chapter: what locks a slip. */
export async function selectFinalWeeks(
  db: Db,
  keys: ReadonlyArray<{ groupId: number; weekEnds: string }>,
): Promise<Map<string, PalmsWeekTable['state']>> {
  const out = new Map<string, PalmsWeekTable['state']>();
  if (keys.length === 0) return out;
  const rows = await db
    .selectFrom('palms_weeks')
    .select(['group_id', 'week_ends', 'state'])
    .where('group_id', 'in', [...new Set(keys.map((k) => k.groupId))])
    .where('week_ends', 'in', [...new Set(keys.map((k) => k.weekEnds))])
    .execute();
  for (const r of rows) out.set(`${r.group_id}:${r.week_ends}`, r.state);
  return out;
}

/**
 * Records with the state of the PALMS week each counts in (docs/palms-weeks.md), read in one query; a week whose
 * meeting has not ended by `now` is a draft without asking (a fresh slip costs no query).
 */
export async function withWeekStates<R extends WeekRule & { group_id: number; type: string; occurred_at: string }>(
  db: Db,
  rows: R[],
  now: Date,
): Promise<Array<R & { week_state: PalmsWeekState }>> {
  const keys = rows.map((r) => {
    const weekEnds = palmsWeekOf(r, r);
    return weekCanBeFinal(r, weekEnds, now) ? { groupId: r.group_id, weekEnds } : null;
  });
  const final = await selectFinalWeeks(
    db,
    keys.filter((k) => k !== null),
  );
  return rows.map((r, i) => {
    const key = keys[i];
    return { ...r, week_state: (key && final.get(`${key.groupId}:${key.weekEnds}`)) ?? 'draft' };
  });
}

/** Sets a week's state; draft removes its row. */
export async function saveWeekState(
  db: Db,
  row: { groupId: number; weekEnds: string; state: PalmsWeekTable['state'] | 'draft'; by: number; at: string },
): Promise<void> {
  await db
    .deleteFrom('palms_weeks')
    .where('group_id', '=', row.groupId)
    .where('week_ends', '=', row.weekEnds)
    .execute();
  if (row.state === 'draft') return;
  await db
    .insertInto('palms_weeks')
    .values({
      group_id: row.groupId,
      week_ends: row.weekEnds,
      state: row.state,
      changed_by: row.by,
      changed_at: row.at,
    })
    .execute();
}
