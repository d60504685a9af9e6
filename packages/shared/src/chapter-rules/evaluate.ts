/**
 * Everything the engine says about one member on one day, in one call: the attendance standing, the light now and
 * the forecast for the 1st of next month (docs/chapter-rules.md). The server and the web call this with the same
 * history and get the same keys and numbers, which each puts into words.
 */
import { type Forecast, forecast } from './forecast.ts';
import type { ChapterRules, History } from './schemas.ts';
import type { Score } from './score.ts';
import { attendanceStanding, type Standing } from './standing.ts';

export interface MemberEvaluation {
  standing: Standing;
  score: Score;
  forecast: Forecast;
}

/** `upcoming`: the days of the coming meetings (the forecast takes this month's as attended). */
export function evaluateMember(
  rules: ChapterRules,
  history: History,
  today: string,
  upcoming: readonly string[] = [],
): MemberEvaluation {
  const f = forecast(rules, history, today, upcoming);
  return { standing: attendanceStanding(rules.attendance, history, today, upcoming), score: f.now, forecast: f };
}
