import type { Page } from '@playwright/test';
import { browserOf, expect, test } from '../support/chapter.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { PHONE } from '../support/shell-session.ts';

// Each journey works in a chapter of its own (support/chapter.ts): it is the only one writing in that chapter's
// channel, so it counts messages and reads previews, and runs beside every other journey.
const QUENTIN = { name: 'Quentin Hayes' };
const RACHEL = { name: 'Rachel Adams' };
const STEFAN = { name: 'Stefan Novak' };

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
  newChapter,
}) => {
  // Three browsers at once: on a busy two-core machine this journey needs more than the default minute.
  test.setTimeout(120_000);
  const { chapter, people } = await newChapter({ quentin: QUENTIN, rachel: RACHEL, stefan: STEFAN });
  const quentin = await browserOf(browser, people.quentin);
  const rachel = await browserOf(browser, people.rachel);
  const stefan = await browserOf(browser, people.stefan);

  // Rachel and Stefan have the inbox open; Quentin opens the chapter channel from his.
  for (const page of [rachel, stefan]) {
    await page.goto('/inbox');
    await expect(chapterRow(page)).toContainText(chapter.name);
  }
  await quentin.goto('/inbox');
  await chapterRow(quentin).click();
  await expect(quentin.getByRole('heading', { level: 1, name: chapter.name })).toBeVisible();

  // Quentin writes: both inboxes show it at once, counted unread.
  await send(quentin, 'Who is bringing visitors on Thursday?');
  await expect(messages(quentin)).toHaveCount(1);
  for (const page of [rachel, stefan]) {
    await expect(chapterRow(page)).toContainText(`${QUENTIN.name}: Who is bringing visitors on Thursday?`);
    await expect(chapterRow(page)).toContainText('1 unread');
  }

  // They open the channel; the next message arrives in all three threads live.
  for (const page of [rachel, stefan]) {
    await chapterRow(page).click();
    await expect(messages(page)).toHaveCount(1);
  }
  await send(quentin, 'I have two coming: a florist and an architect.');
  for (const page of [quentin, rachel, stefan]) {
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(page).last()).toContainText('a florist and an architect');
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
  // Stefan's channel row counts it unread, but nothing names him: no mention, no notice, no badge.
  await inboxLink(stefan).click();
  await expect(chapterRow(stefan)).toContainText(`${QUENTIN.name}: @${RACHEL.name} could you bring the banner?`);
  await expect(chapterRow(stefan)).toContainText('1 unread');
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
  newChapter,
}) => {
  // Quentin has posted 40 notes through the API.
  const { chapter, people } = await newChapter({ quentin: QUENTIN, stefan: STEFAN });
  for (let i = 1; i <= 40; i++) {
    const sent = await request.post('/api/chapter/messages', {
      headers: { Authorization: `Bearer ${people.quentin.token}` },
      data: { content: `Chapter note ${i}`, clientMessageId: `chapter-note-${i}` },
    });
    expect(sent.ok()).toBe(true);
  }

  const phone = await browserOf(browser, people.stefan, PHONE);
  await phone.goto('/inbox');
  await chapterRow(phone).click();
  await expect(phone.getByRole('heading', { level: 1, name: chapter.name })).toBeVisible();
  await expect(message(phone, 'Chapter note 40')).toHaveCount(1);
  // The newest page only: the oldest note waits for the scroll back.
  const list = phone.getByRole('list', { name: 'Messages' });
  await expect(messages(phone)).toHaveCount(30);
  await expect(list.getByText('Chapter note 1', { exact: true })).toHaveCount(0);
  const scroller = list.locator('xpath=ancestor::div[contains(@class,"overflow-y-auto")][1]');
  await scroller.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(list.getByText('Chapter note 1', { exact: true })).toBeAttached();
  await expect(messages(phone)).toHaveCount(40);

  await send(phone, 'Running five minutes late, save me a coffee.');
  await expect(messages(phone)).toHaveCount(41);
  await expect(messages(phone).last()).toContainText('save me a coffee');
  await expect(phone.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await keepScreenshot(phone, 'chapter-channel-375.png', false);
});

test('in the chapter channel a reaction, a reply quoting a message and an edit reach the other member live', async ({
  browser,
  newChapter,
}) => {
  // One member at a desk, the other on a phone.
  const { chapter, people } = await newChapter({ desk: { name: 'Uma Patel' }, phone: { name: 'Victor Lindqvist' } });
  const desk = await browserOf(browser, people.desk);
  const phone = await browserOf(browser, people.phone, PHONE);
  // The first screen of a fresh server loads its code: on a busy shared machine that alone has taken over ten
  // seconds, so it gets more time than the live steps after it.
  for (const page of [desk, phone]) {
    await page.goto('/inbox/chapter');
    await expect(page.getByRole('heading', { level: 1, name: chapter.name })).toBeVisible({ timeout: 30_000 });
  }
  const question = 'Who can recommend a printer?';
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
  const answer = 'Try Harbour Print';
  await send(phone, answer);
  await expect(phone.getByText(/^Replying to /)).toHaveCount(0);
  const quote = message(desk, answer).getByRole('button', { name: /Reply to .*printer/ });
  await expect(quote).toBeVisible();
  await quote.click();
  // The reply quotes the question's text too: the question is the first of the two.
  const original = message(desk, question).first();
  await expect(original).toHaveAttribute('data-highlighted', 'true');

  // The desk edits its question from the hover menu; the phone sees the new text marked edited, and the quote too.
  const edited = 'Who can recommend a good printer?';
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
