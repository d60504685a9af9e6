import { expect, test } from '../support/chapter.ts';

const RULES = [
  'Password must be at least 8 characters long',
  'Password must contain at least one uppercase letter',
  'Password must contain at least one number',
  'Password must contain at least one special character',
];

test.describe('registration', () => {
  test('a weak password lists every failed rule and sends nothing', async ({ page }) => {
    let registerCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/register')) registerCalls++;
    });
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Wendy Weak');
    await page.getByLabel('Email').fill('wendy.weak@example.com');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Input' })).toContainText(
      'Password does not meet requirements',
    );
    for (const rule of RULES) await expect(page.getByText(rule).first()).toBeVisible();
    expect(registerCalls).toBe(0);
  });

  test('a wrong group code gets the registration toast', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Gary Code');
    await page.getByLabel('Email').fill('gary.code@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Good-Pass-2026!');
    await page.getByLabel('Group code (optional)').fill('999999');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
      'The group code you entered is not valid.',
    );
  });

  test('registering with the group code switches to sign-in and the membership awaits approval', async ({
    page,
    newChapter,
  }) => {
    // A chapter of its own: the applicant does not wait in another journey's approval list.
    const { chapter } = await newChapter({});
    const email = `nora.${chapter.code}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Nora Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Good-Pass-2026!');
    await page.getByLabel('Group code (optional)').fill(chapter.code);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // Nothing to type again: the new account's e-mail and password are filled in.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Good-Pass-2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Membership awaiting approval')).toBeVisible();
    await expect(page.getByText('Member, awaiting approval')).toBeVisible();
    // A calendar link opened meanwhile says the membership waits, not that access is denied.
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    await expect(page.getByText(/Access Denied/)).toHaveCount(0);
  });

  test('the group code keeps digits only', async ({ page }) => {
    await page.goto('/register');
    const code = page.getByLabel('Group code (optional)');
    await code.pressSequentially('12ab34');
    await expect(code).toHaveValue('1234');
  });
});
