import type { PalmsWeek, PalmsWeekState, SetPalmsWeekRequest } from '@chapter/shared/palms.schemas';
import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { targetGroup } from '../../kernel/group-scope.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { weekCanBeFinal, weekEndsBetween, weekEndsOn } from '../activity/palms-week.ts';
import { saveWeekState, selectWeekStates } from '../activity/palms-weeks.repository.ts';
import { findGroup } from './meetings.repository.ts';

/** A year and a half of weeks at most in one list: a report's period is shorter. */
const MAX_WEEKS = 80;

/** Every week from the one holding `from` to the one holding `to`, with its state (docs/palms-weeks.md). */
export async function weeksOf(
  db: Db,
  group: { id: number; meeting_weekday: number | null },
  from: string,
  to: string,
): Promise<PalmsWeek[]> {
  const ends = weekEndsBetween(from, to, group.meeting_weekday);
  const first = ends[0];
  const last = ends.at(-1);
  if (first === undefined || last === undefined) return [];
  const saved = new Map((await selectWeekStates(db, group.id, { first, last })).map((r) => [r.week_ends, r]));
  return ends.map((weekEnds) => {
    const row = saved.get(weekEnds);
    return {
      weekEnds,
      state: row?.state ?? 'draft',
      changedBy: row?.changed_by ? { id: row.changed_by, name: row.changed_by_name ?? '' } : null,
      changedAt: row?.changed_at ?? null,
    };
  });
}

/** The weeks' PALMS states: listed for a period, set by those who record attendance (record_attendance). */
export class PalmsWeeksService {
  constructor(private readonly ctx: AppContext) {}

  private async group(caller: Principal, groupId: number | undefined) {
    const group = await findGroup(this.ctx.db, targetGroup(caller, groupId));
    if (!group) throw validationError('Unknown group', [{ field: 'groupId', message: 'Unknown group' }]);
    return group;
  }

  async list(caller: Principal, q: { from: string; to: string; groupId?: number }): Promise<{ weeks: PalmsWeek[] }> {
    if (q.to < q.from) throw validationError('The end is before the start', [{ field: 'to', message: 'Invalid' }]);
    const group = await this.group(caller, q.groupId);
    const weeks = await weeksOf(this.ctx.db, group, q.from, q.to);
    if (weeks.length > MAX_WEEKS) {
      throw validationError('Choose a shorter period', [{ field: 'from', message: 'Choose a shorter period' }]);
    }
    return { weeks };
  }

  /**
   * Completes a week, marks it a holiday, or reopens it as a draft. Only a week whose meeting day has come can be
   * completed or made a holiday: the slips of a week still under way are not final.
   */
  async set(caller: Principal, weekEnds: string, body: SetPalmsWeekRequest): Promise<PalmsWeek> {
    const group = await this.group(caller, body.groupId);
    if (weekEndsOn(weekEnds, group.meeting_weekday) !== weekEnds) {
      throw validationError('That day does not end a PALMS week', [
        { field: 'weekEnds', message: 'That day does not end a PALMS week' },
      ]);
    }
    // A week is final only once its meeting has ended: until then its slips are drafts without asking the database.
    const now = this.ctx.clock.now();
    if (body.state !== 'draft' && !weekCanBeFinal(group, weekEnds, now)) {
      throw new AppError('CONFLICT', 'That week has not ended yet');
    }
    const stamp = toStamp(now);
    const state: PalmsWeekState = body.state;
    await this.ctx.db.transaction().execute(async (trx) => {
      await saveWeekState(trx, { groupId: group.id, weekEnds, state, by: caller.userId, at: stamp });
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: group.id,
        action: `palms.week.${state}`,
        targetType: 'group',
        targetId: group.id,
        summary: `PALMS week ending ${weekEnds}: ${state}`,
        at: stamp,
      });
    });
    const [week] = await weeksOf(this.ctx.db, group, weekEnds, weekEnds);
    if (!week) throw new AppError('CONFLICT', 'That week has not ended yet');
    return week;
  }
}
