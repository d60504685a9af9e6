import { browserOf, expect, test } from '../support/chapter.ts';
import { makePng } from '../support/members.ts';

// Each journey in a chapter of its own: a member without a photo yet, and a roster that holds only its members.
test('a member uploads an avatar and sees it on the profile and in the navigation', async ({ browser, newChapter }) => {
  const { people } = await newChapter({ member: { name: 'Paula Reyes' } });
  const page = await browserOf(browser, people.member);
  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/avatars/')) uploads.push(r.url());
  });

  await page
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Photo updated');

  // The profile shows the 512 px image, fetched with the bearer token and the ?v= key.
  await expect(page.getByRole('main').locator('[data-avatar="image"] img')).toBeVisible();
  await expect.poll(() => uploads.some((u) => /_512\.jpg\?v=/.test(u))).toBe(true);

  // The signed-in user's avatar in the navigation (sidebar or header) shows the same photo.
  const chrome = page.locator('aside, header').locator('[data-avatar="image"] img');
  await expect(chrome.first()).toBeVisible();

  // A file that is not an image is refused with a clear message and nothing changes.
  await page.getByLabel('Profile photo file').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Upload a JPEG, PNG or WebP image');
});

test('the roster finds members by classification and shows a generated avatar without a photo', async ({
  browser,
  newChapter,
}) => {
  const { people } = await newChapter({
    member: { name: 'Nora Quinn', classification: 'Florist' },
    plumber: { name: 'Henry Walsh', classification: 'Plumber' },
    printer: { name: 'Omar Said', classification: 'Printer' },
  });
  const page = await browserOf(browser, people.member);
  await page.goto('/roster');
  await page.getByRole('combobox', { name: 'Classification' }).selectOption('Plumber');
  const card = page.getByRole('article').filter({ hasText: 'Henry Walsh' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.locator('[data-avatar="initials"]')).toHaveText('HW');
  await page.getByRole('combobox', { name: 'Classification' }).selectOption('');
  await page.getByRole('searchbox', { name: 'Search members' }).fill('zzzz-nobody');
  await expect(page.getByText('No members match')).toBeVisible();
});
