import { expect, test } from '@playwright/test';

const variants = [
  { query: '?action=accept&alreadyProcessed=true', title: 'Already Processed', link: 'Close' },
  { query: '?action=accept', title: 'Thank You for Accepting!', link: 'Proceed to Login' },
  { query: '?action=decline', title: 'Thank You for Responding', link: 'Close' },
];

for (const v of variants) {
  test(`invitation response ${v.query} shows '${v.title}'`, async ({ page }) => {
    await page.goto(`/visitor/response${v.query}`);
    await expect(page.getByRole('heading', { name: v.title })).toBeVisible();
    await page.getByRole('link', { name: v.link }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
}
