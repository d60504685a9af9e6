import { addDays } from '@chapter/shared/chapter-rules/dates';
import { evaluateMember } from '@chapter/shared/chapter-rules/evaluate';
import type { ChapterRules, History } from '@chapter/shared/chapter-rules/schemas';
import type { SeatReview, Warnings } from '@chapter/shared/scorecard-warnings.schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { GroupTable } from '../../db/schema.ts';
import { toStamp } from '../../db/sql-values.ts';
import { localParts } from '../../lib/zoned-time.ts';
import { selectGroupCurrency } from '../activity/activity.repository.ts';
import { selectChapterRules } from '../chapter-rules/chapter-rules.repository.ts';
import { scheduledOccurrences } from '../meetings/meeting-schedule.ts';
import { selectMemberHistory } from './member-history.repository.ts';
import { monthStart } from './scoring-period.ts';

const DAY = 86_400_000;
/** The rolling window is six months: its coming meetings are enough to find the next one an absence breaks at. */
const AHEAD_DAYS = 190;

const COLOUR_RANK = { green: 3, amber: 2, red: 1, grey: 0 } as const;

/**
 * The member's warnings on home (docs/chapter-rules.md "Warnings"): the engine's standing and forecast under the
 * chapter's effective rules (docs/chapter-rules.md "Choosing and overriding rules"; the app's light and BNI's
 * attendance policy until the organisation chooses).
 */
export async function memberWarnings(
  db: Db,
  now: Date,
  group: Selectable<GroupTable>,
  member: { id: number; joined_at: string | null },
): Promise<Warnings> {
  const chapter = chapterView(now, group, await selectChapterRules(db, group.id));
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
  rules: ChapterRules;
  since: string;
  today: string;
  upcoming: string[];
}

/**
 * The whole months before this one the engine reads under these rules: the scoring period, the attendance window
 * and a year for substitutes per year, and never fewer than the light's six.
 */
function monthsRead(rules: ChapterRules): number {
  const { window, substitutes } = rules.attendance;
  const windowMonths = window.kind === 'rollingMonths' ? window.months : window.kind === 'quarter' ? 3 : 6;
  return Math.max(6, rules.scorecard.periodMonths, windowMonths, substitutes.perYear === null ? 0 : 12);
}

export function chapterView(now: Date, group: Selectable<GroupTable>, rules: ChapterRules): ChapterView {
  const tz = group.timezone;
  return {
    rules,
    // From the first of the earliest month anything the engine reads starts in (the rolling window included).
    since: toStamp(monthStart(now, tz, -monthsRead(rules))),
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
  const { standing, forecast } = evaluateMember(chapter.rules, history, chapter.today, chapter.upcoming);
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
