import { browserOf, expect, openHomeAs, test } from '../support/chapter.ts';
import { PHONE } from '../support/shell-session.ts';

// The chapter's own scorecard (docs/chapter-scorecard.md), in a chapter of the journey's own (support/chapter.ts)
// whose members joined today: no whole month has figures yet.
const CHAPTER = {
  president: { name: 'Paula Gavel', role: 'President', classification: 'Solicitor' },
  maya: { name: 'Maya Thompson', classification: 'Florist' },
} as const;

test('a President opens the chapter scorecard from the admin menu and changes its comparison group', async ({
  page,
  newChapter,
}) => {
  const { people } = await newChapter(CHAPTER);
  await openHomeAs(page, people.president);
  await page.getByRole('button', { name: 'President Panel' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Chapter scorecard' }).click();
  await expect(page).toHaveURL(/\/admin\/chapter-scorecard$/);
  await expect(page.getByRole('heading', { name: 'Chapter scorecard', level: 1 })).toBeVisible();
  // Members who joined today: nothing in the last whole months yet.
  await expect(page.getByText('No figures yet')).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).selectOption('12');
  await expect(page.getByText('No figures yet')).toBeVisible();
  const group = page.getByRole('region', { name: 'Comparison group' });
  // A President never reads other chapters' names, and picks no chapters by name.
  await expect(group).toContainText("Other chapters' names are shown only");
  await expect(group.getByRole('radio')).toHaveCount(2);
  await group.getByRole('radio', { name: 'Every other chapter' }).check();
  await group.getByRole('button', { name: 'Save the comparison group' }).click();
  await expect(page.getByText('Comparison group saved').first()).toBeVisible();
  await expect(group).toContainText(/Compared with (the|all) .*other chapters? of the organisation/);
});

test('a Member cannot open the chapter scorecard', async ({ page, newChapter }) => {
  const { people } = await newChapter(CHAPTER);
  await openHomeAs(page, people.maya);
  await page.goto('/admin/chapter-scorecard');
  await expect(page).toHaveURL(/\/home$/);
});

test('the chapter scorecard fits a phone screen', async ({ browser, newChapter }) => {
  const { people } = await newChapter(CHAPTER);
  const page = await browserOf(browser, people.president, PHONE);
  await page.goto('/admin/chapter-scorecard');
  await expect(page.getByRole('region', { name: 'Comparison group' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
