import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { browserOf, expect, type NewChapter, openHomeAs, signInAs, test } from '../support/chapter.ts';
import { createMeeting } from '../support/meetings.ts';
import { PHONE } from '../support/shell-session.ts';

/**
 * On a 360 px phone, the narrowest the app is laid out for, no page scrolls sideways, the bottom bar stays on
 * screen, the labels a member reads are whole, and touch targets are a finger wide.
 */
const SCREEN = { width: 360, height: 740 };
test.use({ ...PHONE, viewport: SCREEN });

async function expectFitsThePhone(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and the calendar fill in after the heading: wait until nothing is loading.
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  // A phone zooms a page that is too wide out to its whole width, so innerWidth grows with it: compare with the
  // screen's own width.
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(SCREEN.width);
  const bar = page.getByRole('navigation', { name: /^(Main|Admin)$/ }).last();
  const box = await bar.boundingBox();
  const onScreen = box && box.x >= 0 && box.x + box.width <= SCREEN.width && box.y + box.height <= SCREEN.height;
  expect.soft(onScreen, `${path}: the bottom bar is on screen (${JSON.stringify(box)})`).toBe(true);
}

/** The text is shown whole: no ellipsis, no clipped line. */
async function expectWhole(label: Locator, what: string) {
  const size = await label.evaluate((el) => ({
    text: el.textContent,
    wide: el.scrollWidth - el.clientWidth,
    tall: el.scrollHeight - el.clientHeight,
  }));
  expect
    .soft(size.wide <= 0 && size.tall <= 0, `${what} "${size.text}" is cut off (${JSON.stringify(size)})`)
    .toBe(true);
}

async function expectReadableChrome(page: Page, what: string) {
  await expectWhole(page.getByTestId('header-title'), `${what}: the header title`);
  const toggle = page.getByRole('banner').getByRole('button', { name: /Panel$/ });
  if (await toggle.count()) await expectWhole(toggle, `${what}: the panel toggle`);
  const bar = page.getByRole('navigation', { name: /^(Main|Admin)$/ }).last();
  for (const link of await bar.getByRole('link').all()) {
    await expectWhole(link.locator('span').last(), `${what}: the bottom bar's label`);
  }
}

/** Does one box overlap the other? */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A chapter of the journey's own (support/chapter.ts), named as chapters are: the walks read its screens as its
 * members and leaders see them.
 */
const phoneChapter = (newChapter: NewChapter) =>
  newChapter(
    {
      member: { name: 'Maya Thompson', classification: 'Residential Realtor' },
      president: { name: 'Paula Gavel', role: 'President', classification: 'Commercial Property Solicitor' },
      secretary: { name: 'Simon Ledger', role: 'Secretary Treasurer', classification: 'Bookkeeper' },
    },
    'Lakeside Chapter',
  );

const MEMBER_PAGES = [
  ['/home', '/calendar', '/roster', '/inbox', '/activity/referral', '/activity/mentorship/search'],
  ['/activity/mentorship/apply', '/visitors', '/settings', '/profile/me', '/more', '/support', '/about'],
];

// Journeys that start on another page sign in with the session alone (signInAs): opening home first, only to leave
// it, cost each a whole page load (its dashboard's requests included).
for (const [i, paths] of MEMBER_PAGES.entries()) {
  test(`member pages fit a 360 px phone (${i + 1} of ${MEMBER_PAGES.length})`, async ({ page, newChapter }) => {
    const { people } = await phoneChapter(newChapter);
    await signInAs(page, people.member);
    for (const path of paths) await expectFitsThePhone(page, path);
    await expectReadableChrome(page, 'a member');
  });
}

// Meeting day is a write (a meeting under way), so it is a chapter of its own, whose President made the meeting.
test('a leader on meeting day: every page fits and the header, toggle and bar labels are whole', async ({
  page,
  request,
  newChapter,
}) => {
  test.setTimeout(90_000);
  // A chapter's name as chapters have them (the header shows it whole beside the panel toggle).
  const { people } = await newChapter(
    {
      president: { name: 'Paula Gavel', role: 'President', classification: 'Commercial Property Solicitor' },
      maya: { name: 'Maya Thompson', classification: 'Florist' },
    },
    'Lakeside Chapter',
  );
  await createMeeting(
    request,
    { title: 'Phone width meeting', startedMinutesAgo: 30, durationMinutes: 90 },
    people.president.token,
  );
  await openHomeAs(page, people.president);
  // Home carries the leaders' "Who works with whom" matrix: it scrolls in its own box, never the page.
  for (const path of ['/home', '/calendar', '/activity/referral', '/roster', '/inbox', '/more']) {
    await expectFitsThePhone(page, path);
  }
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Who works with whom' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Attendance' })).toBeVisible();
  await expectReadableChrome(page, 'the President on meeting day');
  await page.goto('/activity/referral');
  for (const tab of await page.getByRole('navigation', { name: 'Activity types' }).getByRole('link').all()) {
    await expectWhole(tab, 'an activity tab');
  }
});

test('admin pages fit a 360 px phone and read whole', async ({ page, newChapter }) => {
  const { people } = await phoneChapter(newChapter);
  await signInAs(page, people.president);
  for (const path of [
    '/admin/dashboard',
    '/admin/attendance',
    '/admin/approvals',
    '/admin/messaging',
    '/admin/users',
  ]) {
    await expectFitsThePhone(page, path);
  }
  await expectReadableChrome(page, 'the President in admin mode');
});

test('the Secretary Treasurer reads the group name and the long panel toggle whole', async ({ page, newChapter }) => {
  const { people } = await phoneChapter(newChapter);
  await openHomeAs(page, people.secretary);
  await expect(page.getByRole('button', { name: 'Secretary Treasurer Panel' })).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText('Lakeside Chapter');
  await expectReadableChrome(page, 'the Secretary Treasurer');
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('header-title')).toHaveText('Secretary Treasurer Dashboard');
  await expectReadableChrome(page, 'the Secretary Treasurer in admin mode');
});

test('the referral sheet shows its temperature and inside-or-outside choices whole', async ({ page, newChapter }) => {
  const { people } = await phoneChapter(newChapter);
  await signInAs(page, people.member);
  await page.goto('/activity/referral');
  await page.getByRole('button', { name: 'Give a referral' }).click();
  const sheet = page.getByRole('dialog', { name: 'Give a referral' });
  const box = await sheet.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= SCREEN.width, 'the sheet is on screen').toBe(true);
  for (const label of ['Temperature', 'Inside or outside']) {
    const select = sheet.getByLabel(label);
    await expectWhole(sheet.getByText(label, { exact: true }), `the label ${label}`);
    // A native select cuts its text without telling the DOM: measure each choice in the select's own font.
    const cut = await select.evaluate((el: HTMLSelectElement) => {
      const style = getComputedStyle(el);
      const pen = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return Array.from(el.options)
        .filter((o) => pen.measureText(o.text).width > room)
        .map((o) => o.text);
    });
    expect.soft(cut, `${label}: choices cut off`).toEqual([]);
  }
});

/**
 * "Connected" shows for two seconds after each (re)connect. Measured after a load, the pill had sometimes come and gone
 * before a slow machine drew the element under test, and nothing was measured. So the page is loaded first, the
 * network drops, and as it returns the page measures the pill against the first element matching `under` the moment
 * the pill appears: 'clear' or 'covers'.
 */
async function pillOnReconnect(page: Page, under: string): Promise<string | undefined> {
  await page.locator(under).first().waitFor();
  const offline = await goOffline(page.context(), page);
  await expect(offline).toBeVisible();
  await page.evaluate((selector) => {
    new MutationObserver((_, observer) => {
      const pill = Array.from(document.querySelectorAll('[role="status"]')).find((el) =>
        el.textContent?.includes('Connected'),
      );
      const other = document.querySelector(selector);
      if (!pill || !other) return;
      const [a, b] = [pill.getBoundingClientRect(), other.getBoundingClientRect()];
      const covers = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      (window as unknown as { connectedPill: string }).connectedPill = covers ? 'covers' : 'clear';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, under);
  await page.context().setOffline(false);
  await expect.poll(() => connectedPill(page), { message: `the Connected pill came back over ${under}` }).toBeDefined();
  return connectedPill(page);
}

const connectedPill = (page: Page) =>
  page.evaluate(() => (window as unknown as { connectedPill?: string }).connectedPill);

test('a message has a finger-wide actions button, and tapping its bubble opens the same actions', async ({
  browser,
  newChapter,
}) => {
  // In a chapter of its own: its message is the channel's only one.
  const { people } = await newChapter({ member: { name: 'Zoe Lambert' } });
  const page = await browserOf(browser, people.member, { ...PHONE, viewport: SCREEN });
  await page.goto('/inbox');
  await page.getByRole('link', { name: /Chapter channel/ }).click();
  const text = 'Phone tap check';
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  const item = page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]').filter({ hasText: text });
  await expect(item).toBeVisible();
  const more = item.getByRole('button', { name: 'Message actions' });
  const target = await more.boundingBox();
  expect(target?.width ?? 0, 'the actions button is 44 px wide').toBeGreaterThanOrEqual(44);
  expect(target?.height ?? 0, 'the actions button is 44 px high').toBeGreaterThanOrEqual(44);
  await item.getByText(text, { exact: true }).tap();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  for (const action of ['Reply', 'Edit', 'Copy text', 'Delete']) {
    await expect(menu.getByRole('menuitem', { name: action })).toBeVisible();
  }
  await expect(menu.getByRole('menuitemcheckbox').first()).toBeVisible();

  // The conversation fills the screen between the header and the bar: the page itself does not scroll.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(SCREEN.height);
  // After each (re)connect, "Connected" shows for two seconds: above the message box, not over it.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(await pillOnReconnect(page, 'textarea'), 'the Connected pill over the message box').toBe('clear');
});

/** Scrolls to the end (lists may grow on the way) and answers where the page's last words end on the screen. */
async function endOfPage(page: Page): Promise<number> {
  await page.evaluate(async () => {
    for (let height = -1; height !== document.documentElement.scrollHeight; ) {
      height = document.documentElement.scrollHeight;
      window.scrollTo(0, height);
      await new Promise((r) => setTimeout(r, 300));
    }
  });
  return page.getByRole('main').evaluate((main) =>
    Math.max(
      ...Array.from(main.querySelectorAll('*'))
        .filter((el) => Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        .map((el) => el.getBoundingClientRect().bottom),
    ),
  );
}

test.describe('a small tablet in the phone layout', () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test('the end of a page clears the bottom bar', async ({ page, newChapter }) => {
    const { people } = await phoneChapter(newChapter);
    await openHomeAs(page, people.member);
    await expect(page.getByRole('region', { name: 'Recent activity in the group' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight),
      'home is longer than the screen',
    ).toBeGreaterThan(900);
    const bar = await page.getByRole('navigation', { name: 'Main' }).last().boundingBox();
    expect(await endOfPage(page), 'the last words sit above the bottom bar').toBeLessThanOrEqual(bar?.y ?? 0);
  });

  // Opening the channel marks it read (a write), so the conversation is in a chapter of its own, filled through the
  // API with more messages than the screen holds.
  test('a conversation fills the screen between the header and the bar', async ({ page, request, newChapter }) => {
    const { people } = await newChapter({ ada: { name: 'Ada Brennan' }, ben: { name: 'Ben Osei' } });
    for (let n = 1; n <= 30; n++) {
      const sender = n % 2 ? people.ada : people.ben;
      const sent = await request.post('/api/chapter/messages', {
        headers: { Authorization: `Bearer ${sender.token}` },
        data: {
          content: `Message ${n} about this week's meeting and who brings a visitor.`,
          clientMessageId: `fill-${n}`,
        },
      });
      expect(sent.ok()).toBe(true);
    }
    await signInAs(page, people.ada);
    await page.goto('/inbox');
    await page.getByRole('link', { name: /Chapter channel/ }).click();
    await expect(page.getByText('Message 30 about')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
    // The page itself does not scroll: the messages scroll inside the conversation.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(900);
  });
});

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  return page.getByRole('status').filter({ hasText: 'Unable to connect to server' });
}

test('status pills cover no heading, and the offline one reads as two sentences', async ({
  page,
  context,
  newChapter,
}) => {
  const { people } = await phoneChapter(newChapter);
  await signInAs(page, people.member);
  await page.goto('/activity/referral');
  expect(await pillOnReconnect(page, 'h1'), 'the Connected pill over the heading').toBe('clear');

  const offline = await goOffline(context, page);
  await expect(offline).toBeVisible();
  await expect(offline).toContainText(/network\. Showing what was synced /);
  const box = await offline.boundingBox();
  for (const h of await page.getByRole('heading').all()) {
    const hb = await h.boundingBox();
    expect.soft(box && hb && overlaps(box, hb), `the offline pill covers "${await h.textContent()}"`).toBe(false);
  }
  // At the end of the page the last of its words and controls clear the pill.
  const contentEnd = await endOfPage(page);
  const pillTop = (await offline.boundingBox())?.y ?? 0;
  expect(contentEnd, 'the end of the page sits above the offline pill').toBeLessThanOrEqual(pillTop);
  await context.setOffline(false);
});

test('the PALMS report is a card per member on a phone, its summary outside any scroller', async ({
  page,
  newChapter,
}) => {
  const { people } = await phoneChapter(newChapter);
  await signInAs(page, people.president);
  await page.goto('/admin/attendance');
  const report = page.getByRole('region', { name: 'PALMS report' });
  const cards = report.getByRole('list', { name: 'PALMS by member' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(report.getByRole('table')).toHaveCount(0);
  const first = cards.getByRole('listitem').first();
  for (const figure of ['Present', 'Absent', 'Referrals given inside', 'One-to-ones', 'Attendance rate']) {
    await expect(first.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(report.getByText('Chapter total')).toBeVisible();
  const width = await report.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(width, 'the report scrolls sideways').toBeLessThanOrEqual(0);
  const summary = report.getByText(/meetings held · /);
  const scrolled = await summary.evaluate((el) => {
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(up).overflowX)) return true;
    }
    return false;
  });
  expect(scrolled, 'the summary sits inside a scroller').toBe(false);
});

test('the calendar reads well in dark mode', async ({ page, newChapter }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const { people } = await phoneChapter(newChapter);
  await signInAs(page, people.member);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const header = page.locator('.fc-col-header-cell').first();
  await expect(header).toBeVisible();
  // Text and background as the browser paints them, through a canvas so any CSS colour space is compared.
  const ratio = await header.evaluate((el) => {
    const paint = (css: string) => {
      const c = document.createElement('canvas');
      c.width = c.height = 1;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = css;
      g.fillRect(0, 0, 1, 1);
      return [...g.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    };
    const lum = ([r, g, b]: number[]) => 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    const text = lum(paint(getComputedStyle(el.querySelector('a, span') ?? el).color));
    const back = lum(paint(getComputedStyle(el).backgroundColor));
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});
