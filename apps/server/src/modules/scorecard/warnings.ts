import { addDays } from '@chapter/shared/chapter-rules/dates';
import { evaluateMember } from '@chapter/shared/chapter-rules/evaluate';
import { PRESETS } from '@chapter/shared/chapter-rules/presets';
import type { History } from '@chapter/shared/chapter-rules/schemas';
import type { SeatReview, Warnings } from '@chapter/shared/scorecard-warnings.schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { GroupTable } from '../../db/schema.ts';
import { toStamp } from '../../db/sql-values.ts';
import { localParts } from '../../lib/zoned-time.ts';
import { selectGroupCurrency } from '../activity/activity.repository.ts';
import { scheduledOccurrences } from '../meetings/meeting-schedule.ts';
import { selectMemberHistory } from './member-history.repository.ts';
import { lightPeriods } from './scoring-period.ts';

const DAY = 86_400_000;
/** The rolling window is six months: its coming meetings are enough to find the next one an absence breaks at. */
const AHEAD_DAYS = 190;

const COLOUR_RANK = { green: 3, amber: 2, red: 1, grey: 0 } as const;

/**
 * The member's warnings on home (docs/chapter-rules.md "Warnings"): the engine's standing and forecast under the
 * chapter's rules. Chapters do not choose rules yet, so every chapter has the app's light (`appLight`, the light
 * home shows) and BNI's attendance policy (3 absences in a rolling six months, a substitute is not an absence).
 */
export async function memberWarnings(
  db: Db,
  now: Date,
  group: Selectable<GroupTable>,
  member: { id: number; joined_at: string | null },
): Promise<Warnings> {
  const chapter = chapterView(now, group);
  const history = await selectMemberHistory(
    db,
    { groupId: group.id, userId: member.id, joinedAt: member.joined_at },
    chapter.since,
    group.timezone,
  );
  const { warnings } = evaluateWarnings(chapter, history, '');
  return warnings.forecast
    ? { ...warnings, forecast: { ...warnings.forecast, currency: await selectGroupCurrency(db, group.id) } }
    : warnings;
}

/** What every member of a chapter is evaluated against today: the rules, the day, the coming meetings. */
interface ChapterView {
  since: string;
  today: string;
  upcoming: string[];
}

export function chapterView(now: Date, group: Selectable<GroupTable>): ChapterView {
  const tz = group.timezone;
  return {
    // The scored months start at the earliest of what the engine reads: the light's period and the rolling window.
    since: toStamp(lightPeriods(now, tz, null).current.from),
    today: localParts(now, tz).date,
    upcoming: scheduledOccurrences(group, now, new Date(now.getTime() + AHEAD_DAYS * DAY), '').map(
      (m) => localParts(new Date(m.starts_at), tz).date,
    ),
  };
}

/**
 * One member's warnings from their history (no query): home's card and each row of the at-risk list, with the
 * seat's review when a rule is already broken (absences over the allowance; docs/chapter-rules.md "At-risk list").
 */
export function evaluateWarnings(
  chapter: ChapterView,
  history: History,
  currency: string,
): { warnings: Warnings; review: SeatReview | null } {
  const rules = PRESETS.appLight.rules;
  const { standing, forecast } = evaluateMember(rules, history, chapter.today, chapter.upcoming);
  const attendance =
    standing.status === 'atRisk' && standing.allowedAbsences !== null
      ? {
          meeting: standing.nextBreakingMeeting,
          absences: standing.absences,
          allowed: standing.allowedAbsences,
          leavesOn: standing.nextRelief,
          until: standing.nextRelief ? addDays(standing.nextRelief, -1) : null,
        }
      : null;
  const worse = COLOUR_RANK[forecast.then.colour] < COLOUR_RANK[forecast.now.colour];
  const review =
    standing.status === 'review' ? { absences: standing.absences, allowed: standing.allowedAbsences } : null;
  const warnings = {
    attendance,
    forecast: worse
      ? {
          on: forecast.on,
          leavingMonth: forecast.leaving?.month ?? null,
          colourNow: forecast.now.colour,
          colourThen: forecast.then.colour,
          by: addDays(forecast.on, -1),
          actions: forecast.keep?.actions ?? null,
          currency,
        }
      : null,
  };
  return { warnings, review };
}
