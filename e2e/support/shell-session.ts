import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env.ts';

/** Signs in through the real login screen and waits for the signed-in home page. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

/** The phone layout of the journeys (a bottom bar below the 768 px breakpoint). */
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
