import type { Page } from '@playwright/test';
import { browserOf, expect, test } from '../support/chapter.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { PHONE } from '../support/shell-session.ts';

// Each journey's members are in a chapter of the journey's own (support/chapter.ts): an empty inbox is empty
// because nobody else writes there, and the journeys run beside the rest.
const JACOB = { name: 'Jacob Stein' };
const KAREN = { name: 'Karen Patel' };

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator('li[data-message-id]');
const inboxLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('two members chat live: delivery, unread badge, read receipt, typing and catching up after going offline', async ({
  browser,
  newChapter,
}) => {
  const { people } = await newChapter({ jacob: JACOB, karen: KAREN });
  const jacob = await browserOf(browser, people.jacob);
  const karen = await browserOf(browser, people.karen);
  // Karen's page runs on Playwright's clock, so the journey decides when her "stopped typing" (3 s idle) goes out.
  await karen.clock.install();

  await karen.goto('/inbox');
  await expect(karen.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await expect(inboxLink(karen)).toHaveAccessibleName('Inbox');

  // Jacob writes to Karen from the compose screen.
  await jacob.goto('/inbox/compose');
  await jacob.getByRole('searchbox', { name: 'To' }).fill('Karen');
  await jacob.getByRole('button', { name: new RegExp(KAREN.name) }).click();
  await send(jacob, 'Hi Karen, coffee on Thursday?');
  await expect(jacob).toHaveURL(/\/inbox\/conversation\/\d+$/);
  await expect(messages(jacob)).toHaveText([/Hi Karen, coffee on Thursday\?/]);
  await expect(messages(jacob).getByRole('img', { name: 'Sent' })).toBeVisible();

  // Karen sees it arrive without a reload, and her badge rises.
  const row = karen.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(JACOB.name) });
  await expect(row).toContainText('Hi Karen, coffee on Thursday?');
  await expect(row).toContainText('1 unread');
  await expect(inboxLink(karen)).toHaveAccessibleName('Inbox 1 unread');

  // Karen opens it: Jacob sees the read receipt, and Karen's badge clears.
  await row.click();
  await expect(karen.getByRole('heading', { level: 1, name: JACOB.name })).toBeVisible();
  await expect(messages(jacob).getByRole('img', { name: 'Read' })).toBeVisible();
  await expect(inboxLink(karen)).toHaveAccessibleName('Inbox');

  // Karen types: Jacob sees it for as long as she has not been idle for 3 s of her clock, however busy the machine.
  await karen.clock.pauseAt(await karen.evaluate(() => Date.now() + 1000));
  await karen.getByRole('textbox', { name: 'Message' }).pressSequentially('Thurs');
  await expect(jacob.getByText(`${KAREN.name} is typing…`)).toBeVisible();
  // She clears the box and stays idle: her "stopped typing" reaches Jacob.
  await karen.getByRole('textbox', { name: 'Message' }).fill('');
  await karen.clock.runFor(3000);
  await expect(jacob.getByText(`${KAREN.name} is typing…`)).toBeHidden();
  await karen.clock.resume();
  await send(karen, 'Thursday works!');
  await expect(messages(jacob)).toHaveText([/coffee on Thursday/, /Thursday works!/]);

  // Jacob drops off the network; Karen writes twice; back online he has both, in order, once.
  await jacob.context().setOffline(true);
  await expect(jacob.getByText('Unable to connect to server, please check your network')).toBeVisible();
  await send(karen, 'Shall we say 10am?');
  await send(karen, 'At the usual place.');
  await expect(messages(karen)).toHaveCount(4);
  await jacob.context().setOffline(false);
  await expect(messages(jacob)).toHaveText([
    /coffee on Thursday/,
    /Thursday works!/,
    /Shall we say 10am\?/,
    /At the usual place\./,
  ]);
  // Jacob has the conversation open, so everything Karen wrote is read on arrival.
  await expect(messages(karen).getByRole('img', { name: 'Read' })).toHaveCount(3);

  await keepScreenshot(jacob, 'inbox-conversation-1280.png', false);
  await jacob.goto('/inbox');
  await expect(jacob.getByRole('list', { name: 'Conversations' })).toContainText('At the usual place.');
  await keepScreenshot(jacob, 'inbox-list-1280.png', false);
});

test('on a phone the conversation fills the screen above the bottom bar', async ({ browser, newChapter }) => {
  const { people } = await newChapter({ leo: { name: 'Leo Fischer' }, nina: { name: 'Nina Rossi' } });
  const sender = await browserOf(browser, people.leo);
  const phone = await browserOf(browser, people.nina, PHONE);
  await sender.goto('/inbox/compose');
  await sender.getByRole('searchbox', { name: 'To' }).fill('Nina');
  await sender.getByRole('button', { name: /Nina Rossi/ }).click();
  await send(sender, 'Hello Nina! Are you coming to the breakfast meeting next week?');
  await expect(sender).toHaveURL(/\/inbox\/conversation\/\d+$/);

  await phone.goto('/inbox');
  await phone.getByRole('link', { name: /Leo Fischer/ }).click();
  await expect(messages(phone)).toHaveCount(1);
  await send(phone, 'Yes, see you there.');
  const composer = phone.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeInViewport();
  await keepScreenshot(phone, 'inbox-conversation-375.png', false);
  await phone.goto('/inbox');
  await expect(phone.getByRole('link', { name: /Leo Fischer/ })).toContainText('You: Yes, see you there.');
  await keepScreenshot(phone, 'inbox-list-375.png', false);
});

test('scrolling to the top loads earlier messages and keeps the reader in place', async ({
  browser,
  request,
  newChapter,
}) => {
  // Oscar has written 45 messages to Priya through the API.
  const { people } = await newChapter({ oscar: { name: 'Oscar Brennan' }, priya: { name: 'Priya Sharma' } });
  const headers = { Authorization: `Bearer ${people.oscar.token}` };
  const priya = people.priya;
  for (let i = 1; i <= 45; i++) {
    const sent = await request.post('/api/inbox/messages', {
      headers,
      data: { recipientId: priya.id, content: `Note ${i}`, clientMessageId: `scroll-note-${i}` },
    });
    expect(sent.ok()).toBe(true);
  }

  const page = await browserOf(browser, priya);
  await page.goto('/inbox');
  await page.getByRole('link', { name: /Oscar Brennan/ }).click();
  await expect(messages(page).last()).toContainText('Note 45');
  await expect(messages(page)).toHaveCount(20);
  await expect(messages(page).last()).toBeInViewport();

  const list = page.getByRole('list', { name: 'Messages' });
  const scroller = list.locator('xpath=ancestor::div[contains(@class,"overflow-y-auto")][1]');
  const anchor = list.getByText('Note 26', { exact: true });
  await scroller.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(messages(page)).toHaveCount(40);
  // The message that was at the top is still on screen, not thrown to the top of the new page.
  await expect(anchor).toBeInViewport();
  await scroller.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(messages(page)).toHaveCount(45);
  await expect(messages(page).first()).toContainText('Note 1');
  await expect(page.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
});
