import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, type NewChapter, type Person, signInAs, test } from '../support/chapter.ts';
import { E2E_PORT } from '../support/env.ts';
import { createMeeting } from '../support/meetings.ts';
import { type Relay, startRelay } from '../support/relay.ts';
import { PHONE } from '../support/shell-session.ts';

/**
 * Attendance at the door when the network really goes (docs/installable-app.md "Reading offline", "Writing
 * offline"): the phones talk to the server through a relay the journey cuts, so the service worker loses the
 * server too (`context.setOffline` alone leaves the worker's requests untouched). Each journey has a chapter and a
 * meeting of its own, held a few hours ago, so other journeys' meetings and marks never mix in.
 */

let relay: Relay;
test.beforeEach(async () => {
  relay = await startRelay(E2E_PORT);
});
test.afterEach(async () => {
  await relay.stop();
});

/** The three leaders and five more members on the sheet. */
const chapterOf = async (newChapter: NewChapter) =>
  (
    await newChapter(
      {
        president: { name: 'Petra Gavel', role: 'President' },
        secretary: { name: 'Sean Ledger', role: 'Secretary Treasurer' },
        vp: { name: 'Val Price', role: 'Vice President' },
      },
      undefined,
      { rosterOnly: 5 },
    )
  ).people;

/** Over an hour ago: still open for attendance, no longer under way. */
const meetingHeldEarlier = (request: APIRequestContext, president: Person, title: string) =>
  createMeeting(request, { title, startedMinutesAgo: 180, durationMinutes: 60 }, president.token);

/** A leader's phone, signed in, talking to the server only through the relay; its service worker allowed. */
async function phone(browser: Browser, leader: Person): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow', baseURL: relay.url });
  const page = await context.newPage();
  await signInAs(page, leader);
  return page;
}

/**
 * The grid of the meeting, once it says it is ready offline (the worker installed; it does not control this page
 * yet, and no reload is needed). Each journey marks rows from the end of the list.
 */
async function openGrid(page: Page, meetingId: number): Promise<Locator> {
  await page.goto(`/meetings/${meetingId}/attendance`);
  const rows = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText('Ready offline: this grid opens on this phone without a connection.')).toBeVisible();
  return rows;
}

/** Marks a row Medical and returns the member's name. */
async function markMedical(row: Locator): Promise<string> {
  const button = row.getByRole('button', { name: /^Medical: / });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return (await button.getAttribute('aria-label'))?.replace('Medical: ', '') ?? '';
}

/** Every mark a page got the server to save, by member (the PUTs answered 200). */
function savedMarks(page: Page): Map<number, number> {
  const saved = new Map<number, number>();
  page.on('response', (res) => {
    if (res.request().method() !== 'PUT' || !res.url().endsWith('/attendance') || res.status() !== 200) return;
    const body = res.request().postDataJSON() as { members: Array<{ userId: number }> };
    for (const m of body.members) saved.set(m.userId, (saved.get(m.userId) ?? 0) + 1);
  });
  return saved;
}

test('a phone that just signed in reopens the grid and its marks while the network is gone', async ({
  browser,
  request,
  newChapter,
}) => {
  const people = await chapterOf(newChapter);
  const meetingId = await meetingHeldEarlier(request, people.president, 'Cold phone meeting');
  const page = await phone(browser, people.secretary);
  const rows = await openGrid(page, meetingId);
  const saved = savedMarks(page);

  // The network goes: the page and its worker both lose the server.
  await page.context().setOffline(true);
  relay.setMode('down');
  await page.reload();
  await expect(rows.first()).toBeVisible();
  const marked = [await markMedical(rows.nth(-1)), await markMedical(rows.nth(-2))];
  await expect(page.getByText('2 marks not sent yet')).toBeVisible();

  // Locked, reopened, still without a network: the marks are on the phone.
  await page.reload();
  await expect(page.getByText('2 marks not sent yet')).toBeVisible();
  for (const name of marked) {
    await expect(page.getByRole('button', { name: `Medical: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  }

  // The network returns: the marks go out once, and the server has them.
  relay.setMode('pass');
  await page.context().setOffline(false);
  await expect(page.getByText(/not sent yet/i)).toHaveCount(0);
  await page.reload();
  for (const name of marked) {
    await expect(page.getByRole('button', { name: `Medical: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  }
  expect([...saved.values()]).toEqual([1, 1]);
  await page.context().close();
});

test('two leaders mark while the uplink is dead; their marks go out once it returns and both grids agree', async ({
  browser,
  request,
  newChapter,
}) => {
  test.setTimeout(90_000);
  const people = await chapterOf(newChapter);
  const meetingId = await meetingHeldEarlier(request, people.president, 'Dead uplink meeting');
  const secretary = await phone(browser, people.secretary);
  const vp = await phone(browser, people.vp);
  const secretaryRows = await openGrid(secretary, meetingId);
  const vpRows = await openGrid(vp, meetingId);
  const savedBySecretary = savedMarks(secretary);
  const savedByVp = savedMarks(vp);

  // The venue wifi stays up, its uplink dies: requests are accepted and never answered.
  relay.setMode('dead');
  // Each phone's first tap shows at once, waits for the server, gives up and keeps the mark; the next ones join the
  // kept marks at once.
  await markMedical(secretaryRows.nth(-1));
  await markMedical(vpRows.nth(-4));
  await expect(secretary.getByText(/not sent yet/i)).toHaveCount(0);
  await expect(secretary.getByText('1 mark not sent yet')).toBeVisible({ timeout: 15_000 });
  await expect(vp.getByText('1 mark not sent yet')).toBeVisible({ timeout: 15_000 });
  await markMedical(secretaryRows.nth(-2));
  await markMedical(secretaryRows.nth(-3));
  await expect(secretary.getByText('3 marks not sent yet')).toBeVisible();
  const vpLast = await markMedical(vpRows.nth(-5));
  await expect(vp.getByText('2 marks not sent yet')).toBeVisible();

  // The Vice President's phone reloads while the uplink is still dead: the grid and the marks come back.
  await vp.reload();
  await expect(vp.getByText('2 marks not sent yet')).toBeVisible({ timeout: 20_000 });
  await expect(vp.getByRole('button', { name: `Medical: ${vpLast}` })).toHaveAttribute('aria-pressed', 'true');

  // The uplink returns; nobody reopens anything. Every mark reaches the server once, and the grids agree.
  relay.setMode('pass');
  await expect(secretary.getByText(/not sent yet/i)).toHaveCount(0, { timeout: 15_000 });
  await expect(vp.getByText(/not sent yet/i)).toHaveCount(0, { timeout: 15_000 });
  const count = (page: Page) => page.getByLabel('Count');
  await expect(count(secretary)).toContainText('Medical5', { timeout: 2_000 });
  await expect(count(vp)).toContainText('Medical5', { timeout: 2_000 });
  expect(await count(vp).textContent()).toBe(await count(secretary).textContent());
  const saved = [...savedBySecretary.entries(), ...savedByVp.entries()];
  expect(saved).toHaveLength(5);
  expect(saved.every(([, times]) => times === 1)).toBe(true);
  await secretary.context().close();
  await vp.context().close();
});

test('"Can\'t reach Chapter" after a reload without the server goes away by itself when the server is back', async ({
  browser,
  newChapter,
}) => {
  const page = await phone(browser, (await chapterOf(newChapter)).secretary);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The phone's kept answers were evicted (storage pressure): nothing to show the account from.
  await page.evaluate(() => caches.delete('chapter-api'));

  // The wifi stays connected, the server is unreachable: the browser never says it went offline or came back.
  relay.setMode('down');
  await page.reload();
  await expect(page.getByRole('heading', { name: "Can't reach Chapter" })).toBeVisible();
  relay.setMode('pass');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 15_000 });
  await page.context().close();
});
