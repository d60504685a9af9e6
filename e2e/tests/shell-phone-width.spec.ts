import { expect, type Page, test } from '@playwright/test';
import { PHONE, signIn } from '../support/shell-session.ts';

/** On a 375 px phone no page scrolls sideways, the bottom bar stays on screen and the header stays readable. */
test.use(PHONE);

async function expectFitsThePhone(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and the calendar fill in after the heading: wait until nothing is loading.
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
  const bar = page.getByRole('navigation', { name: /^(Main|Admin)$/ }).last();
  const box = await bar.boundingBox();
  expect.soft(box && box.x >= 0 && box.x + box.width <= 375, `${path}: the bottom bar is on screen`).toBe(true);
}

const MEMBER_PAGES = [
  ['/home', '/calendar', '/roster', '/inbox', '/activity/referral', '/activity/mentorship/search'],
  ['/activity/mentorship/apply', '/visitors', '/settings', '/profile/me', '/more', '/support', '/about'],
];

for (const [i, paths] of MEMBER_PAGES.entries()) {
  test(`member pages fit a 375 px phone (${i + 1} of ${MEMBER_PAGES.length})`, async ({ page }) => {
    await signIn(page, 'member1@demo.test');
    for (const path of paths) await expectFitsThePhone(page, path);
  });
}

test('the header keeps its title readable beside a long panel toggle', async ({ page }) => {
  await signIn(page, 'secretary@demo.test');
  await expect(page.getByRole('button', { name: 'Secretary Treasurer Panel' })).toBeVisible();
  expect((await page.getByTestId('header-title').boundingBox())?.width ?? 0).toBeGreaterThan(60);
});

test('admin pages fit a 375 px phone', async ({ page }) => {
  await signIn(page, 'president@demo.test');
  for (const path of [
    '/admin/dashboard',
    '/admin/attendance',
    '/admin/approvals',
    '/admin/messaging',
    '/admin/users',
  ]) {
    await expectFitsThePhone(page, path);
  }
});

test('the calendar reads well in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, 'member1@demo.test');
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const header = page.locator('.fc-col-header-cell').first();
  await expect(header).toBeVisible();
  // Text and background as the browser paints them, through a canvas so any CSS colour space is compared.
  const ratio = await header.evaluate((el) => {
    const paint = (css: string) => {
      const c = document.createElement('canvas');
      c.width = c.height = 1;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = css;
      g.fillRect(0, 0, 1, 1);
      return [...g.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    };
    const lum = ([r, g, b]: number[]) => 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    const text = lum(paint(getComputedStyle(el.querySelector('a, span') ?? el).color));
    const back = lum(paint(getComputedStyle(el).backgroundColor));
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});
