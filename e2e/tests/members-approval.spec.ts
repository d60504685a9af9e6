import { browserOf, expect, signInAs, test } from '../support/chapter.ts';
import { waitForMail } from '../support/mail.ts';
import { signInByApi } from '../support/members.ts';
import { PHONE } from '../support/shell-session.ts';

const PASSWORD = 'Hive-Keeper-2026!';

// Each application goes to a chapter of the journey's own (support/chapter.ts): its approvals list holds only this
// applicant, and Beatrice Kim holds the Accountant seat there.
const LEADERS = {
  president: { name: 'Paula Grant', role: 'President', classification: 'Commercial Lawyer' },
  vp: { name: 'Victor Price', role: 'Vice President', classification: 'Commercial Printer' },
  beatrice: { name: 'Beatrice Kim', classification: 'Accountant' },
} as const;

test('an applicant waits on their phone; approved (not into a held classification), they become a member in place', async ({
  browser,
  newChapter,
}) => {
  const { chapter, people } = await newChapter(LEADERS);
  const stamp = Date.now();
  const name = `Quinn Newcomer ${stamp}`;
  const email = `quinn.${stamp}@example.com`;

  // The applicant registered with the chapter's code and sits on the waiting screen of their phone.
  const phone = await browser.newContext(PHONE);
  const applicant = await phone.newPage();
  const reg = await applicant.request.post('/api/register', {
    data: { name, email, password: PASSWORD, groupCode: chapter.code },
  });
  expect(reg.status()).toBe(201);
  await signInByApi(applicant, email, PASSWORD);
  await applicant.goto('/home');
  await expect(applicant.getByText('Membership awaiting approval')).toBeVisible();

  // The President tries Accountant, which Beatrice Kim holds: warned, they seat them as a tax adviser instead.
  const president = await browserOf(browser, people.president);
  await president.goto('/admin/approvals');
  const card = president.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText(email);
  const field = card.getByLabel('Classification');
  await field.fill('   ');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByRole('alert')).toHaveText('Give the member a classification');
  await field.fill('Accountant');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByRole('alert')).toContainText('Beatrice Kim already holds the classification "Accountant"');
  await field.fill('Tax adviser');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(president.getByRole('region', { name: /Notifications/ })).toContainText(
    `${name} is now a member of ${chapter.name}`,
  );
  await expect(card).toHaveCount(0);

  // The applicant's phone says so and shows the member's home, without signing in again.
  await expect(applicant.getByRole('region', { name: /Notifications/ })).toContainText("You're approved");
  await expect(applicant).toHaveURL(/\/home$/);
  await expect(applicant.getByText('Membership awaiting approval')).toHaveCount(0);
  await applicant
    .getByRole('link', { name: /Roster/ })
    .first()
    .click();
  await applicant.getByRole('searchbox', { name: 'Search members' }).fill(`Newcomer ${stamp}`);
  await expect(applicant.getByRole('article').filter({ hasText: name })).toContainText('Tax adviser');
  const mail = await waitForMail(email, /your membership is approved/);
  expect(mail.text).toContain('/login');
  await phone.close();
});

test('a leader rejects an application with a reason the applicant receives', async ({ browser, newChapter }) => {
  const { chapter, people } = await newChapter(LEADERS);
  const stamp = Date.now();
  const name = `Rita Rejected ${stamp}`;
  const email = `rita.${stamp}@example.com`;
  const page = await browser.newPage();
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Group code (optional)').fill(chapter.code);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // The Vice President takes over this browser with a session of theirs: the login screen has journeys of its own.
  await signInAs(page, people.vp);
  await page.goto('/admin/approvals');
  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${name}?` });
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog.getByText('Give the applicant a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The classification is already held in our chapter.');
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(card).toHaveCount(0);
  const mail = await waitForMail(email, new RegExp(`Your application to ${chapter.name}`));
  expect(mail.text).toContain('The classification is already held in our chapter.');
});
