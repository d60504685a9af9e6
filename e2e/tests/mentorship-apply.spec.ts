import { type Browser, expect, type Page, test } from '@playwright/test';
import { PHONE, signIn } from '../support/shell-session.ts';

// Demo accounts: member3 is Rachel Adams (no mentorship yet), member2 Daniel Okafor (a mentor with free places).
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

  const rachel = await signedInPage(browser, 'member13@demo.test');
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
