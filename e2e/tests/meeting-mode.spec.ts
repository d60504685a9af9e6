import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { browserOf, expect, type Person, signInAs, test } from '../support/chapter.ts';
import { E2E_PORT } from '../support/env.ts';
import { createMeeting } from '../support/meetings.ts';
import { type Relay, startRelay } from '../support/relay.ts';
import { PHONE } from '../support/shell-session.ts';

/**
 * Meeting mode (docs/meeting-mode.md): the President's run screen, the projector's presenter screen and a member's
 * phone, three browsers of their own. The projector talks to the server through a relay the journey cuts for real.
 * How long each tap takes to reach the other two screens is printed as a figure, not asserted: absolute times on
 * shared machines swing too much to be a test.
 */

let relay: Relay;
test.beforeEach(async () => {
  relay = await startRelay(E2E_PORT);
});
test.afterEach(async () => {
  await relay.stop();
});

const api = (request: APIRequestContext, who: Person) => ({
  put: async (url: string, data: unknown) => {
    const res = await request.put(url, { headers: { authorization: `Bearer ${who.token}` }, data });
    expect(res.status(), await res.text()).toBe(200);
  },
});

/** Records, in the page, when each version of the run first shows (a mutation observer, not Playwright's polling). */
async function watchVersions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { seen: Record<string, number> };
    w.seen = {};
    const note = () => {
      for (const el of Array.from(document.querySelectorAll('[data-run-version]'))) {
        const v = el.getAttribute('data-run-version') ?? '';
        w.seen[v] ??= Date.now();
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
    note();
  });
}

const seenAt = (page: Page, version: number) =>
  page.evaluate((v) => (window as unknown as { seen: Record<string, number> }).seen[String(v)] ?? null, version);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

test('the run screen drives the presenter screen and a phone through the commercials; a cut projector catches up', async ({
  browser,
  request,
  newChapter,
}) => {
  test.setTimeout(120_000);
  const { people } = await newChapter(
    {
      president: { name: 'Paula Gavel', role: 'President', classification: 'Solicitor' },
      ann: { name: 'Ann Able', classification: 'Florist' },
      bob: { name: 'Bob Baker', classification: 'Baker' },
      cat: { name: 'Cat Cole', classification: 'Caterer' },
    },
    undefined,
    { rosterOnly: 4 },
  );
  const president = people.president;
  await api(request, president).put('/api/agenda/template', {
    segments: [
      { kind: 'networking', title: null, minutes: 5, speakerSeconds: null, leadUserId: null },
      { kind: 'commercials', title: null, minutes: 10, speakerSeconds: 30, leadUserId: null },
      { kind: 'referrals', title: null, minutes: 10, speakerSeconds: null, leadUserId: null },
    ],
  });
  const meetingId = await createMeeting(
    request,
    { title: 'Meeting mode', startedMinutesAgo: 5, durationMinutes: 120 },
    president.token,
  );
  const everyone = [president, people.ann, people.bob, people.cat];
  await api(request, president).put(`/api/meetings/${meetingId}/attendance`, {
    members: everyone.map((p) => ({ userId: p.id, status: 'present' })),
  });

  const run = await browserOf(browser, president);
  await run.goto(`/meetings/${meetingId}/run`);
  await expect(run.getByRole('button', { name: 'Start the meeting' })).toBeVisible();
  const projector = await presenterThroughRelay(browser, people.cat, meetingId, relay);
  const phone = await browserOf(browser, people.ann, PHONE);
  await phone.goto(`/meetings/${meetingId}`);
  await expect(phone.getByRole('heading', { name: 'Meeting mode' })).toBeVisible();
  for (const page of [run, projector, phone]) await page.waitForLoadState('networkidle');
  await watchVersions(projector);
  await watchVersions(phone);

  // Each tap: when it was made on the run screen, then when the new version showed on the other two.
  const toProjector: number[] = [];
  const toPhone: number[] = [];
  let version = 0;
  const tap = async (name: RegExp | string) => {
    const button = run.getByRole('button', { name });
    await expect(button).toBeEnabled();
    const tappedAt = await button.evaluate((el) => {
      const w = window as unknown as { tappedAt: number };
      el.addEventListener('click', () => (w.tappedAt = Date.now()), { once: true, capture: true });
      (el as HTMLElement).click();
      return new Promise<number>((resolve) => setTimeout(() => resolve(w.tappedAt), 0));
    });
    version += 1;
    await expect(projector.locator(`[data-run-version="${version}"]`)).toBeAttached();
    await expect(phone.locator(`[data-run-version="${version}"]`)).toBeAttached();
    toProjector.push(((await seenAt(projector, version)) ?? Number.NaN) - tappedAt);
    toPhone.push(((await seenAt(phone, version)) ?? Number.NaN) - tappedAt);
  };

  await tap('Start the meeting');
  await expect(projector.getByRole('heading', { name: 'Open networking' })).toBeVisible();
  await tap(/Next segment/);
  await expect(projector.getByText('Speaker 1 of 4').or(projector.getByText('Speaking'))).toBeVisible();
  // The speakers in roster order (by name): Ann, Bob, Cat, Paula. Ann's phone says she speaks, then that she is not next.
  await expect(phone.getByRole('status').filter({ hasText: 'You are speaking' })).toBeVisible();
  await expect(projector.getByText('Next: Bob Baker')).toBeVisible();
  for (let i = 0; i < 3; i += 1) await tap(/Next speaker/);
  await expect(projector.getByText('Paula Gavel', { exact: true })).toBeVisible();
  await expect(phone.getByText('You are speaking')).toHaveCount(0);

  const figure = (xs: number[]) => `median ${median(xs)} ms, max ${Math.max(...xs)} ms`;
  const within = (xs: number[]) => xs.filter((x) => x <= 250).length;
  console.log(
    `  meeting mode: ${toProjector.length} taps; to the presenter screen ${figure(toProjector)} ` +
      `(${within(toProjector)} within 250 ms); to the phone ${figure(toPhone)} (${within(toPhone)} within 250 ms)`,
  );
  expect(toProjector.every(Number.isFinite) && toPhone.every(Number.isFinite)).toBe(true);

  // The projector loses the network for 10 s while the President steps on twice; it says so, then catches up.
  relay.setMode('down');
  await expect(projector.getByText(/Reconnecting/)).toBeVisible();
  await run.getByRole('button', { name: /Next segment/ }).click();
  await expect(run.locator(`[data-run-version="${version + 1}"]`)).toBeAttached();
  await run.getByRole('button', { name: 'Pause' }).click();
  await expect(run.locator(`[data-run-version="${version + 2}"]`)).toBeAttached();
  await expect(phone.locator(`[data-run-version="${version + 2}"]`)).toBeAttached();
  await projector.waitForTimeout(10_000);
  await expect(projector.locator(`[data-run-version="${version}"]`)).toBeAttached();
  const back = Date.now();
  relay.setMode('pass');
  await expect(projector.locator(`[data-run-version="${version + 2}"]`)).toBeAttached({ timeout: 30_000 });
  await expect(projector.getByRole('heading', { name: 'Referrals and testimonials' })).toBeVisible();
  await expect(projector.getByRole('timer')).toContainText('Paused');
  await expect(projector.getByText(/Reconnecting/)).toHaveCount(0);
  console.log(`  meeting mode: the presenter screen caught up ${Date.now() - back} ms after the network came back`);
});

/** The projector's browser: signed in as a member of the chapter, every request through the relay. */
async function presenterThroughRelay(browser: Browser, who: Person, meetingId: number, via: Relay): Promise<Page> {
  const context = await browser.newContext({ baseURL: via.url, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await signInAs(page, who);
  await page.goto(`/present/${meetingId}`);
  await expect(page.getByRole('heading', { name: 'Meeting mode' })).toBeVisible();
  return page;
}
