import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { browserOf, expect, type MemberSpec, type Person, signInAs, test } from '../support/chapter.ts';
import { createMeeting } from '../support/meetings.ts';
import { PHONE } from '../support/shell-session.ts';

/**
 * Meeting day at the door (docs/product-rules.md "Meeting day"), in a chapter of each journey's own, on a meeting
 * that started a while ago and runs for another hour or more: the meeting under way, the one the bottom bar opens.
 */
const LEADERS = {
  president: { name: 'Paula Gavel', role: 'President', classification: 'Solicitor' },
  secretary: { name: 'Simon Ledger', role: 'Secretary Treasurer', classification: 'Bookkeeper' },
  vp: { name: 'Vera Price', role: 'Vice President', classification: 'Commercial Printer' },
  maya: { name: 'Maya Thompson', classification: 'Florist' },
} satisfies Record<string, MemberSpec>;

/** Under way: started `startedMinutesAgo` minutes ago, two and a half hours long; made by the President. */
const todaysMeeting = (request: APIRequestContext, president: Person, title: string, startedMinutesAgo = 30) =>
  createMeeting(request, { title, startedMinutesAgo, durationMinutes: 150 }, president.token);

async function sheetOf(request: APIRequestContext, leader: Person, meetingId: number) {
  const res = await request.get(`/api/meetings/${meetingId}/attendance`, {
    headers: { authorization: `Bearer ${leader.token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    members: { status: string | null }[];
    visitors: { name: string; checkedIn: boolean; invitedByName: string | null }[];
  };
}

test.describe('on a phone at the door', () => {
  test.use(PHONE);

  test('the Secretary records 25 members and 3 walk-in visitors in under 40 taps', async ({
    page,
    request,
    newChapter,
  }) => {
    // The four who act, and 21 more on the roster: a chapter of 25.
    const { people } = await newChapter(LEADERS, undefined, { rosterOnly: 21 });
    const meetingId = await todaysMeeting(request, people.president, 'Door test meeting', 60);
    const size = (await sheetOf(request, people.secretary, meetingId)).members.length;
    expect(size).toBe(25);
    await signInAs(page, people.secretary);
    await page.goto('/home');
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };

    // One tap from home on meeting day (the bottom bar's Attendance slot leads to the same screen).
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Attendance' }),
    ).toHaveAttribute('href', `/meetings/${meetingId}/attendance`);
    await tap(page.getByRole('link', { name: 'Take attendance' }));
    await expect(page).toHaveURL(new RegExp(`/meetings/${meetingId}/attendance$`));
    const rows = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await expect(rows).toHaveCount(size);

    // Two late, one absent, one found by search and marked medical, then everyone else present.
    await tap(page.getByRole('button', { name: 'Late: Maya Thompson' }));
    // Everyone else by position: distinct rows, none of them Maya's.
    const others = rows.filter({ hasNotText: 'Maya Thompson' });
    await tap(others.nth(0).getByRole('button', { name: /^Late: / }));
    await tap(others.nth(3).getByRole('button', { name: /^Absent: / }));
    const search = page.getByRole('searchbox', { name: 'Find a member' });
    await tap(search);
    await search.fill('maya');
    await expect(rows).toHaveCount(1);
    await search.fill('');
    await expect(rows).toHaveCount(size);
    await tap(others.nth(10).getByRole('button', { name: /^Medical: / }));
    await tap(page.getByRole('button', { name: `Mark the rest present (${size - 4})` }));
    await expect(page.getByRole('button', { name: 'Everyone is marked' })).toBeVisible();

    // Three walk-ins, each with what the form asks, one brought by a member.
    const walkIns = [
      { name: 'Wendy Walker', company: 'Walker Roofing', classification: 'Roofer', email: 'wendy@example.test' },
      { name: 'Omar Quinn', company: 'Quinn Print', classification: 'Printer', email: '' },
      { name: 'Lena Fox', company: '', classification: 'Photographer', email: 'lena@example.test' },
    ];
    for (const [i, v] of walkIns.entries()) {
      await tap(page.getByRole('button', { name: 'Add a walk-in' }));
      const dialog = page.getByRole('dialog', { name: 'Add a walk-in visitor' });
      for (const [label, value] of [
        ['Name', v.name],
        ['Company', v.company],
        ['Classification', v.classification],
        ['E-mail', v.email],
      ] as const) {
        if (!value) continue;
        const field = dialog.getByLabel(new RegExp(`^${label}`));
        await tap(field);
        await field.fill(value);
      }
      if (i === 0) {
        await tap(dialog.getByLabel('Invited by'));
        await dialog.getByLabel('Invited by').selectOption({ label: 'Maya Thompson' });
      }
      await tap(dialog.getByRole('button', { name: 'Check in' }));
      await expect(page.getByRole('button', { name: `Checked in: ${v.name}` })).toBeVisible();
    }

    const count = page.getByLabel('Count');
    await expect(count).toContainText(`Present${size - 4}`);
    await expect(count).toContainText('Late2');
    await expect(count).toContainText('Visitors3');
    await expect(count).toContainText('Not marked0');
    expect(taps).toBeLessThan(40);
    console.log(`  door: ${size} members and 3 walk-ins recorded in ${taps} taps`);

    // What the server holds, read back over the API: every member marked, the walk-ins checked in.
    const sheet = await sheetOf(request, people.secretary, meetingId);
    expect(sheet.members.filter((m) => m.status === null)).toHaveLength(0);
    expect(sheet.visitors.filter((v) => v.checkedIn).map((v) => v.name)).toEqual(
      expect.arrayContaining(walkIns.map((v) => v.name)),
    );
    expect(sheet.visitors.find((v) => v.name === 'Wendy Walker')?.invitedByName).toBe('Maya Thompson');
  });
});

async function leaderPage(browser: Browser, leader: Person, meetingId: number): Promise<Page> {
  const page = await browserOf(browser, leader, PHONE);
  await page.goto(`/meetings/${meetingId}/attendance`);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();
  // The live channel is joined once the page has settled.
  await page.waitForLoadState('networkidle');
  return page;
}

test('two leaders marking at once see each other’s marks within a second', async ({ browser, request, newChapter }) => {
  const { people } = await newChapter(LEADERS, undefined, { rosterOnly: 4 });
  const meetingId = await todaysMeeting(request, people.president, 'Two leaders meeting');
  const secretary = await leaderPage(browser, people.secretary, meetingId);
  const vp = await leaderPage(browser, people.vp, meetingId);
  const pressed = (page: Page, name: string) => page.getByRole('button', { name, pressed: true });

  await secretary.getByRole('button', { name: 'Late: Maya Thompson' }).click();
  await expect(pressed(vp, 'Late: Maya Thompson')).toBeVisible({ timeout: 1000 });
  await vp
    .getByRole('button', { name: /^Absent: / })
    .nth(5)
    .click();
  const absentee =
    (await vp.getByRole('button', { name: /^Absent: /, pressed: true }).getAttribute('aria-label')) ?? '';
  await expect(pressed(secretary, absentee)).toBeVisible({ timeout: 1000 });
  // The count follows on both phones.
  for (const page of [secretary, vp]) await expect(page.getByLabel('Count')).toContainText('Late1');
  await secretary.context().close();
  await vp.context().close();
});
