import { browserOf, expect, optInAsMentor, test } from '../support/chapter.ts';
import { PHONE } from '../support/shell-session.ts';

// The application runs in a chapter of its own (support/chapter.ts): Daniel has just opted in as a mentor, Rachel has
// no mentorship yet, whatever earlier runs left in the data folder.
const CHAPTER = {
  daniel: { name: 'Daniel Okafor', classification: 'Financial Planner' },
  rachel: { name: 'Rachel Adams', classification: 'Dentist' },
} as const;

test('a member applies to a mentor, who accepts live; both see the mentorship active', async ({
  browser,
  request,
  newChapter,
}) => {
  const { people } = await newChapter(CHAPTER);
  await optInAsMentor(request, people.daniel, 'Financial planning for small practices');
  const daniel = await browserOf(browser, people.daniel);
  await daniel.goto('/activity/mentorship/search');
  const danielsList = daniel.getByRole('region', { name: 'My mentorships' });
  await expect(danielsList).toBeVisible();

  const rachel = await browserOf(browser, people.rachel);
  await rachel.goto('/activity/mentorship/search');
  await rachel.getByRole('searchbox', { name: 'Expertise' }).fill('financial');
  await rachel.getByRole('link', { name: 'Apply to Daniel Okafor' }).click();
  await expect(rachel).toHaveURL(/\/activity\/mentorship\/apply\?mentorId=\d+$/);
  await rachel.getByRole('button', { name: 'Send application' }).click();
  await expect(rachel.getByText('Describe your goals')).toBeVisible();
  await rachel.getByLabel('Your goals').fill('Plan a second dental chair without cash-flow stress');
  await rachel.getByLabel(/Message to the mentor/).fill('Could we meet for coffee next week?');
  await rachel.getByRole('button', { name: 'Send application' }).click();
  await expect(rachel).toHaveURL(/\/activity\/mentorship\/search$/);
  const rachelsRow = rachel
    .getByRole('region', { name: 'My mentorships' })
    .getByRole('listitem')
    .filter({ hasText: 'Daniel Okafor mentors you' });
  await expect(rachelsRow.getByText('Pending')).toBeVisible();

  // Daniel's open page shows the application without a reload, and he accepts it.
  const application = danielsList.getByRole('listitem').filter({ hasText: 'You mentor Rachel Adams' });
  await expect(application.getByText('Plan a second dental chair')).toBeVisible();
  await application.getByRole('button', { name: 'Accept' }).click();
  await expect(application.getByText('Active')).toBeVisible();

  // Rachel's page follows live.
  await expect(rachelsRow.getByText('Active')).toBeVisible();
});

// A chapter of its own with one mentorship its President assigned: Oscar mentors Rachel.
test('the mentorship screens fit a phone screen', async ({ browser, request, newChapter }) => {
  const { people } = await newChapter({
    president: { name: 'Paula Gavel', role: 'President', classification: 'Solicitor' },
    oscar: { name: 'Oscar Brennan', classification: 'Business Coach' },
    rachel: CHAPTER.rachel,
  });
  const as = (who: { token: string }) => ({ Authorization: `Bearer ${who.token}` });
  await optInAsMentor(request, people.oscar, 'Growing a small practice');
  const assigned = await request.post('/api/mentorship/mentorships/assign', {
    headers: as(people.president),
    data: { mentorId: people.oscar.id, menteeId: people.rachel.id, goals: 'A second dental chair' },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  const page = await browserOf(browser, people.president, PHONE);
  for (const path of ['/activity/mentorship/search', '/activity/mentorship/apply']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Mentorship sections' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/activity/mentorship/search');
  await expect(
    page.getByRole('region', { name: 'All mentorships in the group' }).getByText('Oscar Brennan'),
  ).toBeVisible();
});
