import type { Page } from '@playwright/test';
import { browserOf, expect, test } from '../support/chapter.ts';
import { PHONE } from '../support/shell-session.ts';

const html = (page: Page) => page.locator('html');

// A member of a chapter of the journey's own: the theme starts at System however often the journey runs on one data
// folder (the demo member it used kept the Light it ended on: a second run, --repeat-each, found Light, not System).
test('the theme choice is saved on the server and survives a reload', async ({ browser, newChapter }) => {
  const { people } = await newChapter({ member: { name: 'Theo Marsh' } });
  const page = await browserOf(browser, people.member, { colorScheme: 'light' });
  await page.goto('/home');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('radio', { name: /System/ })).toBeChecked();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT');
  await page.getByText('Dark', { exact: true }).click();
  await expect(html(page)).toHaveClass(/dark/);
  expect((await saved).status()).toBe(200);

  // Forget this device's copy: after the reload the dark theme can only come from the server.
  await page.evaluate(() => localStorage.removeItem('theme'));
  await page.reload();
  await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();
  await expect(html(page)).toHaveClass(/dark/);

  await page.getByText('Light', { exact: true }).click();
  await expect(html(page)).not.toHaveClass(/dark/);
});

test('on a phone, settings categories have their own addresses', async ({ browser, newChapter }) => {
  const { people } = await newChapter({ member: { name: 'Iris Vane' } });
  const page = await browserOf(browser, people.member, PHONE);
  await page.goto('/settings/privacy');
  await expect(page.getByRole('switch', { name: 'Show my phone number' })).toBeVisible();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByLabel('Current password').first()).toBeVisible();
});
