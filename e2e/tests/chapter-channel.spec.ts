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
// Reactions, replies and edits: member10 at a desk, member11 on a phone.
const DESK = 'member10@demo.test';
const PHONE_USER = 'member11@demo.test';

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

/** On a phone: a finger held on the bubble opens the message's menu (the menu then takes the lifted finger). */
async function longPress(page: Page, text: string): Promise<void> {
  const bubble = message(page, text).getByText(text, { exact: true });
  await bubble.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  await expect(page.getByRole('menu')).toBeVisible();
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
  // Stefan's channel row counts it unread, but nothing names him: no mention, no notice, no badge. (Its preview is
  // not checked here: other journeys write in the same channel meanwhile.)
  await inboxLink(stefan).click();
  await expect(chapterRow(stefan)).toContainText(/\d+ unread/);
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
  // The newest page only: the oldest note waits for the scroll back. (Not a count of 30: journeys in other files
  // post into the same channel meanwhile, and their messages arrive live.)
  const list = phone.getByRole('list', { name: 'Messages' });
  await expect(list.getByText('Chapter note 1', { exact: true })).toHaveCount(0);
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

test('in the chapter channel a reaction, a reply quoting a message and an edit reach the other member live', async ({
  browser,
}) => {
  const desk = await signedInPage(browser, DESK);
  const phone = await signedInPage(browser, PHONE_USER, PHONE);
  // The first screen of a fresh server loads its code and the demo's channel: on a busy shared machine that alone
  // has taken over ten seconds, so it gets more time than the live steps after it.
  for (const page of [desk, phone]) {
    await page.goto('/inbox/chapter');
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Chapter' })).toBeVisible({ timeout: 30_000 });
  }
  const stamp = Date.now().toString(36);
  const question = `Who can recommend a printer? ${stamp}`;
  await send(desk, question);
  await expect(message(phone, question)).toHaveCount(1);

  // The phone reacts through the long-press menu; the desk sees the count arrive.
  await longPress(phone, question);
  await phone.getByRole('menuitemcheckbox', { name: 'React 👍' }).click();
  await expect(message(phone, question).getByRole('button', { name: '👍 1, including you' })).toBeVisible();
  await expect(message(desk, question).getByRole('button', { name: '👍 1' })).toBeVisible();

  // The phone replies quoting it; the desk sees the quote, and tapping it highlights the original.
  await longPress(phone, question);
  await phone.getByRole('menuitem', { name: 'Reply' }).click();
  await expect(phone.getByText(/^Replying to /)).toBeVisible();
  const answer = `Try Harbour Print ${stamp}`;
  await send(phone, answer);
  await expect(phone.getByText(/^Replying to /)).toHaveCount(0);
  const quote = message(desk, answer).getByRole('button', { name: new RegExp(`Reply to .*${stamp}`) });
  await expect(quote).toBeVisible();
  await quote.click();
  // The reply quotes the question's text too: the question is the first of the two.
  const original = message(desk, question).first();
  await expect(original).toHaveAttribute('data-highlighted', 'true');

  // The desk edits its question from the hover menu; the phone sees the new text marked edited, and the quote too.
  const edited = `Who can recommend a good printer? ${stamp}`;
  await original.hover();
  await original.getByRole('button', { name: 'Message actions' }).click();
  await desk.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Edit message' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(edited);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(message(phone, edited).first()).toContainText('edited');
  await expect(message(phone, answer).getByRole('button', { name: /Reply to/ })).toContainText('good printer');
});
