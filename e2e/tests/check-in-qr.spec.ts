import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { browserOf, expect, MEMBER_PASSWORD, type MemberSpec, type Person, test } from '../support/chapter.ts';
import { createMeeting } from '../support/meetings.ts';
import { PHONE } from '../support/shell-session.ts';

/**
 * Check-in by QR code (docs/meeting-mode.md "Check-in without the Secretary"): the screen's code opened on members'
 * and a visitor's phones, the door grid following each scan live. The meeting started ten minutes ago, so members
 * who scan are late.
 */
const PEOPLE = {
  president: { name: 'Paula Gavel', role: 'President', classification: 'Solicitor' },
  secretary: { name: 'Simon Ledger', role: 'Secretary Treasurer', classification: 'Bookkeeper' },
  maya: { name: 'Maya Thompson', classification: 'Florist' },
  omar: { name: 'Omar Haddad', classification: 'Plumber' },
} satisfies Record<string, MemberSpec>;

/** The path the screen's QR code encodes now (the address's origin is the server's configured one). */
async function screenCodePath(request: APIRequestContext, leader: Person, meetingId: number): Promise<string> {
  const res = await request.get(`/api/meetings/${meetingId}/check-in-code`, {
    headers: { authorization: `Bearer ${leader.token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

async function doorGrid(browser: Browser, leader: Person, meetingId: number): Promise<Page> {
  const page = await browserOf(browser, leader, PHONE);
  await page.goto(`/meetings/${meetingId}/attendance`);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();
  // The live channel is joined once the page has settled.
  await page.waitForLoadState('networkidle');
  return page;
}

/** WCAG 2.1 A/AA rules (axe-core), as quality-accessibility.spec.ts checks the main screens. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `${screen}: ${summary.join('\n')}`).toEqual([]);
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('members and a visitor scan the screen’s code; the door grid follows each scan', async ({
  browser,
  request,
  newChapter,
}) => {
  const { people } = await newChapter(PEOPLE);
  const meetingId = await createMeeting(
    request,
    { title: 'Check-in meeting', startedMinutesAgo: 10, durationMinutes: 90 },
    people.president.token,
  );
  const grid = await doorGrid(browser, people.secretary, meetingId);
  const path = await screenCodePath(request, people.secretary, meetingId);

  // Signed in on her phone: one scan, and she is told; the Secretary's grid shows her late within seconds.
  const maya = await browserOf(browser, people.maya, PHONE);
  await maya.goto(path);
  await expect(maya.getByRole('heading', { name: /^You are checked in: late at / })).toBeVisible();
  expect(await noSideways(maya)).toBeLessThanOrEqual(0);
  await expectNoViolations(maya, 'checked in');
  await expect(grid.getByRole('button', { name: 'Late: Maya Thompson', pressed: true })).toBeVisible({
    timeout: 3000,
  });

  // Signed out: he signs in and comes back to the same page, checked in.
  const omar = await (await browser.newContext(PHONE)).newPage();
  await omar.goto(path);
  await expect(omar.getByRole('heading', { name: 'Check in to the meeting' })).toBeVisible();
  await expectNoViolations(omar, 'member or visitor');
  await omar.getByRole('link', { name: "I'm a member: sign in" }).click();
  await omar.getByLabel('Email').fill(people.omar.email);
  await omar.getByLabel('Password').fill(MEMBER_PASSWORD);
  await omar.getByRole('button', { name: 'Sign in' }).click();
  await expect(omar.getByRole('heading', { name: /^You are checked in: late at / })).toBeVisible();
  await expect(omar).toHaveURL(new RegExp(`${path}$`));
  await expect(grid.getByRole('button', { name: 'Late: Omar Haddad', pressed: true })).toBeVisible({
    timeout: 3000,
  });

  // A visitor signs in on the same code; the grid's visitors follow.
  const visitor = await (await browser.newContext(PHONE)).newPage();
  await visitor.goto(path);
  await visitor.getByRole('button', { name: "I'm a visitor" }).click();
  await expect(visitor.getByRole('heading', { name: 'Visitor sign-in' })).toBeVisible();
  await expectNoViolations(visitor, 'visitor sign-in');
  await visitor.getByLabel(/^Name/).fill('Walt Walker');
  await visitor.getByLabel(/^Company/).fill('Walker Windows');
  await visitor.getByRole('button', { name: 'Sign me in' }).click();
  await expect(
    visitor.getByRole('heading', { name: 'Welcome, Walt Walker: you are signed in to Check-in meeting.' }),
  ).toBeVisible();
  expect(await noSideways(visitor)).toBeLessThanOrEqual(0);
  await expect(grid.getByText('Walt Walker')).toBeVisible({ timeout: 3000 });

  for (const page of [grid, maya, omar, visitor]) await page.context().close();
});
