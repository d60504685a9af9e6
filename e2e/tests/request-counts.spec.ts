import type { Page, WebSocket } from '@playwright/test';
import { expect, MEMBER_PASSWORD, openHomeAs, test } from '../support/chapter.ts';
import { signInWith } from '../support/members.ts';

// Each journey counts in a chapter of its own (support/chapter.ts): Mia is a member of it.
const MIA = { mia: { name: 'Mia Member', classification: 'Landscaper' } };

/** The API paths (with their method) the page asks for from now on. */
function countRequests(page: Page): { count: (method: string, path: string) => number; all: string[] } {
  const all: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) all.push(`${request.method()} ${url.pathname}`);
  });
  return { all, count: (method, path) => all.filter((r) => r === `${method} ${path}`).length };
}

/**
 * Watches the page's live socket for `subscribe` commands and their answers. `settled()` resolves once every
 * subscribe sent has been answered, the page has handled the answers, and a request the page makes after that has
 * gone out: a refetch an answer set off has been counted by then (a page's requests are reported in order).
 */
function liveChannels(page: Page): { settled: () => Promise<void> } {
  // Pending subscribes per socket of the current document.
  const pending = new Map<WebSocket, Set<number>>();
  let asked = 0;
  const lines = (payload: string | Buffer) =>
    String(payload)
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id?: number; subscribe?: unknown; error?: unknown });
  page.on('websocket', (ws) => {
    const mine = new Set<number>();
    pending.set(ws, mine);
    ws.on('framesent', ({ payload }) => {
      for (const c of lines(payload)) {
        if (!c.id || !c.subscribe) continue;
        asked++;
        mine.add(c.id);
      }
    });
    ws.on('framereceived', ({ payload }) => {
      for (const r of lines(payload)) if (r.id) mine.delete(r.id);
    });
    ws.on('close', () => pending.delete(ws));
  });
  // A document's sockets go with it, and Playwright reports no close for them: the page before a navigation may have
  // opened its socket and sent its subscribes just before leaving, and they will never be answered.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pending.clear();
  });
  const unanswered = () => [...pending.values()].reduce((n, ids) => n + ids.size, 0);
  return {
    settled: async () => {
      await expect.poll(() => asked > 0 && unanswered() === 0, { message: 'every subscribe answered' }).toBe(true);
      const barrier = page.waitForRequest((r) => r.url().endsWith('/livez?barrier'));
      await page.evaluate(() => new Promise((r) => setTimeout(r, 0)).then(() => fetch('/livez?barrier')));
      await barrier;
    },
  };
}

test('after sign-in, home asks for my numbers, what waits on me and recent activity once each', async ({
  page,
  newChapter,
}) => {
  const { people } = await newChapter(MIA);
  const requests = countRequests(page);
  const live = liveChannels(page);
  // Through the login screen: what sign-in itself loads is part of the count.
  await signInWith(page, people.mia.email, MEMBER_PASSWORD);
  await expect(page.getByRole('region', { name: 'My traffic light' })).toBeVisible();
  await live.settled();
  expect(requests.count('GET', '/api/scorecard/me')).toBe(1);
  expect(requests.count('GET', '/api/scorecard/pending')).toBe(1);
  expect(requests.count('GET', '/api/scorecard/recent')).toBe(1);
});

test('an Activity page opened by its address asks for its unread counts and its list once', async ({
  page,
  newChapter,
}) => {
  const { people } = await newChapter(MIA);
  await openHomeAs(page, people.mia);
  const requests = countRequests(page);
  const live = liveChannels(page);
  await page.goto('/activity/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await live.settled();
  expect(requests.count('GET', '/api/activities/unread-counts')).toBe(1);
  expect(requests.count('GET', '/api/activities')).toBe(1);
});

test('after logout nothing goes out with the revoked token', async ({ page, newChapter }) => {
  const { people } = await newChapter(MIA);
  // The page runs on Playwright's clock: after the logout, two minutes of it fire every timer the app left behind
  // (refetches, reconnects, token renewal) instead of waiting on the wall clock to see whether one does.
  await page.clock.install();
  await openHomeAs(page, people.mia);
  await expect(page.getByRole('region', { name: 'My traffic light' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  let loggedOut = false;
  const withOldToken: string[] = [];
  const socketsAfter: string[] = [];
  page.on('request', (request) => {
    if (!loggedOut || request.url().endsWith('/api/logout')) return;
    if (request.headers().authorization === `Bearer ${token}`) withOldToken.push(request.url());
  });
  page.on('websocket', (ws) => {
    if (loggedOut) socketsAfter.push(ws.url());
  });
  page.on('request', (request) => {
    if (request.url().endsWith('/api/logout')) loggedOut = true;
  });
  await page.getByRole('button', { name: 'More' }).first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.clock.runFor(120_000);
  // A request made after those timers ran: whatever they sent was reported before it.
  const barrier = page.waitForRequest((r) => r.url().endsWith('/livez?barrier'));
  await page.evaluate(() => fetch('/livez?barrier'));
  await barrier;
  expect(loggedOut).toBe(true);
  expect(withOldToken).toEqual([]);
  expect(socketsAfter).toEqual([]);
});
