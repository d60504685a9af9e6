import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { browserOf, expect, test } from '../support/chapter.ts';
import { createMeeting } from '../support/meetings.ts';
import { PHONE } from '../support/shell-session.ts';

/**
 * The speaker rota (docs/meeting-mode.md "Built so far: the rota"): a President schedules a member from the admin menu;
 * the member, on a 375 px phone, finds their feature presentation on the rota, writes their topic and GAINS, and the
 * chapter meeting's page shows them as its presenter. Neither screen scrolls sideways on the phone.
 */
const DAY_MINUTES = 24 * 60;

async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect.soft(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(PHONE.viewport.width);
}

/** WCAG 2.1 A/AA rules (axe-core), as quality-accessibility.spec.ts checks the main screens. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(summary, `${screen}: ${summary.join('\n')}`).toEqual([]);
}

test('a President schedules a member, who writes their GAINS sheet on a phone', async ({
  browser,
  request,
  newChapter,
}) => {
  const { president, maya } = (
    await newChapter({
      president: { name: 'Rhea Rota', role: 'President', classification: 'Notary' },
      maya: { name: 'Maya Thompson', classification: 'Florist' },
    })
  ).people;
  // A week and a day ahead, so it is in the rota's window and has not begun.
  const meetingId = await createMeeting(
    request,
    { title: 'Rota journey meeting', startedMinutesAgo: -8 * DAY_MINUTES, durationMinutes: 90 },
    president.token,
  );

  const leader = await browserOf(browser, president);
  await leader.goto('/admin/dashboard');
  await leader.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Speaker rota' }).click();
  await expect(leader.getByRole('heading', { level: 1, name: 'Speaker rota' })).toBeVisible();
  await leader.getByRole('combobox', { name: /^Presenter on / }).selectOption({ label: 'Maya Thompson' });
  await expect(leader.getByRole('button', { name: /^Clear the presenter on / })).toBeVisible();
  const leaderPhone = await browserOf(browser, president, PHONE);
  await leaderPhone.goto('/admin/speaker-rota');
  await expect(leaderPhone.getByRole('combobox', { name: /^Presenter on / })).toHaveValue(String(maya.id));
  await expectNoSidewaysScroll(leaderPhone, '/admin/speaker-rota');
  await expectNoViolations(leader, '/admin/speaker-rota');

  const phone = await browserOf(browser, maya, PHONE);
  await phone.goto('/speaker-rota');
  const card = phone.getByRole('region', { name: 'Your feature presentation' });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(phone, '/speaker-rota');
  await card.getByRole('button', { name: 'Edit topic and GAINS' }).click();
  await card.getByRole('textbox', { name: /Topic/ }).fill('Flowers that last the week');
  await card.getByRole('textbox', { name: 'Goals' }).fill('Three office clients');
  await expectNoSidewaysScroll(phone, '/speaker-rota with the sheet open');
  await expectNoViolations(phone, '/speaker-rota with the sheet open');
  await card.getByRole('button', { name: 'Save sheet' }).click();
  await expect(card.getByText('Flowers that last the week')).toBeVisible();

  await phone.goto(`/meetings/${meetingId}`);
  await expect(phone.getByRole('heading', { name: 'Feature presentation' })).toBeVisible();
  await expect(phone.getByText('Three office clients')).toBeVisible();
  await expectNoSidewaysScroll(phone, `/meetings/${meetingId}`);
  await expectNoViolations(phone, `/meetings/${meetingId}`);
});
