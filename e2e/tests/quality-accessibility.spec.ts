import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/shell-session.ts';

/** WCAG 2.1 A/AA rules (axe-core) on the main screens, desktop and phone widths. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${screen}: ${summary.join('\n')}`).toEqual([]);
}

test('login screen has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoViolations(page, 'login');
});

test('home, roster, inbox and settings have no axe violations', async ({ page }) => {
  await signIn(page, 'member1@demo.test');
  await expectNoViolations(page, 'home');
  for (const [path, heading] of [
    ['/roster', /Roster/i],
    ['/inbox', /Inbox/i],
    ['/settings', /Settings/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  }
});

test('the chapter channel has no axe violations, with the mention suggestions open too', async ({ page }) => {
  await signIn(page, 'member1@demo.test');
  await page.goto('/inbox/chapter');
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Chapter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pinned announcement' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, '/inbox/chapter');
  await page.getByRole('textbox', { name: 'Message' }).pressSequentially('@Da');
  await expect(page.getByRole('listbox', { name: 'Members to mention' })).toBeVisible();
  await expectNoViolations(page, '/inbox/chapter with suggestions');
});
