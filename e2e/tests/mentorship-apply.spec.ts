import { type Browser, expect, type Page, test } from '@playwright/test';
import { PHONE, signIn } from '../support/shell-session.ts';

// Demo accounts: member3 is Grace Liu (no mentorship yet), member2 Daniel Okafor (a mentor with free places).
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('a member applies to a mentor, who accepts live; both see the mentorship active', async ({ browser }) => {
  const daniel = await signedInPage(browser, 'member2@demo.test');
  await daniel.goto('/activity/mentorship/search');
  const danielsList = daniel.getByRole('region', { name: 'My mentorships' });
  await expect(danielsList.getByText('You mentor Xena Lopez')).toBeVisible();

  const grace = await signedInPage(browser, 'member3@demo.test');
  await grace.goto('/activity/mentorship/search');
  await grace.getByRole('searchbox', { name: 'Expertise' }).fill('financial');
  await grace.getByRole('link', { name: 'Apply to Daniel Okafor' }).click();
  await expect(grace).toHaveURL(/\/activity\/mentorship\/apply\?mentorId=\d+$/);
  await grace.getByRole('button', { name: 'Send application' }).click();
  await expect(grace.getByText('Describe your goals')).toBeVisible();
  await grace.getByLabel('Your goals').fill('Plan a second dental chair without cash-flow stress');
  await grace.getByLabel(/Message to the mentor/).fill('Could we meet for coffee next week?');
  await grace.getByRole('button', { name: 'Send application' }).click();
  await expect(grace).toHaveURL(/\/activity\/mentorship\/search$/);
  const gracesRow = grace
    .getByRole('region', { name: 'My mentorships' })
    .getByRole('listitem')
    .filter({ hasText: 'Daniel Okafor mentors you' });
  await expect(gracesRow.getByText('Pending')).toBeVisible();

  // Daniel's open page shows the application without a reload, and he accepts it.
  const application = danielsList.getByRole('listitem').filter({ hasText: 'You mentor Grace Liu' });
  await expect(application.getByText('Plan a second dental chair')).toBeVisible();
  await application.getByRole('button', { name: 'Accept' }).click();
  await expect(application.getByText('Active')).toBeVisible();

  // Grace's page follows live.
  await expect(gracesRow.getByText('Active')).toBeVisible();
});

test('the mentorship screens fit a phone screen', async ({ browser }) => {
  const page = await (await browser.newContext(PHONE)).newPage();
  await signIn(page, 'president@demo.test');
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
