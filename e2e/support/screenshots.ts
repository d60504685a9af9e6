import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './env.ts';

/**
 * Screenshots are for people reviewing how screens look: `npm run screenshots` takes them. `npm test` walks the same
 * screens and checks what they show, without waiting for the network to settle or writing images (that cost about a
 * minute and a half of every CI run and checked nothing).
 */
export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** Saves the page as `name` once the network is quiet, when screenshots are asked for. */
export async function keepScreenshot(page: Page, name: string, fullPage: boolean): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage });
}
