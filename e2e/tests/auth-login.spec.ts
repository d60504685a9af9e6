import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';

test.describe('sign in', () => {
  test('a wrong password shows the Login Failed banner with the attempts left', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('member2@demo.test');
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

  test('after five failures the account locks with a ticking countdown', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('member3@demo.test');
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
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Account Locked' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a successful sign-in lands on /home and remembers where the user was going', async ({ page }) => {
    await page.goto('/roster');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill('member4@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/roster$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /Welcome, Henry/ })).toBeVisible();
  });

  test('the login screen carries the marketing line and the version badge', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Connect. Collaborate. Grow.')).toBeVisible();
    await expect(page.getByText('v3.1.0')).toBeVisible();
    await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});
