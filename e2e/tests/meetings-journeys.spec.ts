import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { browserOf, expect, signInAs, test } from '../support/chapter.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { createMeeting } from '../support/meetings.ts';
import { PHONE } from '../support/shell-session.ts';

// A chapter of the journey's own (support/chapter.ts) meets weekly on Wednesdays at 7:00 in New York; its meetings
// are generated from that schedule, and no other journey adds one-off meetings to it.
const MEMBER = { maya: { name: 'Maya Thompson', classification: 'Family Medicine' } } as const;

test('a member invites a visitor, who accepts and is signed in on the meeting at once, no password typed', async ({
  browser,
  newChapter,
}) => {
  const { chapter, people } = await newChapter(MEMBER);
  const stamp = Date.now();
  const email = `guest.${stamp}@example.com`;
  const member = await browserOf(browser, people.maya);
  await member.goto('/visitors');
  await member.getByRole('button', { name: 'Invite a visitor' }).click();
  const dialog = member.getByRole('dialog', { name: 'Invite a visitor' });
  await dialog.getByLabel('Name').fill(`Gina Guest ${stamp}`);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Company (optional)').fill('Guest Gardens');
  await expect(dialog.getByLabel('Meeting')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(member.getByRole('list', { name: 'Visitors' })).toContainText(`Gina Guest ${stamp}`);

  const invitation = await waitForMail(email, new RegExp(`invites you to ${chapter.name}`));
  const accept = linkIn(invitation, '/api/invitations/');
  expect(accept).toContain('action=accept');
  // The chapter's next weekly meeting: the e-mail names it.
  const meetingTitle = invitation.text.match(/^Meeting: (.+)$/m)?.[1] as string;
  const guest = await browser.newPage();
  // Opening the link (as a mail scanner would) answers nothing; the click on the confirm screen does.
  await guest.goto(accept);
  await expect(guest.getByRole('heading', { name: 'Accept your invitation?' })).toBeVisible();
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  // Accepting signs the guest in on this device and opens the meeting, with the RSVP already recorded.
  await expect(guest).toHaveURL(/\/meetings\/\d+$/);
  await expect(guest.getByRole('heading', { level: 1, name: meetingTitle })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Attending', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The invitation link works once.
  const spent = await browser.newPage();
  await spent.goto(accept);
  await expect(spent.getByRole('heading', { name: 'Already Processed' })).toBeVisible();

  // The confirmation holds no password, only a one-time link that signs in on another device.
  const account = await waitForMail(email, /Your visitor account/);
  expect(account.text).not.toMatch(/password:/i);
  const signIn = linkIn(account, '/welcome/');
  const laptop = await browser.newPage();
  await laptop.goto(signIn);
  await laptop.getByRole('button', { name: 'Sign in and see the meeting' }).click();
  await expect(laptop).toHaveURL(/\/meetings\/\d+$/);
  await expect(laptop.getByRole('heading', { level: 1, name: meetingTitle })).toBeVisible();
  // Used once: the same link no longer signs anyone in.
  const again = await laptop.context().request.post(new URL(signIn).pathname.replace('/welcome/', '/api/login-links/'));
  expect(again.status()).toBe(400);

  // The password comes afterwards, without a current one to type.
  await guest.getByRole('link', { name: 'Choose a password' }).click();
  await guest.getByLabel('New password', { exact: true }).fill('Garden-Party-2026!');
  await guest.getByLabel('Confirm new password').fill('Garden-Party-2026!');
  await guest.getByRole('button', { name: 'Save password' }).click();
  await expect(guest).toHaveURL(/\/home$/);
  await expect(guest.getByRole('link', { name: 'Choose a password' })).toHaveCount(0);
  const login = await guest.context().request.post('/api/login', { data: { email, password: 'Garden-Party-2026!' } });
  expect(login.status()).toBe(200);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  // A chapter of its own, with a meeting under way that its Secretary made.
  test('the Secretary records attendance at the door', async ({ page, request, newChapter }) => {
    const { people } = await newChapter({
      secretary: { name: 'Simon Ledger', role: 'Secretary Treasurer', classification: 'Bookkeeper' },
      maya: MEMBER.maya,
      owen: { name: 'Owen Clarke', classification: 'Electrician' },
    });
    await createMeeting(
      request,
      { title: 'Door meeting', startedMinutesAgo: 20, durationMinutes: 120 },
      people.secretary.token,
    );
    // A session of the Secretary's (the login screen has journeys of its own).
    await signInAs(page, people.secretary);
    await page.goto('/admin/attendance');
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    const medical = page.getByRole('button', { name: 'Medical: Maya Thompson' });
    await expect(medical).toBeVisible();
    const before = await medical.getAttribute('aria-pressed');
    await medical.click();
    const after = before === 'true' ? 'false' : 'true';
    await expect(medical).toHaveAttribute('aria-pressed', after);
    // Saved: a reload shows the same record, and the grid fits the 375 px screen.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Medical: Maya Thompson' })).toHaveAttribute('aria-pressed', after);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('a member exports the calendar as calendar.ics that parses', async ({ browser, newChapter }) => {
  const page = await browserOf(browser, (await newChapter(MEMBER)).people.maya);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('calendar.ics');
  const text = readFileSync((await download.path()) as string, 'utf8');
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  expect(events.length).toBeGreaterThan(10);
  expect(String(events[0]?.getFirstPropertyValue('uid'))).toMatch(/^meeting-\d+@127\.0\.0\.1$/);
});

for (const [locale, first] of [
  ['de-DE', 'Mon'],
  ['en-US', 'Sun'],
] as const) {
  test(`in a ${locale} browser the month grid starts its weeks on ${first}`, async ({ browser, newChapter }) => {
    const page = await browserOf(browser, (await newChapter(MEMBER)).people.maya, { locale });
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(page.getByRole('columnheader').first()).toHaveText(first);
  });
}

test.describe('on a device in another time zone', () => {
  // The chapter meets at 7:00 in New York; Tokyo is 13 or 14 hours ahead.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("the calendar shows meetings at the group's local time", async ({ browser, newChapter }) => {
    const page = await browserOf(browser, (await newChapter(MEMBER)).people.maya, { timezoneId: 'Asia/Tokyo' });
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'List' }).click();
    // The list shows a month; the rest of this one may hold no Wednesday, the next always does.
    await page.getByRole('button', { name: /^Next/ }).click();
    const times = page.locator('.fc-list-event', { hasText: 'weekly meeting' }).locator('.fc-list-event-time');
    await expect(times.first()).toBeVisible();
    for (const time of await times.allTextContents()) expect(time).toMatch(/^7(:00)?\s?am\b/i);
  });
});
