import { type APIRequestContext, expect } from '@playwright/test';

/**
 * A chapter meeting started `startedMinutesAgo` minutes ago (UTC), made by the leader whose token `by` is, in the
 * journey's own chapter (support/chapter.ts; the demo chapter is read-only). Which meeting is "under way" decides
 * what a leader's bottom bar opens, so each journey says when its own started.
 */
export async function createMeeting(
  request: APIRequestContext,
  { title, startedMinutesAgo, durationMinutes }: { title: string; startedMinutesAgo: number; durationMinutes: number },
  by: string,
): Promise<number> {
  const start = new Date(Date.now() - startedMinutesAgo * 60_000);
  const res = await request.post('/api/meetings', {
    headers: { authorization: `Bearer ${by}` },
    data: {
      title,
      type: 'chapter',
      date: start.toISOString().slice(0, 10),
      startTime: start.toISOString().slice(11, 16),
      durationMinutes,
      timezone: 'UTC',
      location: 'Riverside Hall',
      onlineLink: null,
      agenda: null,
      speaker: null,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
