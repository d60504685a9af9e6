import { browserOf, expect, openHomeAs, optInAsMentor, test } from '../support/chapter.ts';
import { PHONE } from '../support/shell-session.ts';

// Each journey reads home in a chapter of its own (support/chapter.ts): a President, Maya and Omar, who joined today.
const CHAPTER = {
  president: { name: 'Paula Gavel', role: 'President', classification: 'Solicitor' },
  maya: { name: 'Maya Thompson', classification: 'Florist' },
  omar: { name: 'Omar Haddad', classification: 'Electrician' },
} as const;

test('a member sees their traffic light, what gets them to green and their numbers on home', async ({
  page,
  newChapter,
}) => {
  const { people } = await newChapter(CHAPTER);
  await openHomeAs(page, people.maya);
  const light = page.getByRole('region', { name: 'My traffic light' });
  // A member who joined today is scored on the weeks since, in this month.
  await expect(light.getByTestId('traffic-light-summary')).toContainText(/of 100 points · scored on /);
  await expect(light.getByRole('row', { name: /Referrals given/ })).toBeVisible();
  // Each line says what gets it to green, or that it is green already.
  await expect(light.getByRole('row', { name: /^Referrals given .*(more referrals?|Green)$/ })).toBeVisible();
  const numbers = page.getByRole('region', { name: 'My numbers' });
  await expect(numbers.getByRole('columnheader', { name: 'Last 7 days' })).toBeVisible();
  await expect(numbers.getByRole('row', { name: /One-to-ones/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting on me' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity in the group' })).toBeVisible();
  // Members do not get the leaders' picture.
  await expect(page.getByRole('region', { name: 'Who works with whom' })).toHaveCount(0);
});

test('a leader reads the referral matrix and the group’s lights on home', async ({ page, newChapter }) => {
  const { people } = await newChapter(CHAPTER);
  await openHomeAs(page, people.president);
  const matrix = page.getByRole('region', { name: 'Who works with whom' });
  await expect(matrix.getByRole('rowheader', { name: 'Maya Thompson' })).toBeVisible();
  await matrix.getByRole('button', { name: 'One-to-ones' }).click();
  await expect(matrix.getByText('One-to-ones held between members, last six months.')).toBeVisible();
  const lights = page.getByRole('region', { name: 'Group traffic lights' });
  await expect(lights.getByRole('link', { name: 'Maya Thompson' })).toBeVisible();
});

test('home fits a phone screen', async ({ browser, newChapter }) => {
  const { people } = await newChapter(CHAPTER);
  const page = await browserOf(browser, people.maya, PHONE);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'My traffic light' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// The application writes, so it runs in a chapter of its own (support/chapter.ts): Priya has just opted in as a
// mentor, with nothing waiting on her yet.
test('what waits on a mentor rises live on home when a member applies', async ({ browser, request, newChapter }) => {
  const { people } = await newChapter({
    priya: { name: 'Priya Nair', classification: 'Marketing Consultant' },
    henry: { name: 'Henry Walsh', classification: 'Plumber' },
  });
  await optInAsMentor(request, people.priya, 'Websites that bring in local jobs');
  const priya = await browserOf(browser, people.priya);
  await priya.goto('/home');
  const waiting = priya.getByRole('region', { name: 'Waiting on me' });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('link', { name: /Mentorship applications to answer/ })).toHaveCount(0);

  const henry = await browserOf(browser, people.henry);
  await henry.goto('/activity/mentorship/search');
  await henry.getByRole('link', { name: 'Apply to Priya Nair' }).click();
  await henry.getByLabel('Your goals').fill('Get plumbing jobs from my website');
  await henry.getByRole('button', { name: 'Send application' }).click();
  await expect(henry).toHaveURL(/\/activity\/mentorship\/search$/);

  await expect(waiting.getByRole('link', { name: '1 Mentorship applications to answer' })).toBeVisible();
});
