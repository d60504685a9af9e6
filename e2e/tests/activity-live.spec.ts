import type { Browser, Page } from '@playwright/test';
import { browserOf, expect, type NewChapter, type Person, test } from '../support/chapter.ts';

/**
 * Each journey runs in a chapter of its own (support/chapter.ts): Valerie's traffic light starts from nothing, so
 * approved thanks always move it, however often the suite has run on the same data folder.
 */
const CHAPTER = {
  valerie: { name: 'Valerie Chen', classification: 'Chiropractor' },
  daniel: { name: 'Daniel Okafor', classification: 'Financial Planner' },
  vp: { name: 'Victor Price', role: 'Vice President', classification: 'Commercial Printer' },
} as const;

/** How a member appears in the activity forms' member lists. */
const option = (person: Person) =>
  `${person.name} — ${Object.values(CHAPTER).find((m) => m.name === person.name)?.classification}`;

async function chapterOf(newChapter: NewChapter) {
  return (await newChapter(CHAPTER)).people;
}

/** A member's own browser, signed in (the login screen has its own journeys), on their home page. */
async function signedInPage(browser: Browser, person: Person): Promise<Page> {
  const page = await browserOf(browser, person);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  return page;
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const records = (page: Page) => page.getByRole('list', { name: 'Records' });

test('a referral raises the receiver’s badge live', async ({ browser, newChapter }) => {
  const people = await chapterOf(newChapter);
  const prospect = 'Prospect Harbour Dental';
  const valerie = await signedInPage(browser, people.valerie);
  const daniel = await signedInPage(browser, people.daniel);

  // Daniel looks at his referrals: nothing unread.
  await daniel.goto('/activity/referral');
  await expect(tab(daniel, /^Received/)).toHaveAccessibleName('Received');

  // Valerie gives Daniel a referral.
  await valerie.goto('/activity/referral');
  await valerie.getByRole('button', { name: 'Give a referral' }).click();
  const form = valerie.getByRole('dialog', { name: 'Give a referral' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Describe what the prospect needs')).toBeVisible();
  await form.getByLabel('Referral for').selectOption({ label: option(people.daniel) });
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

test('thanks for the business is approved by the VP and seen by the giver, whose light moves', async ({
  browser,
  newChapter,
}) => {
  const people = await chapterOf(newChapter);
  const business = 'Office move';
  const valerie = await signedInPage(browser, people.valerie);
  // The giver keeps her home page open in a second tab: her traffic light must move without a reload.
  const valerieHome = await valerie.context().newPage();
  await valerieHome.goto('/home');
  const tyfcbRow = valerieHome
    .getByRole('region', { name: 'My traffic light' })
    .getByRole('row', { name: /Thanks for closed business/ });
  await expect(tyfcbRow).toBeVisible();
  const tyfcbBefore = (await tyfcbRow.textContent()) ?? '';
  const daniel = await signedInPage(browser, people.daniel);

  // Daniel closed business thanks to Valerie and thanks her for it.
  await daniel.goto('/activity/closed-business');
  await daniel.getByRole('button', { name: 'Thank for business' }).click();
  const thanks = daniel.getByRole('dialog', { name: 'Thank a member for closed business' });
  await thanks.getByLabel('Member who gave you the business').selectOption({ label: option(people.valerie) });
  await thanks.getByLabel('Amount').fill('2500');
  await thanks.getByLabel(/What the business was/).fill(business);
  await thanks.getByRole('button', { name: 'Save' }).click();
  await expect(thanks).toBeHidden();

  // Valerie watches her received thanks: pending for now.
  await valerie.goto('/activity/closed-business?filter=received');
  const row = records(valerie).getByRole('button', { name: new RegExp(business) });
  await expect(row).toContainText('Pending approval');

  // The Vice President approves it from the approvals queue.
  const vp = await signedInPage(browser, people.vp);
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
