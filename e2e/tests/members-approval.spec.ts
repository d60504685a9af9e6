import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { waitForMail } from '../support/mail.ts';
import { signInWith } from '../support/members.ts';

const PASSWORD = 'Hive-Keeper-2026!';

test('a visitor registers with the group code, the President approves, and the new member is on the roster', async ({
  browser,
}) => {
  const stamp = Date.now();
  const name = `Quinn Newcomer ${stamp}`;
  const email = `quinn.${stamp}@example.com`;
  const classification = `Beekeeper ${stamp}`;

  // The visitor registers with the chapter's code.
  const visitor = await browser.newPage();
  await visitor.goto('/register');
  await visitor.getByLabel('Full name').fill(name);
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByLabel('Group code (optional)').fill('123456');
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // The President finds the application in the approvals queue and approves it with a classification.
  const president = await browser.newPage();
  await signInWith(president, 'president@demo.test', DEMO_PASSWORD);
  await president.goto('/admin/approvals');
  await expect(president.getByRole('tab', { name: /Members/ })).toBeVisible();
  const card = president.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText(email);
  await card.getByLabel('Classification').fill(classification);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(president.getByRole('region', { name: /Notifications/ })).toContainText(
    `${name} is now a member of Riverside Chapter`,
  );
  await expect(card).toHaveCount(0);
  const mail = await waitForMail(email, /your membership is approved/);
  expect(mail.text).toContain('/login');

  // The new member signs in and finds themself on the roster.
  await signInWith(visitor, email, PASSWORD);
  await expect(visitor.getByText('Membership awaiting approval')).toHaveCount(0);
  await visitor.goto('/roster');
  await visitor.getByRole('searchbox', { name: 'Search members' }).fill(`Newcomer ${stamp}`);
  const entry = visitor.getByRole('article').filter({ hasText: name });
  await expect(entry).toContainText(classification);
  await entry.getByRole('link', { name }).click();
  await expect(visitor).toHaveURL(/\/profile\/\d+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});

test('a leader rejects an application with a reason the applicant receives', async ({ browser }) => {
  const stamp = Date.now();
  const name = `Rita Rejected ${stamp}`;
  const email = `rita.${stamp}@example.com`;
  const page = await browser.newPage();
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Group code (optional)').fill('123456');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await signInWith(page, 'vp@demo.test', DEMO_PASSWORD);
  await page.goto('/admin/approvals');
  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${name}?` });
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog.getByText('Give the applicant a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The classification is already held in our chapter.');
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(card).toHaveCount(0);
  const mail = await waitForMail(email, /Your application to Riverside Chapter/);
  expect(mail.text).toContain('The classification is already held in our chapter.');
});
