import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { signInByApi } from '../support/members.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { PHONE } from '../support/shell-session.ts';

// Demo accounts of this journey (seed order of the Member role): member12 is Quentin Hayes, member13 Rachel Adams,
// member14 Stefan Novak; all three are members of the demo's Riverside Chapter.
const QUENTIN = { email: 'member12@demo.test', name: 'Quentin Hayes' };
const RACHEL = { email: 'member13@demo.test', name: 'Rachel Adams' };
const STEFAN = { email: 'member14@demo.test', name: 'Stefan Novak' };

/** A member's own browser, signed in through the API (the sign-in screen has journeys of its own). */
async function signedInPage(browser: Browser, email: string, device = {}): Promise<Page> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await signInByApi(page, email, DEMO_PASSWORD);
  return page;
}

// The journeys below share the demo chapter's one channel: they run one after the other, and other journeys may
// post in it meanwhile (an announcement), so messages are found by their text, not by their place.
test.describe.configure({ mode: 'serial' });

const chapterRow = (page: Page) => page.getByRole('link', { name: /Chapter channel/ });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]');
const message = (page: Page, text: string) => messages(page).filter({ hasText: text });
const inboxLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('three members on their own browsers: a chapter message reaches them all live; a mention tells only the one named', async ({
  browser,
}) => {
  // Three browsers at once: on a busy two-core machine this journey needs more than the default minute.
  test.setTimeout(120_000);
  const quentin = await signedInPage(browser, QUENTIN.email);
  const rachel = await signedInPage(browser, RACHEL.email);
  const stefan = await signedInPage(browser, STEFAN.email);

  // Rachel and Stefan have the inbox open; Quentin opens the chapter channel from his.
  for (const page of [rachel, stefan]) {
    await page.goto('/inbox');
    await expect(chapterRow(page)).toContainText('Riverside Chapter');
  }
  await quentin.goto('/inbox');
  await chapterRow(quentin).click();
  await expect(quentin.getByRole('heading', { level: 1, name: 'Riverside Chapter' })).toBeVisible();

  // Quentin writes: both inboxes show it at once, counted unread.
  await send(quentin, 'Who is bringing visitors on Thursday?');
  await expect(message(quentin, 'Who is bringing visitors on Thursday?')).toHaveCount(1);
  for (const page of [rachel, stefan]) {
    await expect(chapterRow(page)).toContainText(`${QUENTIN.name}: Who is bringing visitors on Thursday?`);
    await expect(chapterRow(page)).toContainText(/\d+ unread/);
  }

  // They open the channel; the next message arrives in all three threads live.
  for (const page of [rachel, stefan]) {
    await chapterRow(page).click();
    await expect(message(page, 'Who is bringing visitors on Thursday?')).toHaveCount(1);
  }
  await send(quentin, 'I have two coming: a florist and an architect.');
  for (const page of [quentin, rachel, stefan]) {
    await expect(message(page, 'a florist and an architect')).toHaveCount(1);
  }

  // Rachel and Stefan move on to their home pages; Quentin names Rachel, picking her from the suggestions.
  for (const page of [rachel, stefan]) {
    await inboxLink(page).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(inboxLink(page)).toHaveAccessibleName('Inbox');
  }
  const box = quentin.getByRole('textbox', { name: 'Message' });
  await box.pressSequentially('@Rach');
  await quentin.getByRole('option', { name: RACHEL.name }).click();
  await expect(box).toHaveValue(`@${RACHEL.name} `);
  await box.pressSequentially('could you bring the banner?');
  await box.press('Enter');
  await expect(message(quentin, `@${RACHEL.name} could you bring the banner?`)).toHaveCount(1);

  // Only Rachel is told: a notice and her Inbox badge.
  await expect(toasts(rachel)).toContainText(`${QUENTIN.name} mentioned you in the chapter channel`);
  await expect(inboxLink(rachel)).toHaveAccessibleName('Inbox 1 unread');
  // Stefan sees the message in the channel's row, but nothing names him: no mention, no notice, no badge.
  await inboxLink(stefan).click();
  await expect(chapterRow(stefan)).toContainText('could you bring the banner?');
  await expect(chapterRow(stefan)).not.toContainText('mention');
  await expect(inboxLink(stefan)).toHaveAccessibleName('Inbox');
  await expect(toasts(stefan)).toHaveCount(0);

  // Rachel opens the channel from her inbox: the mention is there, set apart, and her badge clears.
  await inboxLink(rachel).click();
  await expect(chapterRow(rachel)).toContainText('1 mention');
  await chapterRow(rachel).click();
  await expect(message(rachel, 'could you bring the banner?').getByText(`@${RACHEL.name}`)).toBeVisible();
  await expect(inboxLink(rachel)).toHaveAccessibleName('Inbox');
  await keepScreenshot(rachel, 'chapter-channel-1280.png', false);
});

test('on a phone the chapter channel fills the screen and scrolls back through its history', async ({
  browser,
  request,
}) => {
  // Quentin has posted 40 notes through the API.
  const login = await request.post('/api/login', { data: { email: QUENTIN.email, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  for (let i = 1; i <= 40; i++) {
    const sent = await request.post('/api/chapter/messages', {
      headers: { Authorization: `Bearer ${token}` },
      data: { content: `Chapter note ${i}`, clientMessageId: `chapter-note-${i}` },
    });
    expect(sent.ok()).toBe(true);
  }

  const phone = await signedInPage(browser, STEFAN.email, PHONE);
  await phone.goto('/inbox');
  await chapterRow(phone).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Riverside Chapter' })).toBeVisible();
  await expect(message(phone, 'Chapter note 40')).toHaveCount(1);
  await expect(messages(phone)).toHaveCount(30);
  const list = phone.getByRole('list', { name: 'Messages' });
  const scroller = list.locator('xpath=ancestor::div[contains(@class,"overflow-y-auto")][1]');
  await scroller.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(list.getByText('Chapter note 1', { exact: true })).toBeAttached();
  await expect.poll(() => messages(phone).count()).toBeGreaterThan(40);

  await send(phone, 'Running five minutes late, save me a coffee.');
  await expect(message(phone, 'save me a coffee')).toHaveCount(1);
  await expect(phone.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await keepScreenshot(phone, 'chapter-channel-375.png', false);
});
