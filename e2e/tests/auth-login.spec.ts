import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, MEMBER_PASSWORD, test } from '../support/chapter.ts';
import { E2E_DIR } from '../support/env.ts';

/** The release being tested: the badge names the version in the root package.json (CHANGELOG.md's newest heading). */
const RELEASE = (JSON.parse(readFileSync(path.join(E2E_DIR, '..', 'package.json'), 'utf8')) as { version: string })
  .version;

// The accounts that fail, lock and sign in are members of a chapter each journey makes (support/chapter.ts): a
// locked or half-failed demo account would leave other journeys signing in as it to fail.
const ONE = { henry: { name: 'Henry Walsh', classification: 'Plumber' } } as const;

test.describe('sign in', () => {
  test('a wrong password shows the Login Failed banner with the attempts left', async ({ page, newChapter }) => {
    const { henry } = (await newChapter(ONE)).people;
    await page.goto('/login');
    await page.getByLabel('Email').fill(henry.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Pass-1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Login Failed' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('4 attempts remaining');
    await expect(banner).toHaveAttribute('data-variant', 'destructive');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Pass-2!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(banner).toContainText('3 attempts remaining');
  });

  test('after five failures the account locks with a ticking countdown', async ({ page, newChapter }) => {
    const { henry } = (await newChapter(ONE)).people;
    await page.goto('/login');
    await page.getByLabel('Email').fill(henry.email);
    for (let i = 1; i <= 5; i++) {
      await page.getByLabel('Password', { exact: true }).fill(`Wrong-Pass-${i}!`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    }
    const banner = page.getByRole('alert').filter({ hasText: 'Account Locked' });
    await expect(banner).toBeVisible();
    const countdown = banner.getByText(/Try again in \d+:\d{2}/);
    await expect(countdown).toBeVisible();
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });
    // Even the right password is refused while locked.
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Account Locked' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a successful sign-in lands on /home and remembers where the user was going', async ({ page, newChapter }) => {
    const { henry } = (await newChapter(ONE)).people;
    await page.goto('/roster');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(henry.email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/roster$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /Welcome, Henry/ })).toBeVisible();
  });

  test('the login screen carries the marketing line and the version badge', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Connect. Collaborate. Grow.')).toBeVisible();
    await expect(page.getByText(`v${RELEASE}`)).toBeVisible();
    await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});
