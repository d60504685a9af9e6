import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { signInByApi } from '../support/members.ts';
import { PHONE } from '../support/shell-session.ts';

// Two demo members of the Riverside Chapter, each on their own browser: member10 at a desk, member11 on a phone.
const DESK = 'member10@demo.test';
const PHONE_USER = 'member11@demo.test';

async function signedInPage(browser: Browser, email: string, device = {}): Promise<Page> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await signInByApi(page, email, DEMO_PASSWORD);
  return page;
}

// Other journeys post in the same channel: messages are found by their (unique) text, not by their place.
const message = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]').filter({ hasText: text });

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
