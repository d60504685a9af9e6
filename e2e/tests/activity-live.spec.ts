import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';

// Demo accounts (seed order of the Member role): member17 is Valerie Chen, one of the demo's weakest members (so
// her traffic light has room to move), member2 Daniel Okafor.
const VALERIE = { email: 'member17@demo.test', option: 'Valerie Chen — Chiropractor' };
const DANIEL = { email: 'member2@demo.test', option: 'Daniel Okafor — Financial Planner' };

/**
 * A member's own browser, signed in through the API (the login screen has its own journeys): each journey here
 * needs three members at once, and typing three logins made it slow on a busy machine.
 */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const res = await context.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  return page;
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const records = (page: Page) => page.getByRole('list', { name: 'Records' });

test('a referral raises the receiver’s badge live', async ({ browser }) => {
  const prospect = `Prospect ${Date.now()}`;
  const valerie = await signedInPage(browser, VALERIE.email);
  const daniel = await signedInPage(browser, DANIEL.email);

  // Daniel looks at his referrals: nothing unread.
  await daniel.goto('/activity/referral');
  await expect(tab(daniel, /^Received/)).toHaveAccessibleName('Received');

  // Valerie gives Daniel a referral.
  await valerie.goto('/activity/referral');
  await valerie.getByRole('button', { name: 'Give a referral' }).click();
  const form = valerie.getByRole('dialog', { name: 'Give a referral' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Describe what the prospect needs')).toBeVisible();
  await form.getByLabel('Referral for').selectOption({ label: DANIEL.option });
  await form.getByLabel('Prospect').fill(prospect);
  await form.getByLabel('What they need').fill('Needs a pension review before retiring');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(records(valerie).getByText(prospect)).toBeVisible();

  // Daniel's Received badge rises without a reload; opening the tab clears it.
  await expect(tab(daniel, /^Received/)).toHaveAccessibleName('Received 1 unread');
  await tab(daniel, /^Received/).click();
  await expect(records(daniel).getByText(prospect)).toBeVisible();
  await expect(tab(daniel, /^Received/)).toHaveAccessibleName('Received');
});

test('thanks for the business is approved by the VP and seen by the giver, whose light moves', async ({ browser }) => {
  const business = `Office move ${Date.now()}`;
  const valerie = await signedInPage(browser, VALERIE.email);
  // The giver keeps her home page open in a second tab: her traffic light must move without a reload.
  const valerieHome = await valerie.context().newPage();
  await valerieHome.goto('/home');
  const tyfcbRow = valerieHome
    .getByRole('region', { name: 'My traffic light' })
    .getByRole('row', { name: /Thanks for closed business/ });
  await expect(tyfcbRow).toBeVisible();
  const tyfcbBefore = (await tyfcbRow.textContent()) ?? '';
  const daniel = await signedInPage(browser, DANIEL.email);

  // Daniel closed business thanks to Valerie and thanks her for it.
  await daniel.goto('/activity/closed-business');
  await daniel.getByRole('button', { name: 'Thank for business' }).click();
  const thanks = daniel.getByRole('dialog', { name: 'Thank a member for closed business' });
  await thanks.getByLabel('Member who gave you the business').selectOption({ label: VALERIE.option });
  await thanks.getByLabel('Amount').fill('2500');
  await thanks.getByLabel(/What the business was/).fill(business);
  await thanks.getByRole('button', { name: 'Save' }).click();
  await expect(thanks).toBeHidden();

  // Valerie watches her received thanks: pending for now.
  await valerie.goto('/activity/closed-business?filter=received');
  const row = records(valerie).getByRole('button', { name: new RegExp(business) });
  await expect(row).toContainText('Pending approval');

  // The Vice President approves it from the approvals queue.
  const vp = await signedInPage(browser, 'vp@demo.test');
  await vp.goto('/admin/approvals');
  await vp.getByRole('tab', { name: /Businesses/ }).click();
  await vp.getByRole('button', { name: `Approve ${business}` }).click();
  await expect(vp.getByRole('button', { name: `Approve ${business}` })).toBeHidden();

  // Valerie sees it approved, live.
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('$2,500.00');

  // Approved thanks count towards her traffic light: the closed-business line moves on the open home page.
  await expect(tyfcbRow).not.toHaveText(tyfcbBefore);
});
