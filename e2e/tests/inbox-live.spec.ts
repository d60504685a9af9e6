import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { PHONE, signIn } from '../support/shell-session.ts';

// Demo accounts of this journey (seed order of the Member role): member6 is Jacob Stein, member7 Karen Patel.
const JACOB = { email: 'member6@demo.test', name: 'Jacob Stein' };
const KAREN = { email: 'member7@demo.test', name: 'Karen Patel' };

async function signedInPage(browser: Browser, email: string, device = {}): Promise<Page> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

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
}) => {
  const jacob = await signedInPage(browser, JACOB.email);
  const karen = await signedInPage(browser, KAREN.email);

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

  // Karen types: Jacob sees it; sending clears it.
  await karen.getByRole('textbox', { name: 'Message' }).pressSequentially('Thurs');
  await expect(jacob.getByText(`${KAREN.name} is typing…`)).toBeVisible();
  await karen.getByRole('textbox', { name: 'Message' }).fill('');
  await expect(jacob.getByText(`${KAREN.name} is typing…`)).toBeHidden();
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

test('on a phone the conversation fills the screen above the bottom bar', async ({ browser }) => {
  const sender = await signedInPage(browser, 'member8@demo.test');
  const phone = await signedInPage(browser, 'member9@demo.test', PHONE);
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

test('scrolling to the top loads earlier messages and keeps the reader in place', async ({ browser, request }) => {
  // Oscar (member10) has written 45 messages to Priya (member11) through the API.
  const login = await request.post('/api/login', { data: { email: 'member10@demo.test', password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const roster = await request.get('/api/members?q=Priya', { headers });
  const priya = ((await roster.json()) as { items: { id: number }[] }).items[0];
  for (let i = 1; i <= 45; i++) {
    const sent = await request.post('/api/inbox/messages', {
      headers,
      data: { recipientId: priya?.id, content: `Note ${i}`, clientMessageId: `scroll-note-${i}` },
    });
    expect(sent.ok()).toBe(true);
  }

  const page = await signedInPage(browser, 'member11@demo.test');
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
