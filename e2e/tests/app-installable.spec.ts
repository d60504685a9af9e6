import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { FULL_BROWSER } from '../support/browsers.ts';
import { expect, signInAs, test } from '../support/chapter.ts';
import { makePng } from '../support/members.ts';
import { workerInControl } from '../support/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

test('the manifest is valid and Chromium finds the app installable', async ({ baseURL }) => {
  // Chromium never offers to install from an incognito window, which every test context is: a real profile here.
  const profile = await mkdtemp(path.join(tmpdir(), 'chapter-install-'));
  // The full browser: installability is its feature, and the headless shell once crashed starting on a profile.
  const browser = await chromium.launchPersistentContext(profile, {
    ...FULL_BROWSER,
    baseURL,
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  try {
    await checkInstallable(page);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page): Promise<void> {
  await page.goto('/login');
  await workerInControl(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}');
  expect(manifest).toMatchObject({ name: 'Chapter', short_name: 'Chapter', display: 'standalone', start_url: '/home' });
  const purposes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    // A PNG's width and height sit at bytes 16 and 20 of its header.
    const png = await res.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
}

// The member uploads a photo (a write), so the visit is in a chapter of its own (support/chapter.ts).
test('after a visit, the profile, roster, calendar and recent activity still open without a connection', async ({
  page,
  context,
  newChapter,
}) => {
  const { people } = await newChapter({
    maya: { name: 'Maya Thompson', classification: 'Florist' },
    owen: { name: 'Owen Clarke', classification: 'Electrician' },
  });
  await signInAs(page, people.maya);
  await page.goto('/profile/me');
  await workerInControl(page);
  // A photo, so the roster has an avatar to keep.
  await page
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
  await expect(page.getByRole('main').locator('[data-avatar="image"] img')).toBeVisible();
  // With the worker in control, each screen's reads go through it and are kept.
  const screens: Array<[string, RegExp]> = [
    ['/profile/me', /Profile|My profile/],
    ['/roster', /Roster/],
    ['/calendar', /Calendar/],
    ['/activity/referral', /Referrals/],
    ['/home', /./],
  ];
  const seen = new Map<string, string>();
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    seen.set(path, (await page.locator('main').textContent()) ?? '');
  }

  await context.setOffline(true);
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Unable to connect to server, please check your network')).toBeVisible();
    await expect(page.getByText(/Showing what was synced/)).toBeVisible();
  }
  // The roster still lists the chapter, from what was kept.
  await page.goto('/roster');
  expect(seen.get('/roster')).toContain('Owen Clarke');
  await expect(page.getByRole('main')).toContainText('Owen Clarke');
  await expect(page.getByRole('main').locator('[data-avatar="image"] img').first()).toBeVisible();

  // A change needs a connection: it says so, and the form keeps what was typed.
  await page.goto('/profile/me');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your profile' });
  await dialog.getByLabel('Company').fill('Offline Bakery Ltd');
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByRole('alert')).toContainText("You're offline. This needs a connection");
  await expect(dialog.getByLabel('Company')).toHaveValue('Offline Bakery Ltd');
  await context.setOffline(false);
});
