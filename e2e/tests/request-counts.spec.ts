import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/shell-session.ts';

/** The API paths (with their method) the page asks for from now on. */
function countRequests(page: Page): { count: (method: string, path: string) => number; all: string[] } {
  const all: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) all.push(`${request.method()} ${url.pathname}`);
  });
  return { all, count: (method, path) => all.filter((r) => r === `${method} ${path}`).length };
}

// The live channels subscribe within a moment of the screen showing; this leaves time for every refetch they cause.
const SETTLE_MS = 2000;

test('after sign-in, home asks for my numbers, what waits on me and recent activity once each', async ({ page }) => {
  const requests = countRequests(page);
  await signIn(page, 'member1@demo.test');
  await expect(page.getByRole('region', { name: 'My traffic light' })).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  expect(requests.count('GET', '/api/scorecard/me')).toBe(1);
  expect(requests.count('GET', '/api/scorecard/pending')).toBe(1);
  expect(requests.count('GET', '/api/scorecard/recent')).toBe(1);
});

test('an Activity page opened by its address asks for its unread counts and its list once', async ({ page }) => {
  await signIn(page, 'member1@demo.test');
  const requests = countRequests(page);
  await page.goto('/activity/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  expect(requests.count('GET', '/api/activities/unread-counts')).toBe(1);
  expect(requests.count('GET', '/api/activities')).toBe(1);
});

test('after logout nothing goes out with the revoked token', async ({ page }) => {
  await signIn(page, 'member1@demo.test');
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
  await page.waitForTimeout(SETTLE_MS);
  expect(loggedOut).toBe(true);
  expect(withOldToken).toEqual([]);
  expect(socketsAfter).toEqual([]);
});
