import type { Page } from '@playwright/test';
import { expect, openHomeAs, signInAs, test } from '../support/chapter.ts';
import { keepScreenshot, TAKE_SCREENSHOTS } from '../support/screenshots.ts';
import { PHONE, signIn } from '../support/shell-session.ts';

test('a President sends an SMS that lands in the outbox, is pinned in the chapter channel, and is in the audit log', async ({
  page,
  request,
  newChapter,
}) => {
  // A chapter of its own: the announcement is pinned in this chapter's channel, not in one other journeys read.
  const { chapter, people } = await newChapter({
    president: { name: 'Petra Pinned', role: 'President' },
    ada: { name: 'Ada Texted' },
    ben: { name: 'Ben Texted' },
  });
  for (const [member, phone] of [
    [people.ada, '+1 212 555 0101'],
    [people.ben, '+1 212 555 0102'],
  ] as const) {
    const saved = await request.put('/api/profile', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { phone },
    });
    expect(saved.ok()).toBe(true);
  }
  await signInAs(page, people.president);
  await page.goto('/admin/messaging');
  await expect(page.getByRole('heading', { level: 1, name: 'Messaging' })).toBeVisible();
  const text = `Chapter meeting moves to 7:15 this Wednesday (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await expect(page.getByText(`${text.length} / 480 characters`)).toBeVisible();
  await page.getByRole('button', { name: 'Send SMS' }).click();
  // Nothing goes out before the confirmation, which shows the text as members get it and the head count.
  const confirm = page.getByRole('dialog', { name: /^Send to \d+ people\?$/ });
  await expect(confirm.getByText(`${chapter.name}: ${text}`)).toBeVisible();
  await confirm.getByRole('button', { name: /^Send to \d+ people$/ }).click();
  await expect(page.getByText(/SMS are waiting to send: no SMS provider is set up/).first()).toBeVisible();
  // The history lists it; each recipient waits in the outbox (no SMS provider in this environment).
  await page.getByRole('list', { name: 'Sent messages' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByText(text)).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Waiting to send (no provider set up)').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // A message to all members is also the chapter channel's pinned announcement.
  await page.goto('/inbox/chapter');
  await expect(page.getByRole('region', { name: 'Pinned announcement' })).toContainText(text);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Action').selectOption('messaging.sms_sent');
  await expect(
    page
      .getByRole('list', { name: 'Audit entries' })
      .getByText(/^SMS to All members: \d+ queued/)
      .first(),
  ).toBeVisible();
});

test('a Member who types an admin URL lands on the home page', async ({ page, newChapter }) => {
  const { people } = await newChapter({ member: { name: 'Mia Member' } });
  await openHomeAs(page, people.member);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/home$/);
});

/**
 * Opens a path inside the running app as a link would, without reloading it: each screen then costs its own code and
 * data only, not a fresh start of the app (sixteen screens at two widths).
 */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const SCREENS = [
  { name: 'dashboard', path: '/admin/dashboard', heading: 'Dashboard' },
  { name: 'users', path: '/admin/users', heading: 'Users' },
  { name: 'user-create', path: '/admin/users/create', heading: 'Create User' },
  { name: 'groups', path: '/admin/groups', heading: 'Groups' },
  { name: 'activity', path: '/admin/activity', heading: 'Activity' },
  { name: 'approvals', path: '/admin/approvals', heading: 'Approvals' },
  { name: 'attendance', path: '/admin/attendance', heading: 'Attendance' },
  { name: 'renewals', path: '/admin/renewals', heading: 'Renewals' },
  { name: 'imports', path: '/admin/imports', heading: 'Import history' },
  { name: 'messaging', path: '/admin/messaging', heading: 'Messaging' },
  { name: 'permissions', path: '/admin/permissions', heading: 'Permissions' },
  { name: 'tools', path: '/admin/tools', heading: 'Tools' },
  { name: 'font-showcase', path: '/admin/tools/font-showcase', heading: 'Font Showcase' },
  { name: 'audit', path: '/admin/audit', heading: 'Audit log' },
  { name: 'more', path: '/admin/more', heading: 'More' },
  { name: 'settings', path: '/admin/settings', heading: 'Admin Settings' },
];

// At phone width the same screens are checked to fit in shell-phone-width.spec.ts: the walk there is only pictured.
const ADMIN_WIDTHS = [['1280', {}] as const, ...(TAKE_SCREENSHOTS ? [['375', PHONE] as const] : [])];

for (const [width, device] of ADMIN_WIDTHS) {
  test.describe(`admin screenshots at ${width} px`, () => {
    test.use(device);

    test('every admin screen', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'admin@demo.test');
      await page.goto('/admin');
      for (const { name, path: url, heading } of SCREENS) {
        await openInApp(page, url);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        await keepScreenshot(page, `admin-${name}-${width}.png`, width === '1280');
      }
      // The first group's detail and roles screens.
      await page.goto('/admin/groups');
      await page.getByRole('list', { name: 'Groups' }).getByRole('link').first().click();
      await expect(page.getByText('Join code', { exact: true }).first()).toBeVisible();
      await keepScreenshot(page, `admin-group-${width}.png`, width === '1280');
      await page.getByRole('link', { name: 'Roles and permissions' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Roles and permissions' })).toBeVisible();
      await keepScreenshot(page, `admin-group-roles-${width}.png`, width === '1280');
    });
  });
}
