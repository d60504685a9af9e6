import type { APIRequestContext, Request } from '@playwright/test';
import { expect, type Person, signInAs, test } from '../support/chapter.ts';
import { createMeeting } from '../support/meetings.ts';
import { workerInControl } from '../support/service-worker.ts';
import { PHONE } from '../support/shell-session.ts';

test.use({ ...PHONE, serviceWorkers: 'allow' });

/**
 * Each journey takes attendance in a chapter of its own (support/chapter.ts), at a meeting under way that its
 * Secretary made: /admin/attendance opens that meeting, and no other journey's marks or meetings mix in.
 */
const meetingUnderWay = (request: APIRequestContext, secretary: Person) =>
  createMeeting(
    request,
    { title: 'Offline door meeting', startedMinutesAgo: 30, durationMinutes: 150 },
    secretary.token,
  );

test('attendance taken offline for 10 members is kept across a reload and sent exactly once on reconnect', async ({
  page,
  context,
  request,
  newChapter,
}) => {
  const { people } = await newChapter({
    secretary: { name: 'Sam Keller', role: 'Secretary Treasurer', classification: 'Bookkeeper' },
    ...Object.fromEntries(
      [
        'Ava Brooks',
        'Ben Carter',
        'Cleo Diaz',
        'Dev Evans',
        'Eli Foster',
        'Fay Grant',
        'Gus Hale',
        'Ivy Jones',
        'Jon King',
      ].map((name, i) => [`m${i}`, { name }]),
    ),
  });
  await meetingUnderWay(request, people.secretary);
  await signInAs(page, people.secretary);
  await page.goto('/admin/attendance');
  await workerInControl(page);
  // Opened once with the worker in control, so the grid is kept for reading offline.
  await page.reload();
  const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(members.first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const marked: string[] = [];
  for (const row of await members.all()) {
    if (marked.length === 10) break;
    const late = row.getByRole('button', { name: /^Late: / });
    if ((await late.getAttribute('aria-pressed')) === 'true') continue;
    await late.click();
    await expect(late).toHaveAttribute('aria-pressed', 'true');
    marked.push((await late.getAttribute('aria-label'))?.replace('Late: ', '') ?? '');
  }
  expect(marked).toHaveLength(10);
  await expect(page.getByText('10 marks not sent yet')).toBeVisible();
  await expect(page.getByText('Not sent yet', { exact: true })).toHaveCount(10);

  // A reload while still offline: the worker serves the app and the grid, the phone still holds the marks.
  await page.reload();
  await expect(page.getByText('10 marks not sent yet')).toBeVisible();
  for (const name of marked) {
    await expect(page.getByRole('button', { name: `Late: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  }

  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/attendance')) sent.push(r);
  });
  await context.setOffline(false);
  await expect(page.getByText('10 marks not sent yet')).toBeHidden();
  await expect(page.getByText('Not sent yet', { exact: true })).toHaveCount(0);
  expect(sent).toHaveLength(1);
  const body = sent[0]?.postDataJSON() as { members: Array<{ status: string }> };
  expect(body.members.map((m) => m.status)).toEqual(Array(10).fill('late'));

  // The server has them: a fresh load from the network shows the same marks, with nothing left to send.
  await page.reload();
  for (const name of marked) {
    await expect(page.getByRole('button', { name: `Late: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText(/not sent yet/)).toHaveCount(0);
  expect(sent).toHaveLength(1);
});

test('a leader logging out with marks waiting is asked, and the next leader on the phone never sends them', async ({
  page,
  request,
  newChapter,
}) => {
  const { people } = await newChapter({
    secretary: { name: 'Sam Keller', role: 'Secretary Treasurer', classification: 'Bookkeeper' },
    vp: { name: 'Victor Price', role: 'Vice President', classification: 'Commercial Printer' },
    maya: { name: 'Maya Thompson', classification: 'Family Medicine' },
  });
  await meetingUnderWay(request, people.secretary);
  await signInAs(page, people.secretary);
  await page.goto('/admin/attendance');
  const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(members.first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The venue wifi drops the mark's request: it stays on the phone.
  const marks = '**/api/meetings/*/attendance';
  await page.route(marks, (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
  const absent = members.first().getByRole('button', { name: /^Absent: / });
  const pressed = await absent.getAttribute('aria-pressed');
  await absent.click();
  await expect(page.getByText('1 mark not sent yet')).toBeVisible();
  await page.goto('/more');
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attendance marks not sent yet' });
  await expect(dialog).toContainText('1 attendance mark you took on this device has not reached the server');
  await dialog.getByRole('button', { name: 'Discard and log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The Vice President signs in on the same phone: nothing of the Secretary's goes out under their name.
  await page.unroute(marks);
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/attendance')) sent.push(r);
  });
  await signInAs(page, people.vp);
  await page.goto('/admin/attendance');
  await expect(members.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/not sent yet/)).toHaveCount(0);
  await expect(members.first().getByRole('button', { name: /^Absent: / })).toHaveAttribute(
    'aria-pressed',
    pressed ?? 'false',
  );
  expect(sent).toHaveLength(0);
});
