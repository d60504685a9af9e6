import { expect, test } from '@playwright/test';
import { PHONE, signIn } from '../support/shell-session.ts';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test('the theme choice is saved on the server and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, 'member18@demo.test');
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

test.describe('on a phone', () => {
  test.use(PHONE);

  test('settings categories have their own addresses', async ({ page }) => {
    await signIn(page, 'member19@demo.test');
    await page.goto('/settings/privacy');
    await expect(page.getByRole('switch', { name: 'Show my phone number' })).toBeVisible();
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(page.getByLabel('Current password').first()).toBeVisible();
  });
});
