import type { AtRiskMember } from '@chapter/shared/scorecard-warnings.schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { GroupTable } from '../../db/schema.ts';
import { selectGroupCurrency } from '../activity/activity.repository.ts';
import { selectChapterRules } from '../chapter-rules/chapter-rules.repository.ts';
import { selectChapterHistories } from './member-history.repository.ts';
import { selectActiveMembers } from './scorecard.repository.ts';
import { chapterView, evaluateWarnings } from './warnings.ts';

/**
 * The chapter's at-risk list (docs/chapter-rules.md "At-risk list"): every active member evaluated as home's
 * warnings evaluate them, and those with a seat under review, an attendance warning or a forecast drop. Six
 * queries whatever the chapter's size: the members, the group's currency, the chapter's rules, and the marks,
 * records and visitors of all of them at once.
 */
export async function chapterAtRisk(db: Db, now: Date, group: Selectable<GroupTable>): Promise<AtRiskMember[]> {
  const [members, currency, rules] = await Promise.all([
    selectActiveMembers(db, group.id),
    selectGroupCurrency(db, group.id),
    selectChapterRules(db, group.id),
  ]);
  const chapter = chapterView(now, group, rules);
  const histories = await selectChapterHistories(db, group.id, members, chapter.since, group.timezone);
  const list: AtRiskMember[] = [];
  for (const m of members) {
    const history = histories.get(m.id);
    if (!history) continue;
    const { warnings, review } = evaluateWarnings(chapter, history, currency);
    if (!review && !warnings.attendance && !warnings.forecast) continue;
    list.push({ member: { id: m.id, name: m.name }, review, ...warnings });
  }
  return list.sort((a, b) => urgency(a).localeCompare(urgency(b)) || a.member.name.localeCompare(b.member.name));
}

/**
 * Most urgent first: a seat under review, then the nearest date to act by (the meeting an absence breaks at,
 * the last day before the light drops). The key sorts as text: "0" before "1", then the day.
 */
function urgency(row: AtRiskMember): string {
  if (row.review) return '0';
  const days = [row.attendance?.meeting, row.forecast?.by].filter((d): d is string => Boolean(d)).sort();
  return `1${days[0] ?? '9999-12-31'}`;
}
