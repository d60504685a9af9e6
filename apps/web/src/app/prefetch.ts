import { calendarWindow, meetingsQuery, nextMeetingWindow } from '../features/meetings/api/list-meetings.ts';
import { pendingActionsQuery } from '../features/scorecard/api/get-pending-actions.ts';
import { recentActivityQuery } from '../features/scorecard/api/get-recent-activity.ts';
import { myScorecardQuery } from '../features/scorecard/api/get-scorecard.ts';
import { getToken, sessionFromToken } from '../lib/auth.ts';
import { queryClient } from '../lib/query-client.ts';
import { sessionQuery } from '../lib/session.ts';

/**
 * A signed-in screen's data starts loading when the navigation starts, beside the download of the screen's code,
 * instead of after the code has loaded and the profile has arrived (docs/web-delivery.md). The screens' own
 * queries then find the answers in the cache, or in flight. Signed out, nothing is fetched.
 */
function signedInUserId(): number | null {
  return sessionFromToken(getToken())?.id ?? null;
}

/** The profile every signed-in screen waits for. */
export function prefetchSession(): void {
  const userId = signedInUserId();
  if (userId !== null) void queryClient.prefetchQuery(sessionQuery(userId));
}

/** Home: the next meeting, my numbers and light, what waits on me and the group's recent activity. */
export function prefetchHome(): void {
  if (signedInUserId() === null) return;
  prefetchSession();
  const [from, to] = nextMeetingWindow();
  void queryClient.prefetchQuery(meetingsQuery(from, to));
  void queryClient.prefetchQuery(myScorecardQuery());
  void queryClient.prefetchQuery(pendingActionsQuery());
  void queryClient.prefetchQuery(recentActivityQuery());
}

/** Calendar: the meetings of the first window it shows. */
export function prefetchCalendar(): void {
  if (signedInUserId() === null) return;
  prefetchSession();
  const [from, to] = calendarWindow();
  void queryClient.prefetchQuery(meetingsQuery(from, to));
}
