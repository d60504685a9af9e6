import { expect, type Page } from '@playwright/test';

/** Waits until the service worker has installed (its precache filled) and controls this page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
