import { expect, type Page } from '@playwright/test';
import { watchDemoReadOnly } from './demo-read-only.ts';
import { DEMO_PASSWORD } from './env.ts';

/**
 * Signs a demo account in through the API and opens the signed-in home page. The login screen has journeys of its
 * own (auth-login, request-counts' first); typing it again in every other journey cost each a page load and the
 * form's round trip. The token is put where the app keeps it, from a small same-origin page (/livez): unlike an
 * init script it is set once, so a journey that signs out stays signed out. A demo account only reads
 * (support/demo-read-only.ts).
 */
export async function signIn(page: Page, email: string): Promise<void> {
  watchDemoReadOnly(page.context());
  const res = await page.context().request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.goto('/livez');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

/** The phone layout of the journeys (a bottom bar below the 768 px breakpoint). */
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
