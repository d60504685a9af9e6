import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './env.ts';

/** A demo account's bearer token (the demo President makes meetings for journeys on the demo chapter). */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A chapter meeting started `startedMinutesAgo` minutes ago (UTC), made by a leader who manages meetings: the demo
 * group's President, or the leader whose token `by` is (a journey's own chapter, support/chapter.ts). Which
 * meeting is "under way" decides what a leader's bottom bar opens, so each journey says when its own started.
 */
export async function createMeeting(
  request: APIRequestContext,
  { title, startedMinutesAgo, durationMinutes }: { title: string; startedMinutesAgo: number; durationMinutes: number },
  by?: string,
): Promise<number> {
  const start = new Date(Date.now() - startedMinutesAgo * 60_000);
  const res = await request.post('/api/meetings', {
    headers: { authorization: `Bearer ${by ?? (await apiToken(request, 'president@demo.test'))}` },
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
